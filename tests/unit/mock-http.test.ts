import { describe, expect, it } from 'vitest';
import { API, call, login, seededMockForEachTest, tokenOf } from './seeded-mock';
import { clock } from '../../mocks/clock';
import { createControls } from '../../mocks/controls';
import { db } from '../../mocks/db';

/**
 * The mock behaves like the server (docs/architecture.md): it authenticates, enforces roles, validates input and
 * answers with the catalogue's statuses. Plain fetch against the real handlers and the real seed (the demo controls:
 * mock-controls.test.ts; the content service: mock-content.test.ts).
 */

seededMockForEachTest();
const controls = createControls(async () => {});

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
