import { activeDates, card, day, descriptionOf } from './job-fixtures';

/**
 * A job as the review lists and decides it: the card of a job state's job in `status` (unpublished unless a test says
 * otherwise), with what the reviewer reads exact: its description, field, listing score (80 for the states' jobs),
 * and its dates on the clock (`CLOCK` given first; last written yesterday).
 */
export const reviewJob = (id: number, title: string, status: number, changes: Record<string, unknown> = {}) => ({
  ...card(id, title, { ...activeDates, status, publishedDate: null, distanceMiles: null }),
  description: descriptionOf(title),
  jobFieldName: 'Guiding & Instruction',
  score: 80,
  rejectReason: null,
  roleFilled: null,
  updatedDate: day(-1),
  ...changes,
});
