import { readFileSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../mocks/clock';
import { db } from '../../mocks/db';
import { behaviour } from '../../mocks/http';
import { serializeDb } from '../../mocks/persistence';
import { seed } from '../../mocks/seed';
import { startMockServer, STATE_CHANGE_PATH } from '../../mocks/server';
import { applyState, resetState } from '../../mocks/states';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * Provider states on the populated mock (mocks/states/journal.ts, support.ts): a state puts the records it names in
 * place with the pact's ids, replacing what was there; the interaction's teardown puts back exactly what it changed.
 */

const DRAFT_21 = { jobId: 21, title: 'Draft River Guide', companyId: 2, status: JobStatus.Draft };
const IN_STATUS = 'a job {jobId} titled {title} exists at company {companyId} in status {status}';
const setup = (state: string, params: Record<string, unknown> = {}) => applyState(state, params, 'setup');
const teardown = () => applyState('', {}, 'teardown');
const jobsOf = (companyId: number) => db.jobs.findMany((q) => q.where({ companyId }));

let seeded: string;
beforeEach(async () => {
  clock.set('2026-11-22T12:00:00.000Z');
  await seed();
  seeded = serializeDb(db);
});
afterEach(async () => {
  await resetState();
  clock.set(null);
});

describe('a state on the seeded data', () => {
  it('replaces the seeded job of its id (and its company, without its other jobs), and teardown puts them back', async () => {
    const before = db.jobs.findFirst((q) => q.where({ id: 21 }))!;
    expect(before.title).not.toBe(DRAFT_21.title);
    expect(jobsOf(2).length).toBeGreaterThan(1);

    await setup(IN_STATUS, DRAFT_21);
    expect(db.jobs.findMany((q) => q.where({ id: 21 }))).toEqual([
      expect.objectContaining({ title: 'Draft River Guide', status: JobStatus.Draft, companyId: 2 }),
    ]);
    expect(jobsOf(2).map((j) => j.id)).toEqual([21]);
    expect(db.companies.findFirst((q) => q.where({ id: 2 }))).toMatchObject({
      logo: '/logos/keystone-paddle-co.svg',
      activeJobsCount: 0,
    });

    await teardown();
    expect(db.jobs.findFirst((q) => q.where({ id: 21 }))).toEqual(before);
    expect(serializeDb(db)).toBe(seeded);
  });

  it("puts a user afresh the first time an interaction names it: the states after it share it, and it has only the states' records", async () => {
    const seededCandidate = db.users.findFirst((q) => q.where({ email: 'candidate@demo.test' }))!;
    expect(db.applications.findMany((q) => q.where({ userId: seededCandidate.id })).length).toBeGreaterThan(0);

    await setup('the candidate {email} is signed in with token {token}', {
      email: 'candidate@demo.test',
      token: 'candidate-token-1',
    });
    await setup('an active job {jobId} titled {title} exists at company {companyId}', {
      jobId: 11,
      title: 'River Trip Planner',
      companyId: 2,
    });
    await setup('the candidate {email} has saved the job {jobId}', { email: 'candidate@demo.test', jobId: 11 });
    const user = db.users.findFirst((q) => q.where({ email: 'candidate@demo.test' }))!;
    expect(user.id).toBe(seededCandidate.id);
    expect(db.applications.findMany((q) => q.where({ userId: user.id })).map((a) => a.jobId)).toEqual([11]);
    expect(db.sessions.findMany((q) => q.where({ userId: user.id })).map((s) => s.token)).toEqual([
      'candidate-token-1',
    ]);

    await teardown();
    expect(serializeDb(db)).toBe(seeded);
  });

  it('an admin state and a password state on one user: both hold (pact sends them in the order of the givens)', async () => {
    await setup('the employer {email} is an admin of company {companyId}', {
      email: 'morgan@example.com',
      companyId: 2,
    });
    await setup('the user {email} exists with password {password}', {
      email: 'morgan@example.com',
      password: 'correct-horse',
    });
    const user = db.users.findFirst((q) => q.where({ email: 'morgan@example.com' }))!;
    expect(user).toMatchObject({ password: 'correct-horse', primaryCompanyId: 2 });
    expect(db.memberships.findMany((q) => q.where({ userId: user.id }))).toEqual([
      expect.objectContaining({ companyId: 2, isAdmin: true }),
    ]);
    await teardown();
    expect(serializeDb(db)).toBe(seeded);
  });

  it("a boost state replaces the seeded boost and payment of its id; a 'no ... has the id' state removes the seeded one", async () => {
    expect(db.boosts.findMany((q) => q.where({ id: 5 }))).toHaveLength(1);
    await setup('an active job {jobId} titled {title} exists at company {companyId}', {
      jobId: 11,
      title: 'River Trip Planner',
      companyId: 2,
    });
    await setup('a boost {boostId} of the job {jobId} is paid', { boostId: 5, jobId: 11 });
    expect(db.boosts.findMany((q) => q.where({ id: 5 }))).toEqual([expect.objectContaining({ jobId: 11, weeks: 2 })]);
    expect(db.payments.findMany((q) => q.where({ boostId: 5 }))).toEqual([
      expect.objectContaining({ id: 5, cardLast4: '4242' }),
    ]);
    await setup('no boost has the id {boostId}', { boostId: 6 });
    await setup('no job has the id {jobId}', { jobId: 30 });
    expect(db.boosts.findFirst((q) => q.where({ id: 6 }))).toBeUndefined();
    expect(db.jobs.findFirst((q) => q.where({ id: 30 }))).toBeUndefined();
    await teardown();
    expect(serializeDb(db)).toBe(seeded);
  });

  it('the reach state is the whole candidate population until teardown', async () => {
    expect(db.candidateProfiles.count()).toBeGreaterThan(10);
    await setup('candidates in and out of the job field {jobFieldId} live near and far from Harrisburg, PA', {
      jobFieldId: 1,
    });
    expect(db.candidateProfiles.count()).toBe(10);
    await teardown();
    expect(serializeDb(db)).toBe(seeded);
  });

  it("teardown puts back the demo controls' faults as they were; a second teardown of the interaction does nothing", async () => {
    behaviour.faults = [{ endpoint: 'GET Job/search', status: 500, remaining: 2 }];
    await setup('the job options are unavailable');
    expect(behaviour.faults).toHaveLength(2);
    await teardown();
    await teardown();
    expect(behaviour.faults).toEqual([{ endpoint: 'GET Job/search', status: 500, remaining: 2 }]);
    behaviour.faults = [];
    expect(serializeDb(db)).toBe(seeded);
  });

  it('a failed setup puts back at once what the states before it put', async () => {
    await setup('the employer {email} is signed in with token {token}', {
      email: 'riley@example.com',
      token: 'employer-token-1',
    });
    await expect(setup('the job {jobId} is open until filled', { jobId: 9999 })).rejects.toThrow(/must exist first/);
    expect(serializeDb(db)).toBe(seeded);
  });

  it("every pact interaction's states, set up and torn down in turn, leave the seeded data as it was", async () => {
    const dir = path.resolve(import.meta.dirname, '../../contracts/pacts');
    const pacts = readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as PactFile);
    const interactions = pacts.flatMap((p) => p.interactions);
    expect(interactions.length).toBeGreaterThan(60);
    for (const interaction of interactions) {
      for (const state of interaction.providerStates ?? []) await setup(state.name, state.params);
      await teardown();
    }
    expect(serializeDb(db)).toBe(seeded);
  });
});

interface PactFile {
  interactions: Array<{ providerStates?: Array<{ name: string; params?: Record<string, unknown> }> }>;
}

describe('the state-change endpoint with requests in between', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => ({ server, url } = await startMockServer(0)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const change = (state: string, params: Record<string, unknown>, action: 'setup' | 'teardown') =>
    fetch(`${url}${STATE_CHANGE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params, action }),
    });

  it("teardown removes what the interaction's requests created and puts back what they changed", async () => {
    const candidate = { email: 'casey@example.com', token: 'candidate-token-1' };
    const job = { jobId: 11, title: 'River Trip Planner', companyId: 2 };
    const given: Array<[string, Record<string, unknown>]> = [
      ['the candidate {email} is signed in with token {token}', candidate],
      ['an active job {jobId} titled {title} exists at company {companyId}', job],
    ];
    for (const [state, params] of given) expect((await change(state, params, 'setup')).status).toBe(200);

    const auth = { Authorization: `Bearer ${candidate.token}` };
    expect((await fetch(`${url}/api/Job/apply?jobId=11`, { method: 'POST', headers: auth })).status).toBe(200);
    const login = await fetch(`${url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'candidate@demo.test', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(db.applications.findMany((q) => q.where({ jobId: 11 }))).toHaveLength(1);

    for (const [state, params] of given) expect((await change(state, params, 'teardown')).status).toBe(200);
    expect(serializeDb(db)).toBe(seeded);
  });
});
