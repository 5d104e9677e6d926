import { describe, expect, it } from 'vitest';
import { COMPANY } from './company-fixtures';
import { entry, jordan, NAMED, named, peopleClient, riley, withCompany } from './company-people-fixtures';
import { bearer, employer } from './job-fixtures';
import { apiPact } from './pact';

/**
 * src/api/company-people.ts: the employers' order where names meet. One last name is ordered by the first name;
 * one whole name by the user id, whichever of the two joined first.
 */
const pact = apiPact();

/** Jordan Reed's namesake by last name, made after Jordan: by first name Casey comes first. */
const casey = {
  email: 'casey.reed@example.com',
  token: 'member-token-3',
  firstName: 'Casey',
  lastName: 'Reed',
  userId: 27,
};
/** Two members of one name: the one of the higher user id joins first. */
const samLee = { email: 'sam.lee@example.com', token: 'member-token-4', firstName: 'Sam', lastName: 'Lee', userId: 28 };
const samLeeToo = { ...samLee, email: 'sam.lee2@example.com', token: 'member-token-5', userId: 26 };
const MEMBER = 'the employer {email} is a member of company {companyId}';

describe('admin/Company/employers/{id} where names meet', () => {
  it('orders one last name by first name, and one whole name by user id', async () => {
    const expected = {
      companyId: COMPANY,
      // Riley Stone, the admin; then the members Sam Lee (26) and Sam Lee (28), Casey Reed, Jordan Reed. In the
      // order joined the Sam Lees come 28 first and Casey after Jordan.
      employers: [
        entry(riley, 'admin'),
        entry(samLeeToo, 'member'),
        entry(samLee, 'member'),
        entry(casey, 'member'),
        entry(jordan, 'member'),
      ],
      joinRequests: [],
      invitations: [],
    };
    await withCompany(pact.addInteraction())
      .given(NAMED, named(casey))
      .given(MEMBER, { email: casey.email, companyId: COMPANY })
      .given(NAMED, named(samLee))
      .given(MEMBER, { email: samLee.email, companyId: COMPANY })
      .given(NAMED, named(samLeeToo))
      .given(MEMBER, { email: samLeeToo.email, companyId: COMPANY })
      .uponReceiving("a request for a company's people of one last name and of one whole name")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, (b) => b.headers(bearer(employer.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });
});
