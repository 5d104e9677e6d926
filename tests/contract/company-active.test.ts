import { describe, expect, it } from 'vitest';
import { CLOCK, jobState, NOW } from './job-fixtures';
import { apiPact } from './pact';
import { companyApi } from '../../src/api/company';
import { createHttp } from '../../src/api/http';
import { JobStatus } from '../../src/domain/enums/job';

/**
 * Company/get-active-companies of src/api/company.ts: the companies hiring now, as home shows them (shape designed
 * here: contracts/reference.md). Sign-in plays no part: everyone sees the same list.
 */
const pact = apiPact();

const HIRING = 'the company {companyId} named {name} has {count} live jobs from the id {jobId}';
/** Where the state's companies are (the company builder's place). */
const harrisburg = { city: 'Harrisburg', state: 'PA', country: 'US' };

describe('Company/get-active-companies', () => {
  it('lists the companies with a live job, the most live jobs first, then by name, with the totals', async () => {
    await pact
      .addInteraction()
      .given(CLOCK, { now: NOW })
      // Given in another order than the answer's: the answer sorts them.
      .given(HIRING, { companyId: 2, name: 'Keystone Paddle Co.', count: 2, jobId: 11 })
      .given(HIRING, { companyId: 3, name: 'Allegheny Trail Outfitters', count: 2, jobId: 21 })
      .given(HIRING, { companyId: 4, name: 'Blue Ridge Climbing', count: 3, jobId: 31 })
      // Not hiring now: a company with a draft only, another whose only job's deadline has passed.
      .given(jobState, { jobId: 41, title: 'Draft Guide', companyId: 5, status: JobStatus.Draft })
      .given('an active job {jobId} titled {title} exists at company {companyId}, its deadline passed yesterday', {
        jobId: 51,
        title: 'Expired Guide',
        companyId: 6,
      })
      .given('no other company exists')
      .uponReceiving('a request for the companies hiring now')
      .withRequest('GET', '/Company/get-active-companies')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            items: [
              {
                id: 4,
                name: 'Blue Ridge Climbing',
                path: 'blue-ridge-climbing',
                logo: '/logos/blue-ridge-climbing.svg',
                ...harrisburg,
                liveJobsCount: 3,
              },
              {
                id: 3,
                name: 'Allegheny Trail Outfitters',
                path: 'allegheny-trail-outfitters',
                logo: '/logos/allegheny-trail-outfitters.svg',
                ...harrisburg,
                liveJobsCount: 2,
              },
              {
                id: 2,
                name: 'Keystone Paddle Co.',
                path: 'keystone-paddle-co',
                logo: '/logos/keystone-paddle-co.svg',
                ...harrisburg,
                liveJobsCount: 2,
              },
            ],
            totalCount: 3,
            liveJobsCount: 7,
          },
        }),
      )
      .executeTest(async (server) => {
        const active = await companyApi(createHttp({ baseUrl: server.url })).getActive();
        expect(active.items.map((c) => [c.name, c.liveJobsCount])).toEqual([
          ['Blue Ridge Climbing', 3],
          ['Allegheny Trail Outfitters', 2],
          ['Keystone Paddle Co.', 2],
        ]);
        expect([active.totalCount, active.liveJobsCount]).toEqual([3, 7]);
      });
  });
});
