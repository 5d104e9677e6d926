import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { atNow, COMPANY, COVER_URL, imageAt, LOGO_URL, NOW, UPLOADED, uploadedFor } from './company-fixtures';
import { employer, job } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { companyApi } from '../../src/api/company';
import { ApiError, createHttp } from '../../src/api/http';

/**
 * What PUT admin/Company/{id} stored, read back through GET Company/by-id and Company/by-path (src/api/company.ts):
 * the company's admin rewrites its details through the provider's own call (a state), then the reads show what the
 * update changed (every field of the form, the path) and what it left as it was (its id, images, creation date and
 * jobs). The update's own answer: company-admin.test.ts.
 */
const pact = apiPact();

const client = (url: string, notify = recordingNotifier().notify) => companyApi(createHttp({ baseUrl: url, notify }));

const REWRITE =
  'the employer signed in with token {token} has rewritten the details of company {companyId} under the name {name}';
/** The company's details as the rewrite state sends them (contracts/reference.md), and the path its name gives. */
const rewritten = {
  name: 'Three Rivers Paddling',
  path: 'three-rivers-paddling',
  website: 'https://three-rivers-paddling.example',
  description: 'Kayak and canoe trips where the three rivers meet.',
  city: 'Pittsburgh',
  state: 'PA',
  country: 'US',
  typeId: 3,
  sizeId: 1,
};
/** The company was created 40 days before the clock's moment: an update that re-dates it shows. */
const CREATED_DAYS_AGO = 40;
const CREATED = new Date(Date.parse(NOW) - CREATED_DAYS_AGO * 86_400_000).toISOString();

/**
 * At NOW: the company Keystone Paddle Co. (created 40 days ago, in Harrisburg, no website or description) with its
 * one active job, its images uploaded by its admin (the signed-in employer), who then rewrote its details.
 */
const rewrittenCompany = (interaction: Interaction) =>
  atNow(interaction)
    .given(
      'the company {companyId} named {name} was created {daysAgo} days ago, in membership status {membershipStatus}',
      { companyId: COMPANY, name: 'Keystone Paddle Co.', daysAgo: CREATED_DAYS_AGO, membershipStatus: 1 },
    )
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is an admin of company {companyId}', { email: employer.email, companyId: COMPANY })
    .given(UPLOADED, uploadedFor(COMPANY))
    .given(REWRITE, { token: employer.token, companyId: COMPANY, name: rewritten.name });

describe('Company/by-id after an update', () => {
  it('shows every field the update wrote, and the id, images, creation date and job count it kept', async () => {
    await rewrittenCompany(pact.addInteraction())
      .uponReceiving('a request for a company by id after its admin rewrote its details')
      .withRequest('GET', '/Company/by-id', (b) => b.query({ id: String(COMPANY) }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            id: COMPANY,
            // Written by the update: the form's fields, and the path made again from the new name.
            ...rewritten,
            // Kept: the uploads' images, the company's creation date (not the update's moment) and its active job.
            logo: imageAt(LOGO_URL),
            coverImage: imageAt(COVER_URL),
            activeJobsCount: 1,
            createdDate: CREATED,
          },
        }),
      )
      .executeTest(async (server) => {
        expect(await client(server.url).getById(COMPANY)).toEqual({
          id: COMPANY,
          ...rewritten,
          logo: LOGO_URL,
          coverImage: COVER_URL,
          activeJobsCount: 1,
          createdDate: CREATED,
        });
      });
  });
});

describe('Company/by-path after a rename', () => {
  it('no longer finds the company by the path of its old name', async () => {
    await rewrittenCompany(pact.addInteraction())
      .uponReceiving('a request for a brand page by the path of a company since renamed')
      .withRequest('GET', '/Company/by-path', (b) => b.query({ path: 'keystone-paddle-co' }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string('This company does not exist.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .getByPath('keystone-paddle-co')
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(404);
        expect(shown).toEqual([{ kind: 'error', message: 'This company does not exist.' }]);
      });
  });
});
