import { describeStates } from './define';
import type { companyStates } from '../../mocks/states/company';

export default describeStates<typeof companyStates>({
  'no other company exists': {
    creates:
      'the companies the states before it put in place, and no other: every other company is set aside ' +
      'until teardown (a list of all companies is then exact)',
  },
  'the employer {email} is a member of company {companyId}': {
    creates:
      'the employer is an active member of the company (put as the company of "an active job {jobId} titled {title} exists at company {companyId}" unless an earlier ' +
      'state put it), their primary company',
  },
  'the employer {email} is an admin of company {companyId}': {
    creates: 'as "the employer {email} is a member of company {companyId}", and one of the admins of the company',
  },
  'the employer {email} has asked to join company {companyId}': {
    creates:
      'the employer (a user of role 2, created if missing) has a pending request to join the company, which ' +
      'is put as the jobs\' company (see "an active job {jobId} titled {title} exists at company ' +
      '{companyId}") unless an earlier state of the interaction put it',
  },
  'the employer {email} has withdrawn their request to join company {companyId}': {
    creates:
      "the employer asked to join the company and withdrew the request, both through the provider's own " +
      'calls (POST admin/Company/send-join-request, DELETE admin/Company/join-request, with a session of ' +
      'theirs): no request of theirs waits. The employer (role 2) and the company are created as in ' +
      '"the employer {email} has asked to join company {companyId}" when missing',
    calls: ['DELETE admin/Company/join-request', 'POST admin/Company/send-join-request'],
  },
  'the company {companyId} named {name} has {count} live jobs from the id {jobId}': {
    creates:
      'the company `companyId` named `name`, its path the name as a slug (`blue-ridge-climbing`), its logo ' +
      '`/logos/{path}.svg`, in Harrisburg, PA, US, its jobs only `count` active jobs from the id `jobId` up ' +
      '(each the job of "an active job {jobId} titled {title} exists at company {companyId}", titled `{name} job 1` …)',
  },
  'the company {companyId} named {name} is in the place {placeId}': {
    creates:
      'the company `companyId` named `name`, its path the name as a slug and its logo `/logos/{path}.svg`, ' +
      'in the board place `placeId` (`pittsburgh-pa`: Pittsburgh, PA, US; `state-college-pa`; ' +
      '`boulder-co`), without jobs',
  },
  'the company {companyId} belongs to the organization {organizationId}': {
    creates:
      "the company (as the states before put it; else the jobs' company) is one of the organization's " + 'companies',
  },
  'the organization {organizationId} of the state {state} is named {name}': {
    creates:
      'the organization `organizationId` of the state `state` (its abbreviation and its state), named ' +
      '`name`, and no other organization of that state (set aside until teardown)',
  },
  'no organization has the id {organizationId}': {
    creates: 'no organization has that id (set aside until teardown)',
  },
  'no organization has the abbreviation {abbreviation}': {
    creates: 'no organization has that abbreviation, in any case (set aside until teardown)',
  },
  'a company named {name} exists': {
    creates:
      'a company with that name (a decoy for name searches: in Harrisburg, PA, US, without a logo, no ' +
      'active job); when none has it, one is created with the next free id (50 at least)',
  },
  'the next company created gets the id {companyId}': {
    creates:
      "the next company the server creates (POST admin/Company, the request's or a later state's) gets the " +
      'id `companyId`: the mock sets aside the companies from that id up until teardown, and holds the id ' +
      'before it with a placeholder company (`Placeholder {id}`, no members, no jobs) when the ids before it ' +
      'stop short; a server with an id sequence restarts it there',
  },
  'the next join request gets the id {requestId}': {
    creates:
      'as "the next company created gets the id {companyId}", for the next join request (POST admin/Company/send-join-request): the requests from that ' +
      "id up set aside, a placeholder (declined, no one's) before it when needed",
  },
  'the next invitation gets the id {invitationId}': {
    creates:
      'as "the next company created gets the id {companyId}", for the next invitation (invite-user, invite-admin, invite-transfer-admin): the ' +
      "invitations from that id up set aside, a placeholder (cancelled, no company's) before it when needed",
  },
  'the employer signed in with token {token} has uploaded a logo and a cover image for company {companyId}': {
    creates:
      "**through the provider's own calls**, POST Company/upload-logo and POST Company/upload-cover-image " +
      "with the bearer `token` (the session of one of the company's admins, which earlier states put in " +
      "place; anyone else's upload is refused, and the state fails): the logo the 1x1 PNG " +
      '`contracts/fixtures/logo.png`, the cover the 1x1 green PNG `contracts/fixtures/cover.png`, each sent ' +
      "as `file` with its name and `image/png`. What the interaction shows of the company's images is what " +
      'the uploads made of them: the pacts take the data URL of each file (the mock keeps images so) or an ' +
      '`https` address',
    calls: ['POST Company/upload-cover-image', 'POST Company/upload-logo'],
  },
});
