import { describe, expect, it } from 'vitest';
import { httpAs, seededMockForEachTest } from './seeded-mock';
import { db } from '../../mocks/db';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { JobStatus } from '../../src/domain/enums/job';

/** The mock's job page (GET Job/by-id) through the app's own client: what each caller is told of a job. */

seededMockForEachTest();

/** The job client, as a visitor (no email) or signed in as a demo account. */
const jobsAs = async (email?: string) => jobCandidateApi((await httpAs(email)).http);

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
