import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { COVER_URL, imageAt, keystone, LOGO_URL, UPLOADED, uploadedFor } from './company-fixtures';
import { activeDates, card, CLOCK, employer, job, jobState, NOW, seasonal, seasonalDates } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { companyApi } from '../../src/api/company';
import { ApiError, createHttp } from '../../src/api/http';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * Company/by-path of src/api/company.ts: a company's brand page (shape designed here: contracts/reference.md). Sign-in
 * plays no part: everyone sees the same page.
 */
const pact = apiPact();

const client = (url: string, notify = recordingNotifier().notify) => companyApi(createHttp({ baseUrl: url, notify }));

/** The company's seasonal job, posted 5 days ago: older than the state's active job (posted yesterday). */
const older = { jobId: 12, title: 'Lead Trip Planner', companyId: job.companyId, daysAgo: 5 };

describe('Company/by-path', () => {
  it("returns a company's page by its path in any case: the company and its live jobs, newest first", async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given(
        'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago',
        older,
      )
      // Decoys: a job of the company that is not live (a draft), and a live job of another company.
      .given(jobState, { jobId: 13, title: 'Draft Trip Planner', companyId: job.companyId, status: JobStatus.Draft })
      .given('an active job {jobId} titled {title} exists at company {companyId}', {
        jobId: 14,
        title: 'Other Trip Planner',
        companyId: 3,
      })
      // Its images, uploaded through the provider's own calls by its admin.
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is an admin of company {companyId}', {
        email: employer.email,
        companyId: job.companyId,
      })
      .given(UPLOADED, uploadedFor(job.companyId))
      .uponReceiving("a request for a company's brand page by its path")
      .withRequest('GET', '/Company/by-path', (b) => b.query({ path: 'Keystone-Paddle-Co' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            ...keystone,
            logo: imageAt(LOGO_URL),
            coverImage: imageAt(COVER_URL),
            // Its two live jobs; the draft is not counted.
            activeJobsCount: 2,
            createdDate: NOW,
            // Exactly these, newest first: the draft and the other company's job are not the page's.
            jobs: [
              card(job.jobId, job.title, { distanceMiles: null, companyLogo: imageAt(LOGO_URL), ...activeDates }),
              seasonal(older.jobId, older.title, {
                distanceMiles: null,
                companyLogo: imageAt(LOGO_URL),
                ...seasonalDates(older.daysAgo),
              }),
            ],
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await client(server.url).getByPath('Keystone-Paddle-Co');
        expect(page).toMatchObject({
          ...keystone,
          logo: LOGO_URL,
          coverImage: COVER_URL,
          activeJobsCount: 2,
          createdDate: NOW,
        });
        expect(page.jobs.map((j) => [j.id, j.title])).toEqual([
          [11, 'River Trip Planner'],
          [12, 'Lead Trip Planner'],
        ]);
      });
  });

  it('answers 404 to a path no company has', async () => {
    await pact
      .addInteraction()
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a request for a brand page no company has')
      // The state's company's path with a word more: a lookup by prefix or by words would find it.
      .withRequest('GET', '/Company/by-path', (b) => b.query({ path: 'keystone-paddle-co-east' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This company does not exist.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .getByPath('keystone-paddle-co-east')
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This company does not exist.' }]);
      });
  });
});
