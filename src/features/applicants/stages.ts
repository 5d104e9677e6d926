import { AppliedByFilter, appliedByFilterLabels } from '../../domain/enums/applications';

/** The stages an application moves through, in the board's order. */
export const STAGES = [
  AppliedByFilter.Applied,
  AppliedByFilter.Interviewing,
  AppliedByFilter.ReceivedOffer,
  AppliedByFilter.Rejected,
] as const;
export type Stage = (typeof STAGES)[number];

export const stageName = (stage: number) => appliedByFilterLabels[stage as AppliedByFilter] ?? 'Unknown';

/** A move of applicants, as the page's action takes it (applicants.data.ts). */
export interface Move {
  applicationIds: number[];
  stage: Stage;
  names: string[];
}
