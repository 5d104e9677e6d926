import type { QuizAnswers } from '../../src/api/schemas/quiz';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';
import { JobStatus } from '../../src/domain/enums/job';
import { buildJob, location } from '../builders';
import { clock } from '../clock';
import { db, type JobRecord } from '../db';
import { defineStates, num, str } from './define';
import { journal } from './journal';
import { addJobs, callProvider, removeUser, removeWhere, signIn } from './support';
import { authHandlers } from '../handlers/auth';

/**
 * The onboarding quiz (Quiz/matches, and the answers Auth/register carries into the new profile): live jobs whose
 * matches with the paddler's answers below are known, decoys that an answer ignored would let in, and a candidate
 * registered with those answers through the provider's own registration.
 */

/** A paddler's answers near Harrisburg, PA (the pacts send and pin the same: tests/contract/quiz.test.ts). */
const PADDLER_ANSWERS: QuizAnswers = {
  currentLocation: { country: 'US', state: 'PA', city: 'Harrisburg' },
  maxDistanceMiles: 100,
  isRemoteConsidered: true,
  jobType: [JobType.FullTime],
  salaries: [{ min: 50_000, max: null, compensationId: 5 }],
  isMinimumDisabled: false,
  benefits: ['isHousingIncluded'],
  focus: [2],
};

const onSite = { remoteStatus: RemoteStatus.Onsite, remoteCountries: [] };
const posted = (daysAgo: number) => ({
  createdDate: clock.daysFromNow(-daysAgo - 1),
  publishedDate: clock.daysFromNow(-daysAgo),
});

export const quizStates = defineStates({
  // Every other job is set aside until teardown (the count is of all live jobs). The four match the paddler (focus 2
  // Paddling, near Harrisburg within 100 miles); the decoys each miss one thing the match must not ignore.
  'the only live jobs are four paddling jobs from the id {jobId} at company {companyId} near Harrisburg, PA, and decoys':
    async (p) => {
      removeWhere('jobs', (job) => !journal.has(`job:${job.id}`));
      const first = num(p, 'jobId');
      const companyId = num(p, 'companyId');
      const jobs: Array<Partial<JobRecord>> = [
        { title: 'Sea Kayak Guide', ...posted(5) }, // 100 %
        { title: 'River Trip Leader', ...posted(1) }, // 100 %, newer: first
        {
          title: 'Seasonal Raft Guide',
          jobType: JobType.SeasonalFullTime,
          remoteStatus: RemoteStatus.Hybrid,
          remoteCountries: [],
          ...posted(0),
        }, // 85 %: not the job type
        { title: 'Canoe Instructor', ...onSite, ...location('state-college-pa'), ...posted(0) }, // 89 %: about 62 miles away, on site
        // Decoys.
        { title: 'Climbing Guide', focusId: 1 }, // another focus of the field
        { title: 'Whitewater Guide', ...onSite, ...location('pittsburgh-pa') }, // on site, beyond 100 miles
        { title: 'Draft Kayak Guide', status: JobStatus.Draft, publishedDate: null }, // not live: a draft
        { title: 'Expired Kayak Guide', expireDate: clock.daysFromNow(-1) }, // not live: past its deadline
      ];
      await addJobs(...jobs.map((changes, i) => buildJob({ id: first + i, companyId, ...changes })));
    },
  // Registered through the provider's own Auth/register with the quiz's answers (whoever had the email is set aside
  // first), then, as a state's shortcut, confirmed and signed in with {token}. The first state naming the candidate.
  'the candidate {email} has registered with the quiz answers of a paddler near Harrisburg, PA and is signed in with token {token}':
    async (p) => {
      const email = str(p, 'email');
      if (journal.has(`user:${email}`)) throw new Error(`Register ${email} before the other states that name them`);
      removeUser(email);
      const registration = {
        accountType: 'candidate',
        firstName: 'Jamie',
        lastName: 'Example',
        email,
        password: 'trail-mix-42',
        acceptTerms: true,
        quiz: PADDLER_ANSWERS,
      };
      await callProvider(authHandlers, 'POST', 'Auth/register', registration);
      journal.mark(`user:${email}`);
      const user = (await db.users.update(
        db.users.findFirst((q) => q.where({ email }))!,
        { data: (u) => void (u.emailConfirmed = true) },
      ))!;
      await signIn(user, str(p, 'token'));
    },
});
