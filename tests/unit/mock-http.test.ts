import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../mocks/clock';
import { createControls } from '../../mocks/controls';
import { db } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { checkMockAnswers } from '../../mocks/openapi/check';
import { seed } from '../../mocks/seed';

/**
 * The mock behaves like the server (docs/architecture.md): it authenticates, enforces roles, validates input and
 * answers with the catalogue's statuses. Plain fetch against the real handlers and the real seed.
 */

const NOW = '2026-11-22T12:00:00.000Z';
const server = setupServer(...handlers);
const controls = createControls(async () => {
  await seed();
});

beforeAll(() => {
  // Every answer (but the demo controls' faults) is checked against contracts/openapi.json.
  checkMockAnswers();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(async () => {
  clock.set(NOW);
  await seed();
});
afterEach(() => {
  controls.clearFaults();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  clock.set(null);
});

const API = 'http://localhost/api';
const CMS = 'http://localhost/cms';

async function call(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const login = (email: string, password = 'demo1234') =>
  call('POST', `${API}/Auth/login`, { body: { email, password } });

async function tokenOf(email: string) {
  const { status, body } = await login(email);
  expect(status).toBe(200);
  return (body.result as { accessToken: string }).accessToken;
}

describe('mock: Auth/login', () => {
  it('signs a demo account in: 200 with the user and a token in result', async () => {
    const { status, body } = await login('candidate@demo.test');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      accessToken: expect.any(String),
      tokenExpires: '2026-11-22T20:00:00.000Z',
      roles: [1],
      primaryCompany: null,
      hasPendingJoinRequest: false,
      user: { email: 'candidate@demo.test', firstName: 'Casey', lastName: 'Rivers' },
    });
  });

  it('ignores the case of the email', async () => {
    const { status } = await login('Candidate@Demo.Test');
    expect(status).toBe(200);
  });

  it('a wrong password is a 400 with the error text', async () => {
    const { status, body } = await login('candidate@demo.test', 'wrong-password');
    expect(status).toBe(400);
    expect(body.error).toBe('The email or password is incorrect.');
    expect(body).not.toHaveProperty('result');
  });

  it('an unknown account is the same 400 (no hint which part was wrong)', async () => {
    const { status, body } = await login('nobody@demo.test');
    expect(status).toBe(400);
    expect(body.error).toBe('The email or password is incorrect.');
  });

  it('a malformed email is a 400 with field errors under errors.email', async () => {
    const { status, body } = await login('not-an-email');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: ['Enter a valid email address'] });
  });
});

describe('mock: admin/Company/get-primary', () => {
  const url = `${API}/admin/Company/get-primary`;

  it('without a token: 401', async () => {
    expect((await call('GET', url)).status).toBe(401);
  });

  it('with an unknown token: 401', async () => {
    expect((await call('GET', url, { token: 'made-up' })).status).toBe(401);
  });

  it("with a candidate's token: 403", async () => {
    const { status, body } = await call('GET', url, { token: await tokenOf('candidate@demo.test') });
    expect(status).toBe(403);
    expect(body.error).toEqual(expect.any(String));
  });

  it("with the company admin's token: 200 with Summit Trail Outfitters", async () => {
    const { status, body } = await call('GET', url, { token: await tokenOf('employer.admin@demo.test') });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ id: 1, name: 'Summit Trail Outfitters' });
  });

  it('with the token of an employer whose join request is pending: 200 with result null', async () => {
    const { status, body } = await call('GET', url, { token: await tokenOf('employer.pending@demo.test') });
    expect(status).toBe(200);
    expect(body).toEqual({ result: null });
  });

  it('a session is refused once its 8 hours are over', async () => {
    const token = await tokenOf('employer.admin@demo.test');
    clock.set('2026-11-22T19:59:59.000Z');
    expect((await call('GET', url, { token })).status).toBe(200);
    clock.set('2026-11-22T20:00:01.000Z');
    expect((await call('GET', url, { token })).status).toBe(401);
  });

  it('expireSessions() of the demo controls ends every session', async () => {
    const token = await tokenOf('employer.admin@demo.test');
    await controls.expireSessions();
    expect((await call('GET', url, { token })).status).toBe(401);
  });
});

describe('mock: Job/search', () => {
  it('refuses ids that name no lookup with the field errors the app reads (one rule with the app: withKnownLookups)', async () => {
    const unknown = await call('GET', `${API}/Job/search?jobFieldId=999&focusIds=1&yearsOfExperienceIds=42`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      jobFieldId: ['Unknown job field'],
      yearsOfExperienceIds: ['Unknown experience level'],
    });
    expect((await call('GET', `${API}/Job/search?jobFieldId=3&focusIds=1`)).body.errors).toEqual({
      focusIds: ['Unknown focus'],
    });
    expect((await call('GET', `${API}/Job/search?jobFieldId=1&focusIds=1`)).status).toBe(200);
  });
});

describe('mock: fault injection', () => {
  const url = `${API}/Job/options/get`;

  it('failNext answers the given status once, then the endpoint answers normally', async () => {
    controls.failNext('GET Job/options/get', 409);
    const first = await call('GET', url);
    expect(first.status).toBe(409);
    expect(first.body.error).toEqual(expect.any(String));
    const second = await call('GET', url);
    expect(second.status).toBe(200);
    expect((second.body.result as { jobFields: unknown[] }).jobFields.length).toBeGreaterThan(0);
    expect(controls.faults()).toEqual([]);
  });

  it('a fault on one endpoint leaves the others alone', async () => {
    controls.failNext('GET Job/options/get', 500);
    expect((await login('candidate@demo.test')).status).toBe(200);
    expect((await call('GET', url)).status).toBe(500);
  });

  it("'*' fails the next call of any endpoint, with count", async () => {
    controls.failNext('*', 401, 2);
    expect((await login('candidate@demo.test')).status).toBe(401);
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', url)).status).toBe(200);
  });

  it('a 500 fault carries an exception message', async () => {
    controls.failNext('GET Job/options/get', 500);
    const { body } = await call('GET', url);
    expect(body.exceptionMessage).toEqual(expect.any(String));
  });
});

describe('mock: content service', () => {
  const authenticate = (key: string) => call('POST', `${CMS}/auth/authenticate`, { body: { key } });
  const tooltips = (token?: string) =>
    call('GET', `${CMS}/items/tooltips?status=published&fields=field_name,tooltip`, { token });

  it('hands out a token for the fixed key, and accepts it', async () => {
    const auth = await authenticate('job-board-demo-key');
    expect(auth.status).toBe(200);
    const { accessToken, expires } = auth.body.data as { accessToken: string; expires: string };
    expect(accessToken).toEqual(expect.any(String));
    expect(Date.parse(expires)).toBeGreaterThan(Date.parse(NOW));

    const { status, body } = await tooltips(accessToken);
    expect(status).toBe(200);
    const data = body.data as Array<{ field_name: string; tooltip: string }>;
    expect(data).toContainEqual({
      field_name: 'salaryMin',
      tooltip: 'The lowest pay you will offer. Jobs that show pay get more applicants.',
    });
    // Published only: the seeded draft is not served.
    expect(data.map((t) => t.field_name)).not.toContain('title');
  });

  it('refuses a wrong key with 401', async () => {
    expect((await authenticate('not-the-key')).status).toBe(401);
  });

  it('refuses the product API token with 401', async () => {
    const apiToken = await tokenOf('employer.admin@demo.test');
    expect((await tooltips(apiToken)).status).toBe(401);
  });

  it('refuses a call without a token with 401', async () => {
    expect((await tooltips()).status).toBe(401);
  });

  it('the product API refuses the content token with 401', async () => {
    const auth = await authenticate('job-board-demo-key');
    const contentToken = (auth.body.data as { accessToken: string }).accessToken;
    expect((await call('GET', `${API}/admin/Company/get-primary`, { token: contentToken })).status).toBe(401);
  });
});

describe('mock: ids in paths', () => {
  const ids = ['abc', '0', '007', '-3', '1.5', '12345678901234567', '9999999999999999'];

  it('an id that is not a positive safe integer names nothing: 404 with the route’s own text', async () => {
    const employer = await tokenOf('employer.admin@demo.test');
    const admin = await tokenOf('admin@demo.test');
    for (const id of ids) {
      expect(await call('GET', `${API}/admin/Job/${id}`, { token: employer })).toEqual({
        status: 404,
        body: { error: 'This job does not exist.' },
      });
      expect(await call('GET', `${API}/admin/Boost/${id}`, { token: employer })).toEqual({
        status: 404,
        body: { error: 'This boost does not exist.' },
      });
      const decision = { status: 3, reason: null };
      expect(await call('PUT', `${API}/admin/Job/${id}/status`, { token: admin, body: decision })).toEqual({
        status: 404,
        body: { error: 'This job does not exist.' },
      });
    }
  });

  it('is read after sign-in and the body: a missing token is 401, a body that is not valid 400', async () => {
    const employer = await tokenOf('employer.admin@demo.test');
    expect((await call('GET', `${API}/admin/Job/abc`)).status).toBe(401);
    expect((await call('PUT', `${API}/admin/Company/abc`, { token: employer, body: {} })).status).toBe(400);
  });

  it('a valid id reaches the route', async () => {
    const employer = await tokenOf('employer.admin@demo.test');
    const job = db.jobs.findFirst((q) => q.where({ companyId: 1 }))!;
    expect(await call('GET', `${API}/admin/Job/${job.id}`, { token: employer })).toMatchObject({
      status: 200,
      body: { result: { id: job.id } },
    });
    expect((await call('GET', `${API}/admin/Job/99999`, { token: employer })).status).toBe(404);
  });
});

/** A copy of the companies as plain data (the collection hands out its live records). */
const companies = () => JSON.parse(JSON.stringify(db.companies.all())) as Array<{ name: string }>;

describe('seed', () => {
  it('the same seed gives the same companies', async () => {
    await seed({ seed: 7 });
    const first = companies();
    await seed({ seed: 7 });
    expect(companies()).toEqual(first);
  });

  it('another seed gives other generated companies (the named ones stay)', async () => {
    await seed({ seed: 7 });
    const first = companies();
    await seed({ seed: 8 });
    const second = companies();
    expect(second.slice(0, 3).map((c) => c.name)).toEqual([
      'Summit Trail Outfitters',
      'Keystone Paddle Co.',
      'Allegheny Ridge Guides',
    ]);
    expect(second).not.toEqual(first);
  });

  it('seeds every demo account with the demo password', async () => {
    // The demo accounts first; then the pool of candidates employers reach, who have no demo account.
    const emails = db.users.all().map((u) => u.email);
    expect(emails.slice(0, controls.accounts.length)).toEqual(controls.accounts.map((a) => a.email));
    expect(emails.slice(controls.accounts.length).every((e) => e.endsWith('@candidates.example'))).toBe(true);
    for (const account of controls.accounts) expect((await login(account.email, account.password)).status).toBe(200);
  });
});
