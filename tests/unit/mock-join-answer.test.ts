import { describe, expect, it } from 'vitest';
import { httpAs, seededMockForEachTest } from './seeded-mock';
import { db } from '../../mocks/db';
import { adminCompanyApi } from '../../src/api/admin-company';
import { companyPeopleApi } from '../../src/api/company-people';

/**
 * The requester learns the answer to their join request: the demo mailbox gets an email when the company's admin
 * accepts or declines it, and GET admin/Company/join-request says how it was answered. The seed's pending employer
 * has asked to join the employer admin's second company (request 1).
 */

seededMockForEachTest();

const PENDING = 'employer.pending@demo.test';
const mailTo = (to: string) => db.emails.all().filter((e) => e.to === to);

describe('mock: the answer to a join request', () => {
  it('emails the requester that they joined, with a link to the company dashboard', async () => {
    const { http } = await httpAs('employer.admin@demo.test');
    await companyPeopleApi(http).acceptJoinRequest(1);

    const [email, ...others] = mailTo(PENDING);
    expect(others).toEqual([]);
    expect(email?.subject).toBe('You joined Keystone Paddle Co.');
    expect(email?.links).toEqual([{ label: 'Open the company dashboard', href: '/profile' }]);
    const requester = await httpAs(PENDING);
    expect(await adminCompanyApi(requester.http).ownJoinRequest()).toEqual({
      id: 1,
      companyId: 2,
      companyName: 'Keystone Paddle Co.',
      status: 'accepted',
    });
  });

  it('emails the requester that they were declined, offering to create a company or join another', async () => {
    const { http } = await httpAs('employer.admin@demo.test');
    await companyPeopleApi(http).declineJoinRequest(1);

    const [email, ...others] = mailTo(PENDING);
    expect(others).toEqual([]);
    expect(email?.subject).toBe('Your request to join Keystone Paddle Co. was declined');
    expect(email?.links).toEqual([
      { label: 'Create a company', href: '/create-company' },
      { label: 'Join another company', href: '/join-company' },
    ]);
    const requester = await httpAs(PENDING);
    expect(await adminCompanyApi(requester.http).ownJoinRequest()).toEqual({
      id: 1,
      companyId: 2,
      companyName: 'Keystone Paddle Co.',
      status: 'declined',
    });
  });

  it("emails no one when a member's request to become an admin is declined", async () => {
    const member = await httpAs('employer.member@demo.test');
    const request = await companyPeopleApi(member.http).sendAdminRequest(1);
    const { http } = await httpAs('employer.admin@demo.test');
    await companyPeopleApi(http).declineJoinRequest(request.id);

    expect(mailTo('employer.member@demo.test')).toEqual([]);
    expect(await adminCompanyApi(member.http).ownJoinRequest()).toBeNull();
  });
});
