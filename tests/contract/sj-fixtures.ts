import { activeDates, candidate, card, CLOCK, job, NOW, seasonal, seasonalDates } from './job-fixtures';
import type { Interaction } from './pact';

/** What the sj-*.test.ts files share: the recommended jobs' parties and items (as job-candidate.test.ts has them). */

export const SEASONAL =
  'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago';

/**
 * The candidate signed in with a profile that matches the job (11), and a job in another field and place (13) that
 * matches too little to be recommended.
 */
export const recommendable = (interaction: Interaction) =>
  interaction
    .given(CLOCK, { now: NOW })
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given('an active job {jobId} titled {title} exists at company {companyId}', job)
    .given('an active job {jobId} titled {title} in another field and place exists at company {companyId}', {
      jobId: 13,
      title: 'Software Engineer',
      companyId: job.companyId,
    })
    .given('the candidate {email} has a profile matching the job {jobId}', {
      email: candidate.email,
      jobId: job.jobId,
    });

/** The job as the recommended list gives it: 1.0 mile away, a 100 % match, the reasons best first (exact). */
export const recommendedItem = (changes: Record<string, unknown> = {}) => ({
  ...card(job.jobId, job.title, { distanceMiles: 1, ...activeDates, ...changes }),
  matchPercent: 100,
  matchReasons: [
    'Your focus: Paddling',
    'No commute',
    'Full-time, as you prefer',
    'Pays your $45,000 minimum or more',
    'Remote, as you prefer',
  ],
});

/** A seasonal hybrid job of the SEASONAL state, posted `daysAgo` days ago: not the candidate's job type, 85 %. */
export const seasonalItem = (id: number, title: string, daysAgo: number) => ({
  ...seasonal(id, title, { distanceMiles: 1, ...seasonalDates(daysAgo) }),
  matchPercent: 85,
  matchReasons: [
    'Your focus: Paddling',
    '1 mi from Harrisburg',
    'Pays your $45,000 minimum or more',
    'Hybrid: partly remote',
  ],
});
