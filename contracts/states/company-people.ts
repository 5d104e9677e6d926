import { describeStates } from './define';
import type { companyPeopleStates } from '../../mocks/states/company-people';

export default describeStates<typeof companyPeopleStates>({
  'company {companyId} has no people, requests or invitations yet': {
    creates:
      "the company's memberships, join and admin requests and invitations set aside until teardown; the " +
      'states after it put its people',
  },
  'the employer signed in with token {token} has made company {companyId} their primary company': {
    creates:
      "through the provider's own PUT admin/Company/change-primary-company, as that session (one of the " +
      "company's people)",
    calls: ['PUT admin/Company/change-primary-company'],
  },
  'no company has the id {companyId}': {
    creates: 'the company with that id set aside until teardown (a call naming it answers 404)',
  },
  'the employer {email} named {firstName} {lastName} has the user id {userId}': {
    creates:
      "an employer put afresh under that id and name (a company's people are listed by them); whoever had " +
      'the id or the email set aside; the first state naming them',
  },
  'the employer {email} has asked to join company {companyId} with the request {requestId}': {
    creates:
      "through the provider's own POST admin/Company/send-join-request, signed in as the employer: a " +
      'pending join request with that id, made now',
    calls: ['POST admin/Company/send-join-request'],
  },
  'the member {email} has asked to become an admin of company {companyId} with the request {requestId}': {
    creates:
      "through the provider's own POST admin/Company/send-admin-request, signed in as the member (who must " +
      'already be one): a pending admin request with that id, made now',
    calls: ['POST admin/Company/send-admin-request'],
  },
  'the employer signed in with token {token} has accepted the join request {requestId}': {
    creates:
      "through the provider's own POST admin/Company/accept-join-request, as that (admin) session: the " +
      'sender a member since now, the request accepted',
    calls: ['POST admin/Company/accept-join-request'],
  },
  'the employer signed in with token {token} has declined the join request {requestId}': {
    creates:
      "through the provider's own POST admin/Company/decline-join-request, as that (admin) session: the " +
      'request declined (and its sender emailed), no membership made',
    calls: ['POST admin/Company/decline-join-request'],
  },
  'the employer signed in with token {token} has removed the user {userId} from company {companyId}': {
    creates:
      "through the provider's own DELETE admin/Company/remove-user, as that (admin) session: the member no " +
      "longer one of the company's people",
    calls: ['DELETE admin/Company/remove-user'],
  },
  'the employer signed in with token {token} has made the sender of the request {requestId} an admin of company {companyId}':
    {
      creates:
        "through the provider's own POST admin/Company/make-an-admin (`requestId`, `companyId`), as that (admin) " +
        "session: the member who sent that request to become an admin (an earlier state's) an admin, their " +
        'membership and its `since` kept, the request accepted',
      calls: ['POST admin/Company/make-an-admin'],
    },
  'the admin signed in with token {token} has added the user {userId} to company {companyId}': {
    creates:
      "through the provider's own POST admin/Company/add-user (`userId`, `companyId`), as that site admin's " +
      "session (role 3, an earlier state's): the employer one of the company's people since now, a member, or its " +
      'admin when it had none',
    calls: ['POST admin/Company/add-user'],
  },
  'the employer signed in with token {token} has handed the admin role of company {companyId} over to the user {userId}':
    {
      creates:
        "through the provider's own POST admin/Company/transfer-admin (`employerId` the `userId`, `companyId`), as " +
        'that (admin) session: the member an admin, the caller a member, both memberships and their `since` kept',
      calls: ['POST admin/Company/transfer-admin'],
    },
  'the employer signed in with token {token} has invited {email} named {name} to company {companyId} as {kind} with the invitation {invitationId}':
    {
      creates:
        "through the provider's own POST admin/Company/invite-user (`kind` member) or invite-admin (`kind` " +
        "admin), as that (admin) session, after the next invitation's id is set: the invitation pending, sent " +
        'now, emailed; an earlier pending one to the address replaced',
      calls: ['POST admin/Company/invite-admin', 'POST admin/Company/invite-user'],
    },
  'the employer signed in with token {token} has invited {email} to take over company {companyId} with the invitation {invitationId}':
    {
      creates: "through the provider's own POST admin/Company/invite-transfer-admin, as that (admin) session",
      calls: ['POST admin/Company/invite-transfer-admin'],
    },
  'the employer signed in with token {token} has accepted the invitation {invitationId}': {
    creates:
      "through the provider's own POST admin/Company/accept-invite-request, as that session (the invited " +
      "account's): its membership made, the invitation used; a transfer's sender a member",
    calls: ['POST admin/Company/accept-invite-request'],
  },
  'the employer signed in with token {token} has cancelled the invitation {invitationId}': {
    creates:
      "through the provider's own DELETE admin/Company/invitation, as that session (an admin of the " +
      "invitation's company): the invitation cancelled, its link no longer accepted",
    calls: ['DELETE admin/Company/invitation'],
  },
  'the invitation {invitationId} was sent {days} days ago': {
    creates:
      "the invitation dated that many days before the server's clock (it works for 7 days from then): time " +
      'passing, which no call does',
  },
});
