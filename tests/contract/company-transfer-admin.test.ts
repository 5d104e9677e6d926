import { describe, expect, it } from 'vitest';
import { COMPANY, OTHER_COMPANY } from './company-fixtures';
import { alex, entry, expectRefusedBy, jordan, riley, withCompany, withJoinRequest } from './company-people-fixtures';
import { bearer, employer, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { companyInvitationsApi } from '../../src/api/company-invitations';
import { createHttp } from '../../src/api/http';

/**
 * The admin role handed over to a member (POST admin/Company/transfer-admin): src/api/company-invitations.ts. The
 * new admin and the former one are both emailed. Shapes designed here (contracts/reference.md).
 */
const pact = apiPact();

const ONLY_ADMINS = "Only the company's admins can manage its people.";
const client = (url: string) =>
  companyInvitationsApi(createHttp({ baseUrl: url, notify: recordingNotifier().notify, ...signedIn(employer.token) }));

describe('admin/Company/transfer-admin', () => {
  const handing = (employerId: number) => ({ employerId: String(employerId), companyId: String(COMPANY) });

  it('makes the member the admin and the caller a member, answering the employers', async () => {
    const expected = [entry(jordan, 'admin'), entry(riley, 'member')];
    await withCompany(pact.addInteraction())
      .uponReceiving("a company's admin role handed over to a member")
      .withRequest('POST', '/admin/Company/transfer-admin', (b) =>
        b.headers(bearer(employer.token)).query(handing(jordan.userId)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await client(server.url).transferAdmin(jordan.userId, COMPANY)).toEqual(expected);
      });
  });

  it('answers 404 for an employer who is not a member', async () => {
    const message = 'This employer is not a member of Keystone Paddle Co.';
    await withJoinRequest(pact.addInteraction())
      .uponReceiving("a company's admin role handed over to an employer who is not a member")
      .withRequest('POST', '/admin/Company/transfer-admin', (b) =>
        b.headers(bearer(employer.token)).query(handing(alex.userId)),
      )
      .willRespondWith(404, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => companyInvitationsApi(h).transferAdmin(alex.userId, COMPANY),
          404,
          message,
        ),
      );
  });

  it('answers 409 to an admin', async () => {
    const message = 'Riley Stone is already an admin.';
    await withCompany(pact.addInteraction())
      .uponReceiving("a company's admin role handed over to an admin")
      .withRequest('POST', '/admin/Company/transfer-admin', (b) =>
        b.headers(bearer(employer.token)).query(handing(riley.userId)),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: message }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          employer.token,
          (h) => companyInvitationsApi(h).transferAdmin(riley.userId, COMPANY),
          409,
          message,
        ),
      );
  });

  it('answers 403 to the admin of another company', async () => {
    await withJoinRequest(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', alex)
      .given('the employer {email} is an admin of company {companyId}', { email: alex.email, companyId: OTHER_COMPANY })
      .uponReceiving("another company's admin role handed over to one of its members")
      .withRequest('POST', '/admin/Company/transfer-admin', (b) =>
        b.headers(bearer(alex.token)).query(handing(jordan.userId)),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          alex.token,
          (h) => companyInvitationsApi(h).transferAdmin(jordan.userId, COMPANY),
          403,
          ONLY_ADMINS,
        ),
      );
  });

  it('answers 403 to a member, who is no admin', async () => {
    await withCompany(pact.addInteraction())
      .given('the employer {email} is signed in with token {token}', jordan)
      .uponReceiving("a company's admin role taken by a member")
      .withRequest('POST', '/admin/Company/transfer-admin', (b) =>
        b.headers(bearer(jordan.token)).query(handing(jordan.userId)),
      )
      .willRespondWith(403, (b) => b.jsonBody({ error: ONLY_ADMINS }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          jordan.token,
          (h) => companyInvitationsApi(h).transferAdmin(jordan.userId, COMPANY),
          403,
          ONLY_ADMINS,
        ),
      );
  });
});
