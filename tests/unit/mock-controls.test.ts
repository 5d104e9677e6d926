import { afterEach, describe, expect, it } from 'vitest';
import { API, call, login, seededMockForEachTest } from './seeded-mock';
import { createControls } from '../../mocks/controls';
import { db } from '../../mocks/db';
import { seed } from '../../mocks/seed';

/** The demo controls (mocks/controls.ts): faults on the next calls, and the seed with its demo accounts. */

seededMockForEachTest();
const controls = createControls(async () => {});
afterEach(() => controls.clearFaults());

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
