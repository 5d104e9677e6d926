// How a job ends (docs/hiring.md): the employer closes it saying whether its role was filled through the board,
// filled elsewhere, or not at all; the applicants not hired are told. The one rule of who that is.
import { AppliedByFilter } from './enums/applications';

export const JOB_ENDINGS = ['basecamp', 'external', 'none'] as const;
export type JobEnding = (typeof JOB_ENDINGS)[number];

export const jobEndingLabels: Record<JobEnding, string> = {
  basecamp: 'Filled through Basecamp',
  external: 'Filled elsewhere',
  none: 'Closed without hiring',
};

/**
 * Whether an application at this stage becomes Not hired when the job ends this way: every one not already there,
 * but the hire (Received Offer) when the role was filled through the board.
 */
export const notHiredWhenClosed = (stage: number, how: JobEnding) =>
  stage !== AppliedByFilter.Rejected && !(how === 'basecamp' && stage === AppliedByFilter.ReceivedOffer);
