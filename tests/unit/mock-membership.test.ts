import { describe, expect, it } from 'vitest';
import { httpAs, seededMockForEachTest } from './seeded-mock';
import { db } from '../../mocks/db';
import { companyInvitationsApi } from '../../src/api/company-invitations';
import { companyPeopleApi } from '../../src/api/company-people';

/**
 * The mock's membership calls through the app's own clients, against the real handlers and seed: what lands in the
 * demo mailbox, and the join request that waits for the employer admin in their second company.
 */

seededMockForEachTest();

const mailTo = (to: string) => db.emails.all().filter((e) => e.to === to);

describe('mock: company membership', () => {
  it("shows the employer admin the pending employer's request in their second company", async () => {
    const { http } = await httpAs('employer.admin@demo.test');
    const people = await companyPeopleApi(http).employers(2);
    expect(people.joinRequests.map((r) => [r.email, r.kind])).toEqual([['employer.pending@demo.test', 'join']]);
  });

  it('emails an invitation whose link opens accept-request/{id}, naming the address', async () => {
    const { http } = await httpAs('employer.admin@demo.test');
    const sent = await companyInvitationsApi(http).inviteUser({
      companyId: 1,
      invitedUserEmail: 'New.Guide@Example.com',
      invitedUserName: 'Dana Guide',
    });
    expect(sent.invitedUserEmail).toBe('new.guide@example.com');
    const [email] = mailTo('new.guide@example.com');
    expect(email?.subject).toBe('Morgan Alder invited you to Summit Trail Outfitters');
    expect(email?.links).toEqual([
      { label: 'See the invitation', href: `/accept-request/${sent.id}?email=new.guide%40example.com` },
    ]);
  });

  it('tells both people by email when the admin role is handed over', async () => {
    const { http } = await httpAs('employer.admin@demo.test');
    const employers = await companyInvitationsApi(http).transferAdmin(4, 1);
    expect(employers.map((e) => [e.email, e.role])).toEqual([
      ['employer.member@demo.test', 'admin'],
      ['employer.admin@demo.test', 'member'],
    ]);
    expect(mailTo('employer.member@demo.test').map((e) => e.subject)).toEqual([
      'You are now an admin of Summit Trail Outfitters',
    ]);
    expect(mailTo('employer.admin@demo.test').map((e) => e.subject)).toEqual([
      'Jordan Birch is now an admin of Summit Trail Outfitters',
    ]);
  });
});
