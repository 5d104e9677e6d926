import { D, H, HY, M, ON, RD, RG, RR, W, Y, type Compensation } from './codes';
import { SHAPES, type SalaryShape } from './pay';
import { BENEFIT_FLAGS, type BenefitFlag } from '../../../src/domain/benefits';
import { JobType, type RemoteStatus } from '../../../src/domain/enums/job';
import { JobStatus } from '../../../src/domain/enums/job';

/**
 * The head of the job catalogue, laid out by hand so that every status, job type, remote status, pay shape and
 * benefit is present at any size from about 50 up; and the statuses of the jobs drawn at random after it.
 */

/** A hand-laid job at the head of the catalogue: the fields it fixes; the rest is drawn as for any job. */
export interface Coverage {
  companyId?: number;
  status?: JobStatus;
  fieldId?: number;
  focusId?: number;
  jobType?: JobType;
  remoteStatus?: RemoteStatus;
  compensation?: Compensation | null;
  shape?: SalaryShape;
  sponsored?: boolean;
  hoursAgo?: number;
  benefit?: BenefitFlag;
  canada?: boolean;
  /** The title of the role (./roles.ts) the job is. */
  role?: string;
  /** At the company's own place. */
  atCompany?: boolean;
}

const { Active, Draft, PendingReview, Rejected, MissingInformation, ApplicationClosed } = JobStatus;
export const coverage: readonly Coverage[] = [
  // Company 1 (the demo employer's): every status, and a sponsored guiding job for candidate 1's recommendations.
  { companyId: 1, status: Active, fieldId: 1, focusId: 1, sponsored: true, hoursAgo: 5 },
  { companyId: 1, status: Active, fieldId: 2, hoursAgo: 9 },
  { companyId: 1, status: Draft, fieldId: 1 },
  { companyId: 1, status: PendingReview, fieldId: 5 },
  { companyId: 1, status: Rejected, fieldId: 2 },
  { companyId: 1, status: MissingInformation, fieldId: 1 },
  { companyId: 1, status: ApplicationClosed, fieldId: 1 },
  { companyId: 1, status: Active, fieldId: 5 },
  { companyId: 2, status: Active, fieldId: 1, hoursAgo: 14 },
  { companyId: 2, status: Active, fieldId: 2, sponsored: true },
  { companyId: 2, status: PendingReview, fieldId: 4 },
  { companyId: 2, status: ApplicationClosed, fieldId: 1 },
  { companyId: 3, status: Active, fieldId: 6, hoursAgo: 20 },
  { companyId: 3, status: Active, fieldId: 7 },
  { companyId: 3, status: Active, fieldId: 1, sponsored: true },
  { companyId: 3, status: Rejected, fieldId: 6 },
  // Every job type, every remote status, every pay period with every shape, every benefit, some Canada.
  ...Object.values(JobType).map((jobType, i): Coverage => ({
    status: Active,
    jobType,
    hoursAgo: i < 2 ? 3 + i * 8 : undefined,
  })),
  ...[RG, RD, RR, ON, HY].map((remoteStatus): Coverage => ({
    status: Active,
    remoteStatus,
    sponsored: remoteStatus === RG,
  })),
  ...[H, D, W, M, Y].flatMap((compensation) =>
    SHAPES.map((shape): Coverage => ({ status: Active, compensation, shape })),
  ),
  { status: Active, compensation: null, shape: 'none' },
  ...BENEFIT_FLAGS.map((benefit): Coverage => ({ status: Active, benefit })),
  { status: Active, remoteStatus: ON, canada: true },
  { status: ApplicationClosed, remoteStatus: ON, canada: true },
  // Guiding work on the Front Range (companies 4 to 6, in Boulder, Denver and Estes Park): the climbing and paddling
  // jobs a Boulder guide's recommendations and a search for 'guide' near Boulder find.
  ...frontRange(4, ['Climbing Guide', 'Rock Climbing Instructor', 'Alpine Guide']),
  ...frontRange(5, ['Alpine Guide', 'Climbing Guide', 'Backcountry Ski Guide', 'Mountain Bike Guide']),
  ...frontRange(6, ['Whitewater Raft Guide', 'Sea Kayak Instructor', 'Whitewater Raft Guide', 'Canoe Trip Leader']),
];

/** Live jobs of a company, one for each role. */
function frontRange(companyId: number, roles: readonly string[]): Coverage[] {
  return roles.map((role) => ({ companyId, status: Active, fieldId: 1, role, atCompany: true }));
}

export const statusWeights = [
  { value: Active, weight: 75 },
  { value: Draft, weight: 6 },
  { value: PendingReview, weight: 6 },
  { value: Rejected, weight: 4 },
  { value: MissingInformation, weight: 4 },
  { value: ApplicationClosed, weight: 5 },
] as const;

/**
 * Jobs laid out by hand at the end of the catalogue, drawn after every other record (./index.ts): one added to the
 * head would change every record drawn after it.
 */
export const lateCoverage: readonly Coverage[] = [
  // The demo employer's content job, which the Premium candidate (content and social, open to remote work) matches:
  // the employer can mark them Interested, and they see who did.
  { companyId: 1, status: Active, role: 'Social Media Manager', remoteStatus: RR, sponsored: false, hoursAgo: 30 },
];
