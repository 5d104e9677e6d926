import { MatchersV3 as M } from '@pact-foundation/pact';
import { ISO_FORMAT, recordingNotifier } from './pact';
import { employerJobApi } from '../../src/api/employer-job';
import { createHttp } from '../../src/api/http';
import type { JobInput } from '../../src/api/schemas/employer-job';
import { emptyProfile, type Profile } from '../../src/api/schemas/profile';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';
import { JobStatus } from '../../src/domain/enums/job';

/** What the job contract files share: the parties of the states, and the shapes of cards and job pages. */

export const candidate = { email: 'casey@example.com', token: 'candidate-token-1' };
export const employer = { email: 'riley@example.com', token: 'employer-token-1' };
/** The site admin: reviews jobs (approve, reject, close), edits none. */
export const admin = { email: 'sam@example.com', token: 'admin-token-1' };
/** The active job most cases use, and its company (see the state in contracts/reference.md). */
export const job = { jobId: 11, title: 'River Trip Planner', companyId: 2 };
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const signedIn = (token: string) => ({ getToken: () => token });
const date = (example: string) => M.datetime(ISO_FORMAT, example);

/**
 * The moment the state `the server's clock reads {now}` fixes (given first, so that every state after it dates its records
 * from it): the dates the states then write are exact. `day(-2)` is two days before it, at the same time of day.
 */
export const CLOCK = "the server's clock reads {now}";
export const NOW = '2090-01-15T09:00:00.000Z';
export const day = (offset: number) => new Date(Date.parse(NOW) + offset * 86_400_000).toISOString();
/** The start of the clock's day (00:00 UTC), `offset` days on. */
export const midnight = (offset: number) => `${day(offset).slice(0, 10)}T00:00:00.000Z`;
/** The dates of the active job's card on the clock: created 2 days ago, published yesterday, open 30 more days. */
export const activeDates = { createdDate: day(-2), publishedDate: day(-1), expireDate: day(30) };
/** The dates of the seasonal job `posted {daysAgo} days ago`: created the day before. */
export const seasonalDates = (daysAgo: number) => ({
  createdDate: day(-daysAgo - 1),
  publishedDate: day(-daysAgo),
  expireDate: day(30),
});

/**
 * A job card: the values the job's provider state fixes are exact (the active job of contracts/reference.md and its
 * company, logo included; a test changes those its state changes), its dates by format unless the test gives them:
 * exact (`activeDates`, `seasonalDates`) where the interaction's first state fixes the clock (`CLOCK`), as the job
 * routes' do. `distanceMiles` is null where no point is measured from.
 */
export const card = (id: number, title: string, changes: Record<string, unknown> = {}) => ({
  id,
  title,
  status: 3,
  jobType: 1,
  remoteStatus: 3,
  companyId: job.companyId,
  companyName: 'Keystone Paddle Co.',
  companyLogo: '/logos/keystone-paddle-co.svg',
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  createdDate: date('2026-05-04T09:00:00.000Z'),
  publishedDate: date('2026-05-05T09:00:00.000Z'),
  expireDate: date('2026-06-05T09:00:00.000Z'),
  isSponsored: false,
  salaryMin: 45000,
  salaryMax: 60000,
  salaryCompensationId: 5,
  salaryCompensationName: 'per year',
  isHousingIncluded: true,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
  distanceMiles: M.number(0.9),
  ...changes,
});

/** A dashboard's item: the job's card with the listing score (80 for the states' jobs) and the rejection's reason. */
export const dashboardCard = (id: number, title: string, changes: Record<string, unknown> = {}) => ({
  ...card(id, title, { distanceMiles: null, ...activeDates, ...changes }),
  score: 80,
  rejectReason: null,
});

/** A card of the seasonal full-time (7), hybrid (5) jobs of the search. */
export const seasonal = (id: number, title: string, changes: Record<string, unknown> = {}) =>
  card(id, title, {
    jobType: JobType.SeasonalFullTime,
    remoteStatus: RemoteStatus.Hybrid,
    ...changes,
  });

/** The description the job states give a job: it follows from its title (contracts/reference.md). */
export const descriptionOf = (title: string) => `${title}: plan and lead multi-day paddling trips for small groups.`;

/**
 * A job's page of the active job, on the clock (`CLOCK` given first); `changes` as the state or the reader changes it
 * (the score, for its own people).
 */
export const jobDetail = (myStatus: unknown, changes: Record<string, unknown> = {}) => ({
  ...card(job.jobId, job.title, { distanceMiles: null, ...activeDates }),
  description: descriptionOf(job.title),
  // Not the employer's own: the listing score is withheld.
  score: null,
  jobFieldId: 1,
  jobFieldName: 'Guiding & Instruction',
  focusId: 2,
  focusName: 'Paddling',
  yearsOfExperienceId: 2,
  yearsOfExperienceName: '1-2 years',
  lat: 40.2732,
  lng: -76.8867,
  remoteCountries: ['US', 'CA'],
  company: {
    id: job.companyId,
    name: 'Keystone Paddle Co.',
    path: 'keystone-paddle-co',
    logo: '/logos/keystone-paddle-co.svg',
    description: 'Guided paddling trips on the Susquehanna since 1998.',
    city: 'Harrisburg',
    state: 'PA',
    country: 'US',
    website: 'https://keystone-paddle.example',
    // The states put the company with no other job: the job is its one active job.
    activeJobsCount: 1,
  },
  myStatus,
  ...changes,
});

/** The provider state of a job of a company in any status (a job's own people see it whatever its status). */
export const jobState = 'a job {jobId} titled {title} exists at company {companyId} in status {status}';

/** The employer as a member of the job's company; OTHER_COMPANY is one they are not a member of. */
export const member = { email: employer.email, companyId: job.companyId };
export const OTHER_COMPANY = 3;

/** src/api/employer-job.ts for the signed-in employer, its toasts told to `notify`. */
export const employerClient = (url: string, notify = recordingNotifier().notify) =>
  employerJobApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }));

export const forbiddenBody = { error: M.string('You do not have permission to do that.') };
/**
 * The refusal of a role that may not make the call at all, exact: a server whose role guard lets the user through
 * to the company checks refuses with another reason (not a member), which the user would read instead.
 */
export const roleRefusedBody = { error: 'You do not have permission to do that.' };
export const forbiddenToast = [{ kind: 'warning', message: 'You do not have permission to do that.' }];

/** The job an employer writes (its company's: `job.companyId`): every field set. */
export const jobInput: JobInput = {
  companyId: job.companyId,
  status: JobStatus.PendingReview,
  title: 'Sea Kayak Guide',
  description: 'Lead half-day and full-day sea kayak tours on the Susquehanna for small groups of guests.',
  jobType: 7,
  remoteStatus: 4,
  remoteCountries: [],
  jobFieldId: 1,
  focusId: 2,
  yearsOfExperienceId: 2,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  lat: 40.2732,
  lng: -76.8867,
  salaryMin: 18,
  salaryMax: 24,
  salaryCompensationId: 1,
  expireDate: '2099-08-31T23:59:59.000Z',
  isHousingIncluded: true,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
};

/** A new candidate's empty profile, with changes. */
export const profileWith = (changes: Partial<Profile> = {}): Profile => ({ ...emptyProfile, ...changes });
