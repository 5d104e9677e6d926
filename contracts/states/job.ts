import { describeStates } from './define';
import type { jobStates } from '../../mocks/states/job';

export default describeStates<typeof jobStates>({
  "the server's clock reads {now}": {
    creates:
      "the server's clock reads `now` (ISO 8601) until the interaction's teardown, which lets it run on " +
      'again: every date the server writes or compares (a record\'s dates, "today", a session\'s expiry) is ' +
      'from it. Given first, so that the states after it date what they put from it (given again among them, ' +
      'the states after that date from the new reading): the dates an ' +
      "interaction then reads are exact (the job cards' and pages' created, published and expiry dates, a " +
      "boost's weeks, an application's dates, the moment of a write). A server verifies it with a clock it " +
      'can fix in its test setup',
  },
  'an active job {jobId} titled {title} exists at company {companyId}': {
    creates:
      'an active job with that id and title at the company `companyId`, put with it unless an earlier state ' +
      'of the interaction did: "Keystone Paddle Co." for the id 2 and "Keystone Paddle Co. N" for any other ' +
      'id N (no two companies share a name or a path), path `keystone-paddle-co` (`keystone-paddle-co-N`), ' +
      'logo `/logos/{path}.svg`, description "Guided paddling trips on the Susquehanna since 1998.", ' +
      'website `https://keystone-paddle.example`, Harrisburg PA US, a guide service (type 1) of 11-50 ' +
      'people (size 2), created as the state runs; its `activeJobsCount` counts its active jobs. The job: ' +
      'full-time (1), remote in region (3) for US and CA, created 2 days ago, published yesterday, expiring ' +
      'in 30 days, not sponsored, paying 45,000-60,000 per year (compensation 5), housing included (the ' +
      'other benefits false), field 1 Guiding & Instruction, focus 2 Paddling, 1-2 years of experience (2), ' +
      'in Harrisburg, PA, US (40.2732, -76.8867). Every nullable field is filled in. No boosts, no ' +
      'applications',
  },
  'an active job {jobId} titled {title} exists at company {companyId}, its deadline passed yesterday': {
    creates:
      'as "an active job {jobId} titled {title} exists at company {companyId}", its deadline (`expireDate`) a day before the moment of the clock: active, but no ' +
      'longer live',
  },
  'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago':
    {
      creates:
        'as "an active job {jobId} titled {title} exists at company {companyId}", but seasonal full-time (7), hybrid (5, no remote countries), published ' +
        '`daysAgo` days ago and created a day before that',
    },
  'an active job {jobId} titled {title} in another field and place exists at company {companyId}': {
    creates:
      'as "an active job {jobId} titled {title} exists at company {companyId}", but part-time, on site, paying 20,000-30,000 per year, field 8 / focus 14 ' +
      '(Software), in Pittsburgh, PA: it matches the profile of "the candidate {email} has a profile matching the job {jobId}" by less than 50%, so it is ' +
      'not recommended',
  },
  'a copy {copyId} of the job {jobId} exists {north} degrees north and {east} degrees east of it': {
    creates:
      'a job `copyId` like that job in all (title, company, dates, pay) but its point: its latitude plus `north`, ' +
      'its longitude plus `east` (degrees; negative for south or west)',
  },
  'decoys of the job {jobId} exist that each miss one search filter': {
    creates:
      'copies of that job (ids from 900, or the next free one) that each differ in one thing a search must ' +
      'filter out: a draft; an active one past its expiry date; part-time (2); on site (4); published 60 ' +
      'days ago; paying 20,000-30,000; without housing; titled "Store Manager" in Retail & Sales / Store ' +
      'Management; in Pittsburgh, PA (40.4406, -79.9959); 3-5 years of experience (3); paid per hour (1) ' +
      'with the same amounts; at the same point but said to be in Maryland (`state` MD); at the same point in ' +
      'Brazil (`country` BR, `state` PA: Pará); titled "River Trip ' +
      'Guide", and "Event Planner" (each holds one word of a search of two, `trip planner`, and not the ' +
      'other)',
  },
  'copies of the job {jobId} paying nothing, only a minimum, only a maximum, less and more exist from the id {firstId}':
    {
      creates:
        'five copies of that job (same company, title, dates and all else), ids `firstId` to `firstId`+4, that differ ' +
        'in pay only: the first lists no pay (`salaryMin`, `salaryMax` and `salaryCompensationId` null); the second ' +
        'only a minimum of 50,000 (no maximum); the third only a maximum of 30,000 (no minimum); the fourth ' +
        '20,000-30,000; the fifth 60,000-70,000 (all but the first per year, compensation 5)',
    },
  'the job {jobId} names no focus and no experience level': {
    creates: "the job's `focusId` and `yearsOfExperienceId` are null (its field stays)",
  },
  'the job {jobId} expires in {days} days': {
    creates: "the job's `expireDate` is `days` days after the moment of the clock (the time of day of the clock)",
  },
  'no job has the id {jobId}': {
    creates: 'no job (in any status) has that id (one that has is removed, with its boosts and applications)',
  },
  'the candidate {email} has a profile matching the job {jobId}': {
    creates:
      "the candidate's profile has the job's focus and job type, lives about a mile from the job (max " +
      "distance 50 miles, same country), considers remote work, and wants at least the job's minimum pay in " +
      'its pay period: the job matches 100%',
  },
  'the candidate {email} lives in Cross Fork, PA, a town the place list does not know': {
    creates:
      "over the candidate's profile (an earlier state gives it): their current location is Cross Fork, PA, US, a " +
      'town too small for the place list, so it has no coordinates (as PUT Profile/work-preference stores it)',
  },
  'the candidate {email} asks at least {min} in the pay period of the job {jobId}, but is open to any pay': {
    creates:
      "over the candidate's profile (an earlier state gives it): their one wanted pay is at least `min` in the " +
      "job's pay period, with no maximum, and `isMinimumDisabled` true (open to any pay)",
  },
  'the candidate {email} has saved the job {jobId}': {
    creates:
      "the candidate watches the job (status 4, stage 0, no applied date; the record's id is the next free " + 'one)',
  },
  'the candidate {email} saved the job {jobId} {daysAgo} days ago': {
    creates:
      'as "the candidate {email} has saved the job {jobId}", saved that many days ago (the saved list is newest first)',
  },
  'the candidate {email} has applied to the job {jobId} and is at stage {stage}': {
    creates:
      'the candidate applied 3 days ago (status 0) and the application is at `stage` (0 Applied, 1 ' +
      'Interviewing, 2 Received Offer, 3 Not hired)',
  },
  'the candidate signed in with token {token} has applied to the job {jobId}': {
    creates:
      "the candidate signed in with `token` (by an earlier state) has applied to the job (by an earlier state) through the server's " +
      'own POST Job/apply?jobId={jobId}, now: the application the interaction reads (the applied and saved lists, ' +
      "the job's `myStatus`, a second application) is what that call stored",
    calls: ['POST Job/apply'],
  },
  'the candidate signed in with token {token} has saved the job {jobId}': {
    creates:
      "the candidate signed in with `token` (by an earlier state) has saved the job (by an earlier state) through the server's own " +
      "POST Job/watch?jobId={jobId}, now: the saved record the interaction reads (the saved list, the job's " +
      '`myStatus`) is what that call stored',
    calls: ['POST Job/watch'],
  },
  'the candidate signed in with token {token} has removed the saved job {jobId}': {
    creates:
      "the candidate signed in with `token` has removed the job they saved (by an earlier state) through the server's own " +
      "DELETE Job/watch?jobId={jobId}: the saved list and the job's `myStatus` the interaction reads are what that " +
      'call left',
    calls: ['DELETE Job/watch'],
  },
  'job options exist': {
    creates:
      'the job lookups exist, exactly as the pact pins them, every list in its order: the job types (1-5 ' +
      'and 7), the remote statuses (1-5), the pay periods (1-5), the experience levels (1-5), the focuses ' +
      '(1-14, each with its job field) and the job fields (1-8), with the names the pact pins',
  },
  'the job options are unavailable': {
    creates: 'Job/options/get fails with 500 and an exception message (once; teardown takes the fault back)',
  },
});
