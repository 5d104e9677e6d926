import { describe, expect, it } from 'vitest';
import { bearer, employer, job, NOW, signedIn } from './job-fixtures';
import { mara, maraSession, withMatches } from './matching-fixtures';
import { apiPact } from './pact';
import { createHttp } from '../../src/api/http';
import { invitationsApi } from '../../src/api/matching';

/** src/api/matching.ts: what Premium adds for a candidate: the employers who marked them interested. */
const pact = apiPact();
const marked = 'the employer signed in with token {token} marked the candidate {email} {kind} for the job {jobId}';

describe('Job/interested-employers', () => {
  it('lists the employers who marked a Premium candidate interested, the newest first, not those who said no', async () => {
    await withMatches(pact.addInteraction())
      .given('an active job {jobId} titled {title} exists at company {companyId}', {
        jobId: 12,
        title: 'Raft Guide',
        companyId: job.companyId,
      })
      .given('an active job {jobId} titled {title} exists at company {companyId}', {
        jobId: 13,
        title: 'Kayak Instructor',
        companyId: job.companyId,
      })
      .given('the candidate {email} has Premium', { email: mara.email })
      .given('the candidate {email} is signed in with token {token}', maraSession)
      .given(marked, { token: employer.token, email: mara.email, kind: 'interested', jobId: job.jobId })
      .given(marked, { token: employer.token, email: mara.email, kind: 'interested', jobId: 12 })
      .given(marked, { token: employer.token, email: mara.email, kind: 'not interested', jobId: 13 })
      .uponReceiving('a request for the employers interested in a Premium candidate')
      .withRequest('GET', '/Job/interested-employers', (b) => b.headers(bearer(maraSession.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // At the same moment: the later first.
          result: [
            { companyName: 'Keystone Paddle Co.', jobId: 12, jobTitle: 'Raft Guide', date: NOW },
            { companyName: 'Keystone Paddle Co.', jobId: job.jobId, jobTitle: job.title, date: NOW },
          ],
        }),
      )
      .executeTest(async (server) => {
        const http = createHttp({ baseUrl: server.url, ...signedIn(maraSession.token) });
        const interested = await invitationsApi(http).interestedEmployers();
        expect(interested.map((i) => i.jobTitle)).toEqual(['Raft Guide', job.title]);
      });
  });
});
