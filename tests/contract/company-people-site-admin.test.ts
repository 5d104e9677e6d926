import { describe, expect, it } from 'vitest';
import { alleghenyDetail, COMPANY, OTHER_COMPANY } from './company-fixtures';
import { entry, expectRefusedBy, jordan, NAMED, riley, withAllegheny } from './company-people-fixtures';
import { admin, bearer, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { companyPeopleApi } from '../../src/api/company-people';
import { ApiError, createHttp } from '../../src/api/http';
import { userCompaniesApi } from '../../src/api/user-companies';
import { LAST_ADMIN_MESSAGE } from '../../src/domain/company-admins';

/**
 * The site's admin and a company's people (docs/product.md §4.12): its details (get-company-details, no role of
 * theirs), its people (employers/{id}), one removed (remove-user, never the last admin), and employers found by name
 * or address to add one (find-employers, proposed). Adding: company-add-user.test.ts; the token cases and an
 * employer's refusal: ./guarded-membership-calls.ts.
 */
const pact = apiPact();

const http = (url: string) => createHttp({ baseUrl: url, ...signedIn(admin.token) });
const ADMIN_SIGNED_IN = 'the admin {email} is signed in with token {token}';

/** Riley the admin and Jordan a member of COMPANY; Riley also a member of Allegheny; the site's admin signed in. */
const withPeople = (interaction: Interaction) => withAllegheny(interaction).given(ADMIN_SIGNED_IN, admin);

describe('admin/Company/get-company-details for the site admin', () => {
  it('answers the company with no role of the caller', async () => {
    const expected = { ...alleghenyDetail, role: null, employersCount: 1 };
    await withPeople(pact.addInteraction())
      .uponReceiving("a request for a company's details by a site admin")
      .withRequest('GET', '/admin/Company/get-company-details', (b) =>
        b.headers(bearer(admin.token)).query({ companyId: String(OTHER_COMPANY) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await userCompaniesApi(http(server.url)).companyDetails(OTHER_COMPANY)).toEqual(expected);
      });
  });
});

describe('admin/Company/employers/{id} and remove-user for the site admin', () => {
  it("lists a company's people, admins first", async () => {
    const expected = {
      companyId: COMPANY,
      employers: [entry(riley, 'admin'), entry(jordan, 'member')],
      joinRequests: [],
      invitations: [],
    };
    await withPeople(pact.addInteraction())
      .uponReceiving("a request for a company's people by a site admin")
      .withRequest('GET', `/admin/Company/employers/${COMPANY}`, (b) => b.headers(bearer(admin.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await companyPeopleApi(http(server.url)).employers(COMPANY)).toEqual(expected);
      });
  });

  it('removes a member', async () => {
    await withPeople(pact.addInteraction())
      .uponReceiving('a removal of a member from a company by a site admin')
      .withRequest('DELETE', '/admin/Company/remove-user', (b) =>
        b.headers(bearer(admin.token)).query({ userId: String(jordan.userId), companyId: String(COMPANY) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: null }))
      .executeTest(async (server) => {
        expect(await companyPeopleApi(http(server.url)).removeUser(jordan.userId, COMPANY)).toBeNull();
      });
  });

  it("answers 409 to the removal of the company's last admin", async () => {
    await withPeople(pact.addInteraction())
      // Jordan, Keystone's member, is Allegheny's admin: an admin of another company does not count here.
      .given('the employer {email} is an admin of company {companyId}', {
        email: jordan.email,
        companyId: OTHER_COMPANY,
      })
      .uponReceiving('a removal of the last admin from a company by a site admin')
      .withRequest('DELETE', '/admin/Company/remove-user', (b) =>
        b.headers(bearer(admin.token)).query({ userId: String(riley.userId), companyId: String(COMPANY) }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ error: LAST_ADMIN_MESSAGE }))
      .executeTest((server) =>
        expectRefusedBy(
          server.url,
          admin.token,
          (h) => companyPeopleApi(h).removeUser(riley.userId, COMPANY),
          409,
          LAST_ADMIN_MESSAGE,
        ),
      );
  });
});

describe('admin/Company/find-employers', () => {
  const marsh = { email: 'quillon.marsh@example.com', firstName: 'Quillon', lastName: 'Marsh', userId: 24 };
  const tamsin = { email: 'tamsin@example.com', firstName: 'Tamsin', lastName: 'Quillon', userId: 25 };
  const withQuillons = (interaction: Interaction) =>
    withPeople(interaction)
      .given(NAMED, marsh)
      .given(NAMED, tamsin)
      .given('the employer {email} is a member of company {companyId}', { email: marsh.email, companyId: COMPANY });

  it('finds the employers whose name or address holds the term, by last name, with their companies', async () => {
    const expected = [
      { userId: 24, firstName: 'Quillon', lastName: 'Marsh', email: 'quillon.marsh@example.com', companiesCount: 1 },
      { userId: 25, firstName: 'Tamsin', lastName: 'Quillon', email: 'tamsin@example.com', companiesCount: 0 },
    ];
    await withQuillons(pact.addInteraction())
      .uponReceiving('a search for the employers named Quillon by a site admin')
      .withRequest('GET', '/admin/Company/find-employers', (b) =>
        b.headers(bearer(admin.token)).query({ term: 'quillon' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await userCompaniesApi(http(server.url)).findEmployers('quillon')).toEqual(expected);
      });
  });

  it('finds every word of a term of two, one of them in the address', async () => {
    const expected = [
      { userId: 25, firstName: 'Tamsin', lastName: 'Quillon', email: 'tamsin@example.com', companiesCount: 0 },
    ];
    await withQuillons(pact.addInteraction())
      .uponReceiving('a search for the employers of two words by a site admin')
      .withRequest('GET', '/admin/Company/find-employers', (b) =>
        b.headers(bearer(admin.token)).query({ term: 'QUILLON tamsin@' }),
      )
      // Quillon Marsh holds the first word only.
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await userCompaniesApi(http(server.url)).findEmployers('QUILLON tamsin@')).toEqual(expected);
      });
  });

  it('finds ten employers at most, by name, and no candidate', async () => {
    // Eleven employers named Quillon, made in the reverse order of their names (and so of their ids); a candidate
    // named Quillon Abbott, who would come first.
    const lastNames = ['Alder', 'Birch', 'Cedar', 'Dunn', 'Elm', 'Fir', 'Gale', 'Hale', 'Ivy', 'Juniper', 'Kestrel'];
    const employers = lastNames.map((lastName, i) => ({
      userId: 80 - i,
      firstName: 'Quillon',
      lastName,
      email: `quillon.${lastName.toLowerCase()}@example.com`,
    }));
    let interaction = withPeople(pact.addInteraction()).given(
      'the candidate {email} named {firstName} {lastName} has the user id {userId}',
      { email: 'quillon.abbott@example.com', firstName: 'Quillon', lastName: 'Abbott', userId: 60 },
    );
    for (const employer of [...employers].reverse()) interaction = interaction.given(NAMED, employer);
    // Alder to Juniper; Kestrel, the eleventh, is past the limit.
    const expected = employers.slice(0, 10).map((e) => ({ ...e, companiesCount: 0 }));
    await interaction
      .uponReceiving('a search for the employers named Quillon among eleven and a candidate by a site admin')
      .withRequest('GET', '/admin/Company/find-employers', (b) =>
        b.headers(bearer(admin.token)).query({ term: 'quillon' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        const found = await userCompaniesApi(http(server.url)).findEmployers('quillon');
        expect(found.map((e) => e.lastName)).toEqual(lastNames.slice(0, 10));
      });
  });

  it('answers 400 with a field error to a term of one character', async () => {
    const message = 'Type at least 2 characters of a name or an email address';
    await pact
      .addInteraction()
      .given(ADMIN_SIGNED_IN, admin)
      .uponReceiving('a search for employers by a site admin with a term of one character')
      .withRequest('GET', '/admin/Company/find-employers', (b) => b.headers(bearer(admin.token)).query({ term: 'q' }))
      .willRespondWith(400, (b) => b.jsonBody({ errors: { term: [message] } }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const api = userCompaniesApi(createHttp({ baseUrl: server.url, notify, ...signedIn(admin.token) }));
        const error = await api.findEmployers('q').catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ term: message });
        expect(shown).toEqual([{ kind: 'warning', message }]);
      });
  });
});
