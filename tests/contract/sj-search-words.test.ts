import { describe, expect, it } from 'vitest';
import { activeDates, card, CLOCK, job, NOW } from './job-fixtures';
import { apiPact } from './pact';
import { createHttp } from '../../src/api/http';
import { jobApi } from '../../src/api/job';

/**
 * src/api/job.ts: the search's words that hold no letter or digit. Beside the job (11, River Trip Planner), a job of
 * the same company in another field and place (13, Software Engineer), which no word of the search names.
 */
const pact = apiPact();

describe('Job/search: words without a letter or digit', () => {
  it('leaves out an emoji among the keywords: the other words still narrow the search', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
        jobId: 13,
        title: 'Software Engineer',
        companyId: job.companyId,
      })
      .uponReceiving('a search for a word and an emoji')
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'river 🛶' }))
      // The job alone: a server that looks for the emoji finds nothing; one that drops every word for it finds both.
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [card(job.jobId, job.title, { distanceMiles: null, ...activeDates })],
            totalCount: 1,
            pageNumber: 1,
            pageSize: 20,
          },
        }),
      )
      .executeTest(async (server) => {
        const found = await jobApi(createHttp({ baseUrl: server.url })).search({ keyword: 'river 🛶' });
        expect(found.items.map((j) => j.id)).toEqual([job.jobId]);
      });
  });
});
