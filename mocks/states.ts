import { boostEnd, boostPrice } from '../src/domain/boost';
import { AdPlacementType, ApplicationStatus, AppliedByFilter, JobStatus, JobType, PaymentStatus, RemoteStatus, Role } from '../src/domain/enums';
import { clock } from './clock';
import { clearDb, db, emptyProfile, jobRecord, nextId, type CompanyRecord, type JobRecord, type StoredJob } from './db';
import { focuses } from './lookups';
import { placeById } from '../src/domain/places';
import { behaviour } from './http';
import { CONTENT_API_KEY } from './handlers/content';
import { recountCompany } from './companies';

/**
 * Provider states: the name a pact interaction gives (`given`) -> a function that puts the mock's data
 * into that state from its parameters. Names describe the provider's data in the present tense; the
 * `{placeholders}` name the parameters. contracts/README.md lists them for the backend team.
 * Every interaction starts from an empty database (see resetState).
 */
type Params = Record<string, unknown>;
type StateHandler = (params: Params) => Promise<void> | void;

const str = (params: Params, key: string) => {
  const value = params[key];
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Provider state parameter '${key}' is missing`);
  return String(value);
};
const num = (params: Params, key: string) => Number(str(params, key));

async function ensureUser(email: string, roles: number[], password = 'password-not-used') {
  const existing = db.users.findFirst((q) => q.where({ email }));
  if (existing) return existing;
  return db.users.create({
    id: nextId(db.users),
    email,
    password,
    firstName: 'Pat',
    lastName: 'Example',
    roles,
    primaryCompanyId: null,
    lastJoinedCompanyId: null,
    createdDate: clock.iso(),
  });
}

async function ensureCompany(id: number, name = `Company ${id}`, details: Partial<CompanyRecord> = {}) {
  const existing = db.companies.findFirst((q) => q.where({ id }));
  if (existing) return existing;
  return db.companies.create({
    id,
    name,
    path: `company-${id}`,
    description: '',
    logo: null,
    coverImage: null,
    city: 'Harrisburg',
    state: 'PA',
    country: 'US',
    website: null,
    createdDate: clock.iso(),
    activeJobsCount: 0,
    pendingReviewJobsCount: 0,
    rejectedJobsCount: 0,
    membershipStatus: 1,
    organizationId: null,
    typeId: 1,
    sizeId: 2,
    ...details,
  });
}

// ---- candidate discovery: jobs, profiles, saved and applied jobs ----------------------------------------

/** The company jobs of the discovery states belong to: every nullable field of its card filled in. */
const jobCompany = (id: number) =>
  ensureCompany(id, 'Keystone Paddle Co.', {
    path: 'keystone-paddle-co',
    description: 'Guided paddling trips on the Susquehanna since 1998.',
    logo: '/logos/keystone-paddle-co.svg',
    website: 'https://keystone-paddle.example',
  });

const HARRISBURG = { city: 'Harrisburg', state: 'PA', country: 'US', lat: 40.2732, lng: -76.8867 };
const PITTSBURGH = { city: 'Pittsburgh', state: 'PA', country: 'US', lat: 40.4406, lng: -79.9959 };

/**
 * An active job as contracts/README.md describes it: full-time, remote in region (US, CA), posted yesterday,
 * open for 30 more days, paying 45,000-60,000 per year with housing included, Guiding & Instruction / Paddling,
 * 1-2 years of experience, based in Harrisburg, PA. Every nullable field is filled in.
 */
const activeJob = (id: number, companyId: number, title: string, changes: Partial<JobRecord> = {}): JobRecord => ({
  id,
  companyId,
  title,
  description: `${title}: plan and lead multi-day paddling trips for small groups.`,
  status: JobStatus.Active,
  jobType: JobType.FullTime,
  remoteStatus: RemoteStatus.RemoteInRegion,
  createdDate: clock.daysFromNow(-2),
  updatedDate: clock.daysFromNow(-1),
  publishedDate: clock.daysFromNow(-1),
  expireDate: clock.daysFromNow(30),
  score: 80,
  salaryMin: 45_000,
  salaryMax: 60_000,
  salaryCompensationId: 5,
  isHousingIncluded: true,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
  jobFieldId: 1,
  focusId: 2,
  yearsOfExperienceId: 2,
  ...HARRISBURG,
  remoteCountries: ['US', 'CA'],
  rejectReason: null,
  ...changes,
});

/** Adds jobs, keeping their companies' job counts right. */
async function addJobs(...jobs: JobRecord[]) {
  for (const job of jobs) {
    await jobCompany(job.companyId);
    await db.jobs.create(job);
  }
  for (const companyId of new Set(jobs.map((j) => j.companyId))) await recountCompany(companyId);
}

function existingJob(jobId: number): StoredJob {
  const job = db.jobs.findFirst((q) => q.where({ id: jobId }));
  if (!job) throw new Error(`The job ${jobId} must exist first (give its state before this one)`);
  return job;
}

async function addApplication(email: string, jobId: number, status: number, stage: number, appliedDate: string | null) {
  const user = await ensureUser(email, [Role.User]);
  await db.applications.create({
    id: nextId(db.applications),
    userId: user.id,
    jobId: existingJob(jobId).id,
    status,
    stage,
    createdDate: clock.daysFromNow(-3),
    appliedDate,
  });
}

/** A two-week Sponsored boost of the job from the start of today, with its payment in that status. */
async function addBoost(boostId: number, jobId: number, paymentStatus: number) {
  const job = existingJob(jobId);
  const startDate = `${clock.iso().slice(0, 10)}T00:00:00.000Z`;
  await db.boosts.create({ id: boostId, jobId: job.id, placement: AdPlacementType.Sponsored, weeks: 2, startDate, endDate: boostEnd(startDate, 2), createdDate: clock.iso(), createdByUserId: null });
  const paid = paymentStatus === PaymentStatus.Succeeded;
  await db.payments.create({
    id: boostId,
    boostId,
    amount: boostPrice(AdPlacementType.Sponsored, 2),
    status: paymentStatus,
    cardLast4: paid ? '4242' : null,
    failureReason: null,
    createdDate: clock.iso(),
    updatedDate: clock.iso(),
  });
}

const inAnHour = () => new Date(clock.now() + 3_600_000).toISOString();
const anHourAgo = () => new Date(clock.now() - 3_600_000).toISOString();

export const states: Record<string, StateHandler> = {
  'the user {email} exists with password {password}': async (p) => {
    await ensureUser(str(p, 'email'), [Role.User], str(p, 'password'));
  },
  'the employer {email} is signed in with token {token}': async (p) => {
    const user = await ensureUser(str(p, 'email'), [Role.Employer]);
    await db.sessions.create({ token: str(p, 'token'), userId: user.id, expiresAt: inAnHour() });
  },
  'the employer {email} has the primary company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), [Role.Employer]);
    const company = await ensureCompany(num(p, 'companyId'), 'Keystone Paddle Co.');
    await ensureCompany(company.id + 1, 'Decoy Outfitters');
    await db.users.update(user, {
      data(u) {
        u.primaryCompanyId = company.id;
      },
    });
  },
  'no session has the token {token}': () => {},
  'the admin {email} is signed in with token {token}': async (p) => {
    const user = await ensureUser(str(p, 'email'), [Role.Admin]);
    await db.sessions.create({ token: str(p, 'token'), userId: user.id, expiresAt: inAnHour() });
  },
  'the employer {email} is a member of company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), [Role.Employer]);
    const company = await jobCompany(num(p, 'companyId'));
    await db.memberships.create({ id: nextId(db.memberships), userId: user.id, companyId: company.id, isAdmin: false, active: true, joinedDate: clock.daysFromNow(-30) });
    await db.users.update(user, {
      data(u) {
        u.primaryCompanyId = company.id;
      },
    });
  },
  'the candidate {email} is signed in with token {token}': async (p) => {
    const user = await ensureUser(str(p, 'email'), [Role.User]);
    await db.sessions.create({ token: str(p, 'token'), userId: user.id, expiresAt: inAnHour() });
  },
  'an active job {jobId} titled {title} exists at company {companyId}': async (p) => {
    await addJobs(activeJob(num(p, 'jobId'), num(p, 'companyId'), str(p, 'title')));
  },
  'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago': async (p) => {
    const daysAgo = num(p, 'daysAgo');
    await addJobs(
      activeJob(num(p, 'jobId'), num(p, 'companyId'), str(p, 'title'), {
        jobType: JobType.SeasonalFullTime,
        remoteStatus: RemoteStatus.Hybrid,
        remoteCountries: [],
        createdDate: clock.daysFromNow(-daysAgo - 1),
        publishedDate: clock.daysFromNow(-daysAgo),
      }),
    );
  },
  'candidates in and out of the job field {jobFieldId} live near and far from Harrisburg, PA': async (p) => {
    const fieldId = num(p, 'jobFieldId');
    const inField = focuses.find((f) => f.jobFieldId === fieldId)!.id;
    const otherField = focuses.find((f) => f.jobFieldId !== fieldId)!.id;
    // Three count: near, wanting to work in PA, remote in the US. Three do not: far and not remote, another field, remote but in Canada.
    const people: Array<[focus: number, home: string, wants: string[], remote: boolean]> = [
      [inField, 'harrisburg-pa', ['harrisburg-pa'], false],
      [inField, 'pittsburgh-pa', ['harrisburg-pa'], false],
      [inField, 'seattle-wa', ['seattle-wa'], true],
      [inField, 'seattle-wa', ['seattle-wa'], false],
      [otherField, 'harrisburg-pa', ['harrisburg-pa'], true],
      [inField, 'squamish-bc', ['squamish-bc'], true],
    ];
    for (const [index, [focus, home, wants, remote]] of people.entries()) {
      const user = await ensureUser(`candidate-${index + 1}@reach.example`, [Role.User]);
      const place = placeById(home)!;
      await db.candidateProfiles.create({
        ...emptyProfile(user.id),
        currentLocation: { country: place.country, state: place.region, city: place.city, lat: place.lat, lng: place.lng },
        locations: wants,
        isRemoteConsidered: remote,
        focus: [focus],
      });
    }
  },
  'a company named {name} exists': async (p) => {
    await ensureCompany(Math.max(nextId(db.companies), 50), str(p, 'name'));
  },
  'the employer {email} is an admin of company {companyId}': async (p) => {
    await states['the employer {email} is a member of company {companyId}']!(p);
    const user = db.users.findFirst((q) => q.where({ email: str(p, 'email') }))!;
    const membership = db.memberships.findFirst((q) => q.where({ userId: user.id, companyId: num(p, 'companyId') }))!;
    await db.memberships.update(membership, {
      data(m) {
        m.isAdmin = true;
      },
    });
  },
  'the employer {email} has asked to join company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), [Role.Employer]);
    await db.joinRequests.create({ id: nextId(db.joinRequests), userId: user.id, companyId: num(p, 'companyId'), kind: 'join', status: 'pending', createdDate: clock.daysFromNow(-1) });
  },
  'a job {jobId} titled {title} exists at company {companyId} in status {status}': async (p) => {
    const status = num(p, 'status');
    const published = status === JobStatus.Active || status === JobStatus.ApplicationClosed;
    await addJobs(
      activeJob(num(p, 'jobId'), num(p, 'companyId'), str(p, 'title'), {
        status,
        publishedDate: published ? clock.daysFromNow(-1) : null,
        rejectReason: status === JobStatus.Rejected ? 'The posting does not say what the job pays.' : null,
      }),
    );
  },
  'the job {jobId} is open until filled': async (p) => {
    await db.jobs.update(existingJob(num(p, 'jobId')), {
      data(j) {
        j.expireDate = null;
      },
    });
  },
  'a boost {boostId} of the job {jobId} waits for its payment': async (p) => {
    await addBoost(num(p, 'boostId'), num(p, 'jobId'), PaymentStatus.Created);
  },
  'a boost {boostId} of the job {jobId} is paid': async (p) => {
    await addBoost(num(p, 'boostId'), num(p, 'jobId'), PaymentStatus.Succeeded);
  },
  'no boost has the id {boostId}': () => {},
  'decoys of the job {jobId} exist that each miss one search filter': async (p) => {
    // A plain copy (the stored record carries the collection's own metadata).
    const job = jobRecord.parse(existingJob(num(p, 'jobId')));
    const first = Math.max(nextId(db.jobs), 900);
    const misses: Array<Partial<JobRecord>> = [
      { status: JobStatus.Draft, publishedDate: null }, // not active
      { expireDate: clock.daysFromNow(-1) }, // active but expired
      { jobType: JobType.PartTime }, // jobTypes
      { remoteStatus: RemoteStatus.Onsite, remoteCountries: [] }, // remoteStatuses (Remote Considered)
      { createdDate: clock.daysFromNow(-62), publishedDate: clock.daysFromNow(-60) }, // datePosted
      { salaryMin: 20_000, salaryMax: 30_000 }, // salaryMin
      { isHousingIncluded: false }, // benefits
      { title: 'Store Manager', jobFieldId: 2, focusId: 4 }, // keyword
      { ...PITTSBURGH }, // lat, lng, radius
    ];
    await addJobs(...misses.map((changes, i) => ({ ...job, id: first + i, ...changes })));
  },
  'an active job {jobId} titled {title} in another field and place exists at company {companyId}': async (p) => {
    await addJobs(
      activeJob(num(p, 'jobId'), num(p, 'companyId'), str(p, 'title'), {
        jobType: JobType.PartTime,
        remoteStatus: RemoteStatus.Onsite,
        remoteCountries: [],
        salaryMin: 20_000,
        salaryMax: 30_000,
        jobFieldId: 8,
        focusId: 14,
        ...PITTSBURGH,
      }),
    );
  },
  'no job has the id {jobId}': async (p) => {
    const job = db.jobs.findFirst((q) => q.where({ id: num(p, 'jobId') }));
    if (job) db.jobs.delete(job);
  },
  'the candidate {email} has a profile matching the job {jobId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), [Role.User]);
    const job = existingJob(num(p, 'jobId'));
    await db.candidateProfiles.create({
      ...emptyProfile(user.id),
      // About a mile from the job.
      currentLocation: { country: job.country, state: job.state, city: job.city, lat: job.lat + 0.0145, lng: job.lng },
      maxDistanceMiles: 50,
      isRemoteConsidered: true,
      locations: [job.city],
      jobType: [job.jobType],
      salaries: job.salaryCompensationId === null ? [] : [{ min: job.salaryMin, max: null, compensationId: job.salaryCompensationId }],
      focus: job.focusId === null ? [] : [job.focusId],
    });
  },
  'the candidate {email} has saved the job {jobId}': async (p) => {
    await addApplication(str(p, 'email'), num(p, 'jobId'), ApplicationStatus.Watching, AppliedByFilter.Applied, null);
  },
  'the candidate {email} has applied to the job {jobId} and is at stage {stage}': async (p) => {
    await addApplication(str(p, 'email'), num(p, 'jobId'), ApplicationStatus.Applied, num(p, 'stage'), clock.daysFromNow(-3));
  },
  'job options exist': () => {},
  'the job options are unavailable': () => {
    behaviour.faults.push({ endpoint: 'GET Job/options/get', status: 500, remaining: 1 });
  },
  'the content API key {key} is valid': (p) => {
    if (str(p, 'key') !== CONTENT_API_KEY) throw new Error(`The mock's content API key is ${CONTENT_API_KEY}`);
  },
  'the content API key {key} is not valid': (p) => {
    if (str(p, 'key') === CONTENT_API_KEY) throw new Error('That key is the valid one');
  },
  'the content token {token} is valid': async (p) => {
    await db.contentSessions.create({ token: str(p, 'token'), expiresAt: inAnHour() });
  },
  'the content token {token} has expired': async (p) => {
    await db.contentSessions.create({ token: str(p, 'token'), expiresAt: anHourAgo() });
  },
  'a published tooltip for the field {fieldName} exists': async (p) => {
    const field_name = str(p, 'fieldName');
    await db.contentItems.create({ id: nextId(db.contentItems), collection: 'tooltips', status: 'published', data: { field_name, tooltip: `What ${field_name} means.` } });
    // Decoy: a draft tooltip, which a missing `status=published` filter would return.
    await db.contentItems.create({ id: nextId(db.contentItems), collection: 'tooltips', status: 'draft', data: { field_name: 'draftField', tooltip: 'Not published.' } });
  },
};

/** Back to an empty database and no injected faults: called after every interaction. */
export function resetState() {
  clearDb();
  behaviour.faults = [];
  behaviour.failPayments = 0;
}

export async function applyState(name: string, params: Params, action: 'setup' | 'teardown') {
  if (action === 'teardown') return resetState();
  if (!name) return; // an interaction without a state: the empty database
  const handler = states[name];
  if (!handler) throw new Error(`No provider state named '${name}' is implemented in mocks/states.ts`);
  await handler(params);
}
