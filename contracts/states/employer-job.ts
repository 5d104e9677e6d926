import { describeStates } from './define';
import type { employerJobStates } from '../../mocks/states/employer-job';

export default describeStates<typeof employerJobStates>({
  'a job {jobId} titled {title} exists at company {companyId} in status {status}': {
    creates:
      'as "an active job {jobId} titled {title} exists at company {companyId}", but in `status` (published yesterday when 3 or 6, else not published; when ' +
      '4, rejected with the reason "The housing benefit is ticked, but the description does not say what ' +
      'the housing is or what it costs.")',
  },
  'the job {jobId} was created {daysAgo} days ago': {
    creates:
      'the job (put by a state before) was created (and last written) `daysAgo` days ago: the dashboard, ' +
      'newest first by default, orders by it',
  },
  'the application deadline of the job {jobId} passed {daysAgo} days ago': {
    creates:
      'the job (put by a state before) has its application deadline (`expireDate`) `daysAgo` days before ' +
      'the clock: an active one is Expired',
  },
  'the application deadline of the job {jobId} is {expireDate}': {
    creates: 'the job (put by a state before) has its application deadline (`expireDate`) at that exact moment (ISO)',
  },
  'the role of the job {jobId} was filled {roleFilled}': {
    creates:
      'the job (put by a state before) has `roleFilled` `external` or `basecamp`: a closed one is Role ' +
      'filled - External or - Basecamp',
  },
  'the job {jobId} is open until filled': {
    creates: 'the job (put by a state before) has no application deadline (`expireDate` null)',
  },
  'the next job posted gets the id {jobId}': {
    creates:
      'the next job posted (POST admin/Job) gets the id `jobId`: the jobs from that id up are set aside until ' +
      'teardown, with their boosts and applications (a placeholder draft of no company holds the id before when the ' +
      'ids before it stop short); a server with id sequences restarts them there',
  },
  'the employer signed in with token {token} has posted the job {title} for company {companyId} in status {status}': {
    creates:
      "**through the provider's own POST admin/Job** with the bearer `token` (a person of the company, or the site " +
      'admin): the job of "an active job {jobId} titled {title} exists at company {companyId}" sent as the job ' +
      'input, in `status` (1 a draft, 2 sent for review): title `title`, its description, full-time (1), remote in ' +
      'region (3) for US and CA, Guiding & Instruction (1) / Paddling (2), 1-2 years (2), Harrisburg PA US (40.2732, ' +
      '-76.8867), 45,000 to 60,000 per year (5), housing included, no other benefit, not HQ, `expireDate` 30 days ' +
      'after the clock; what the interaction reads of the job is what the call stored',
    calls: ['POST admin/Job'],
  },
  'the employer signed in with token {token} has rewritten the job {jobId} as the Sea Kayak Guide in status {status}': {
    creates:
      "**through the provider's own PUT admin/Job/{id}** with the bearer `token`: the job (put by a state before) " +
      'rewritten, for its own company, in `status` (1 a draft, 2 sent for review), as: title "Sea Kayak Guide", ' +
      'description "Lead half-day and full-day sea kayak tours on the Susquehanna for small groups of guests.", ' +
      'seasonal full-time (7), on site (4), no countries, Guiding & Instruction (1) / Paddling (2), 1-2 years (2), ' +
      'Harrisburg PA US (40.2732, -76.8867), 18 to 24 per hour (1), `expireDate` 2099-08-31T23:59:59.000Z, ' +
      'housing included, no other benefit, not HQ; what the interaction reads is what the call changed and kept',
    calls: ['PUT admin/Job/:id'],
  },
  'the admin signed in with token {token} has approved the job {jobId}': {
    creates:
      "**through the provider's own PUT admin/Job/{id}/status** with the bearer `token` (the site admin): the job " +
      '(put by a state before, waiting for review) approved, `{ status: 3, reason: null }`, at the clock',
    calls: ['PUT admin/Job/:id/status'],
  },
  'the admin signed in with token {token} has rejected the job {jobId} saying {reason}': {
    creates:
      "**through the provider's own PUT admin/Job/{id}/status** with the bearer `token` (the site admin): the job " +
      '(put by a state before, waiting for review) rejected, `{ status: 4, reason }`, at the clock',
    calls: ['PUT admin/Job/:id/status'],
  },
});
