import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../mocks/clock';
import { db } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { seed } from '../../mocks/seed';
import { authApi } from '../../src/api/auth';
import { createHttp } from '../../src/api/http';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { JobStatus } from '../../src/domain/enums';

/** The mock's job page (GET Job/by-id) through the app's own client: what each caller is told of a job. */

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  clock.set('2026-11-22T12:00:00.000Z');
  await seed();
});
afterAll(() => {
  server.close();
  clock.set(null);
});

const BASE = 'http://localhost/api';

/** The job client, as a visitor (no email) or signed in as a demo account. */
async function jobsAs(email?: string) {
  const user = email ? await authApi(createHttp({ baseUrl: BASE })).login({ email, password: 'demo1234' }) : null;
  return jobCandidateApi(createHttp({ baseUrl: BASE, getToken: () => user?.accessToken }));
}

describe('mock: Job/by-id', () => {
  it("gives the listing score to the company's people and site admins only", async () => {
    // An active job of Summit Trail Outfitters (company 1: employer.admin and employer.member are its people).
    const job = db.jobs.findFirst((q) => q.where({ companyId: 1, status: JobStatus.Active }))!;
    expect(job.score).toBeGreaterThan(0);
    const scoreFor = async (email?: string) => (await (await jobsAs(email)).getById(job.id)).score;

    expect(await scoreFor()).toBeNull();
    expect(await scoreFor('candidate@demo.test')).toBeNull();
    expect(await scoreFor('employer.former@demo.test')).toBeNull();
    expect(await scoreFor('employer.admin@demo.test')).toBe(job.score);
    expect(await scoreFor('employer.member@demo.test')).toBe(job.score);
    expect(await scoreFor('admin@demo.test')).toBe(job.score);
  });
});
