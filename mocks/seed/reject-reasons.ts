import { JobType } from '../../src/domain/enums/job';
import { hasSalary } from '../../src/domain/salary';
import type { JobRecord } from '../db';

/** Why an admin sent a job back: the reasons the seed and the provider states give, each only where it is true. */

type Facts = Pick<
  JobRecord,
  'salaryMin' | 'salaryMax' | 'jobFieldId' | 'jobType' | 'isHousingIncluded' | 'isHousingSubsidized'
>;

/** Each reason with what must hold of the job for it to be said of it. */
const reasons: ReadonlyArray<readonly [reason: string, fits: (job: Facts) => boolean]> = [
  [
    'Unpaid internships are not accepted: add what the internship pays.',
    (j) => !hasSalary(j) && j.jobType === JobType.Internship,
  ],
  [
    'Commission-only roles are not accepted on the board: add the base pay.',
    (j) => !hasSalary(j) && j.jobFieldId === 2,
  ],
  ['The posting does not say what the job pays: add the pay or a range.', (j) => !hasSalary(j)],
  [
    'The housing benefit is ticked, but the description does not say what the housing is or what it costs.',
    (j) => j.isHousingIncluded || j.isHousingSubsidized,
  ],
  ['This looks like a duplicate of a job that is already live.', () => true],
  ['The posting links to an outside application form that does not load.', () => true],
  ['The description is mostly about the company: say what the job involves day to day.', () => true],
];

/**
 * The one rule of a rejected job's reason: the reasons that agree with the job's own fields (no "pay missing" on a
 * job that shows its pay), the most particular first.
 */
export function rejectReasonsFor(job: Facts): string[] {
  return reasons.filter(([, fits]) => fits(job)).map(([reason]) => reason);
}
