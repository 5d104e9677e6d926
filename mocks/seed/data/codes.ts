import { JobType, RemoteStatus } from '../../../src/domain/enums/job';

/** Short names of the codes the seed's tables are written in. */

export const {
  FullTime: FT,
  PartTime: PT,
  Freelance: FL,
  SeasonalPartTime: SPT,
  Internship: IN,
  SeasonalFullTime: SFT,
} = JobType;
export const { RemoteGlobally: RG, OnTheRoad: RD, RemoteInRegion: RR, Onsite: ON, Hybrid: HY } = RemoteStatus;
/** Salary compensation ids (mocks/lookups.ts): per hour, day, week, month, year. */
export const [H, D, W, M, Y] = [1, 2, 3, 4, 5] as const;
export type Compensation = 1 | 2 | 3 | 4 | 5;
/** Where in a pay band a role pays: 0 low, 1 middle, 2 high. */
export type Level = 0 | 1 | 2;
