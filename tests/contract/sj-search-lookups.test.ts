import { describe, expect, it } from 'vitest';
import { activeDates, card, CLOCK, job, NOW } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { jobApi } from '../../src/api/job';

/**
 * src/api/job.ts: the search's lookup ids, checked against Job/options/get. An id in range that names no lookup, or
 * a focus of another job field than the one asked for, is a 400 naming the parameter; the same search with ids that
 * name lookups finds the job (11, River Trip Planner: field 1, focus 2 Paddling).
 */
const pact = apiPact();
const NOT_VALID = 'Some query parameters are not valid.';

async function refused(url: string, query: Parameters<ReturnType<typeof jobApi>['search']>[0]) {
  const { notify, shown } = recordingNotifier();
  const error = await jobApi(createHttp({ baseUrl: url, notify }))
    .search(query)
    .catch((e: unknown) => e);
  return { status: (error as ApiError).status, fieldErrors: (error as ApiError).fieldErrors, shown };
}

describe('Job/search: lookup ids', () => {
  it('answers 400 to a job field id that names no job field', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a search for a job field that does not exist')
      .withRequest('GET', '/Job/search', (b) => b.query({ jobFieldId: '999' }))
      .willRespondWith(400, (b) => b.jsonBody({ error: NOT_VALID, errors: { jobFieldId: ['Unknown job field'] } }))
      .executeTest(async (server) => {
        const { status, fieldErrors, shown } = await refused(server.url, { jobFieldId: 999 });
        expect([status, fieldErrors]).toEqual([400, { jobFieldId: 'Unknown job field' }]);
        expect(shown).toEqual([{ kind: 'warning', message: 'Unknown job field' }]);
      });
  });

  it('answers 400 to a focus that is not of the job field asked for', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a search for a focus of another job field')
      // Focus 4 (Store Management) is of job field 2, not 1: both ids name lookups, the pair names none.
      .withRequest('GET', '/Job/search', (b) => b.query({ jobFieldId: '1', focusIds: ['2', '4'] }))
      .willRespondWith(400, (b) => b.jsonBody({ error: NOT_VALID, errors: { focusIds: ['Unknown focus'] } }))
      .executeTest(async (server) => {
        const { status, fieldErrors } = await refused(server.url, { jobFieldId: 1, focusIds: [2, 4] });
        expect([status, fieldErrors]).toEqual([400, { focusIds: 'Unknown focus' }]);
      });
  });

  it('finds the job when the job field and its focus name lookups (the mirror of the two above)', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a search for a job field and one of its focuses')
      .withRequest('GET', '/Job/search', (b) => b.query({ jobFieldId: '1', focusIds: ['2', '3'] }))
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
        const found = await jobApi(createHttp({ baseUrl: server.url })).search({ jobFieldId: 1, focusIds: [2, 3] });
        expect(found.items.map((j) => j.id)).toEqual([job.jobId]);
      });
  });

  it('matches each word within one field of the job, never across two', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .uponReceiving('a search for the end of the title run into the company name')
      // "River Trip Planner" at Keystone Paddle Co.: a server that runs the fields together finds it.
      .withRequest('GET', '/Job/search', (b) => b.query({ keyword: 'plannerkeystone' }))
      .willRespondWith(200, (b) => b.jsonBody({ result: { items: [], totalCount: 0, pageNumber: 1, pageSize: 20 } }))
      .executeTest(async (server) => {
        const found = await jobApi(createHttp({ baseUrl: server.url })).search({ keyword: 'plannerkeystone' });
        expect(found.totalCount).toBe(0);
      });
  });
});
