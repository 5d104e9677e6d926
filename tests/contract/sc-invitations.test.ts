import { describe, expect, it } from 'vitest';
import { COMPANY, NOW, OTHER_COMPANY } from './company-fixtures';
import {
  alex,
  entry,
  INVITATION,
  invited,
  INVITED,
  jordan,
  peopleClient,
  riley,
  sam,
  WEEK_ON,
  withCompany,
} from './company-people-fixtures';
import { bearer, employer } from './job-fixtures';
import { apiPact, type Interaction } from './pact';

/**
 * What an invitation resent replaces, read back through GET admin/Company/employers/{id} (src/api/company-people.ts):
 * only the address's earlier pending invitation to the same company; its invitation to another company, and another
 * address's to this one, stay pending. And the company's invitations oldest first, those past their 7 days left out.
 */
const pact = apiPact();

const AGED = 'the invitation {invitationId} was sent {days} days ago';
const day = (offset: number) => new Date(Date.parse(NOW) + offset * 86_400_000).toISOString();

/** An invitation as the company's people list it: to the address as a member, sent now unless told (7 days to run). */
const listed = (id: number, who: { email: string; name: string }, sent = NOW, expires = WEEK_ON) => ({
  id,
  invitedUserEmail: who.email,
  invitedUserName: who.name,
  kind: 'member',
  createdDate: sent,
  expiresDate: expires,
});
const kim = { email: 'kim@example.com', name: 'Kim Lee' };
const alexAddress = { email: alex.email, name: 'Alex Brook' };

const readOf = (interaction: Interaction, companyId: number) =>
  interaction.withRequest('GET', `/admin/Company/employers/${companyId}`, (b) => b.headers(bearer(employer.token)));

describe("an invitation resent leaves others' invitations alone", () => {
  it("keeps the address's invitation to another company pending", async () => {
    // Riley is an admin of both companies: the address is invited to the other one, then to Riley's first one.
    const expected = {
      companyId: OTHER_COMPANY,
      employers: [entry(riley, 'admin')],
      joinRequests: [],
      invitations: [listed(INVITATION, sam)],
    };
    await readOf(
      withCompany(pact.addInteraction())
        .given('company {companyId} has no people, requests or invitations yet', { companyId: OTHER_COMPANY })
        .given('the employer {email} is an admin of company {companyId}', {
          email: riley.email,
          companyId: OTHER_COMPANY,
        })
        .given(INVITED, { ...invited(INVITATION), companyId: OTHER_COMPANY })
        .given(INVITED, invited(INVITATION + 1))
        .uponReceiving("a request for a company's people after its invitee was invited to another company"),
      OTHER_COMPANY,
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(OTHER_COMPANY)).toEqual(expected);
      });
  });

  it("keeps another address's invitation to the company pending, the oldest first", async () => {
    // Alex's was sent 2 days ago, Sam's now, then Sam invited again: Sam's first is replaced, Alex's stays.
    const expected = {
      companyId: COMPANY,
      employers: [entry(riley, 'admin'), entry(jordan, 'member')],
      joinRequests: [],
      invitations: [listed(INVITATION, alexAddress, day(-2), day(5)), listed(INVITATION + 2, sam)],
    };
    await readOf(
      withCompany(pact.addInteraction())
        .given(INVITED, invited(INVITATION, alexAddress))
        .given(AGED, { invitationId: INVITATION, days: 2 })
        .given(INVITED, invited(INVITATION + 1))
        .given(INVITED, invited(INVITATION + 2))
        .uponReceiving("a request for a company's people after one of two addresses was invited again"),
      COMPANY,
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });

  it('leaves out an invitation past its 7 days, and lists one on its last day', async () => {
    // Sent 8 days ago: expired. Sent 6 days ago: still pending, listed before the one sent now.
    const expected = {
      companyId: COMPANY,
      employers: [entry(riley, 'admin'), entry(jordan, 'member')],
      joinRequests: [],
      invitations: [listed(INVITATION + 1, sam, day(-6), day(1)), listed(INVITATION + 2, kim)],
    };
    await readOf(
      withCompany(pact.addInteraction())
        .given(INVITED, invited(INVITATION, alexAddress))
        .given(AGED, { invitationId: INVITATION, days: 8 })
        .given(INVITED, invited(INVITATION + 1))
        .given(AGED, { invitationId: INVITATION + 1, days: 6 })
        .given(INVITED, invited(INVITATION + 2, kim))
        .uponReceiving("a request for a company's people with an invitation expired and one about to"),
      COMPANY,
    )
      .willRespondWith(200, (b) => b.jsonBody({ result: expected }))
      .executeTest(async (server) => {
        expect(await peopleClient(server.url).api.employers(COMPANY)).toEqual(expected);
      });
  });
});
