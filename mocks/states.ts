import { ApplicationStatus, AppliedByFilter, JobStatus, JobType, PaymentStatus, RemoteStatus, Role } from '../src/domain/enums';
import {
  buildApplication,
  buildBoost,
  buildCandidateProfile,
  buildCompany,
  buildContentItem,
  buildContentSession,
  buildJob,
  buildJoinRequest,
  buildMembership,
  buildPayment,
  buildSession,
  buildUser,
  location,
} from './builders';
import { clock } from './clock';
import { clearDb, db, nextId, type CompanyRecord, type JobRecord, type StoredJob, type UserRecord } from './db';
import { focuses } from './lookups';
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

/** The user with this email; created (from the builder's defaults and these details) when there is none. */
async function ensureUser(email: string, details: Partial<UserRecord> = {}) {
  return db.users.findFirst((q) => q.where({ email })) ?? db.users.create(buildUser({ id: nextId(db.users), email, ...details }));
}

/** The company with this id; created (from the builder's defaults and these details) when there is none. */
async function ensureCompany(id: number, details: Partial<CompanyRecord> = {}) {
  return db.companies.findFirst((q) => q.where({ id })) ?? db.companies.create(buildCompany({ id, ...details }));
}

const EMPLOYER = { roles: [Role.Employer] };

// ---- candidate discovery: jobs, profiles, saved and applied jobs ----------------------------------------

/** The company jobs of the discovery states belong to: every nullable field of its card filled in. */
const jobCompany = (id: number) =>
  ensureCompany(id, {
    name: 'Keystone Paddle Co.',
    path: 'keystone-paddle-co',
    description: 'Guided paddling trips on the Susquehanna since 1998.',
    logo: '/logos/keystone-paddle-co.svg',
    website: 'https://keystone-paddle.example',
  });

/**
 * The job of a state's `{jobId}`, `{title}` and `{companyId}`: the builder's active job as contracts/README.md
 * describes it (mocks/builders/jobs.ts), with these changes.
 */
const jobOfState = (p: Params, changes: Partial<JobRecord> = {}): JobRecord =>
  buildJob({ id: num(p, 'jobId'), companyId: num(p, 'companyId'), title: str(p, 'title'), ...changes });

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

/** The candidate's application (or saved job: status Watching) of 3 days ago. */
async function addApplication(email: string, jobId: number, status: number, stage: number) {
  const user = await ensureUser(email);
  const application = { id: nextId(db.applications), userId: user.id, jobId: existingJob(jobId).id, status, stage, createdDate: clock.daysFromNow(-3) };
  await db.applications.create(buildApplication(application));
}

/** The builder's boost (two weeks, Sponsored, from the start of today) of the job, with its payment in that status. */
async function addBoost(boostId: number, jobId: number, paymentStatus: number) {
  await db.boosts.create(buildBoost({ id: boostId, jobId: existingJob(jobId).id }));
  const cardLast4 = paymentStatus === PaymentStatus.Succeeded ? '4242' : null;
  await db.payments.create(buildPayment({ id: boostId, status: paymentStatus, cardLast4 }));
}

/** A valid bearer token of the user. */
const signIn = (user: UserRecord, token: string) => db.sessions.create(buildSession({ token, userId: user.id }));

export const states: Record<string, StateHandler> = {
  'the user {email} exists with password {password}': async (p) => {
    await ensureUser(str(p, 'email'), { password: str(p, 'password') });
  },
  'the employer {email} is signed in with token {token}': async (p) => {
    await signIn(await ensureUser(str(p, 'email'), EMPLOYER), str(p, 'token'));
  },
  'the employer {email} has the primary company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), EMPLOYER);
    const company = await ensureCompany(num(p, 'companyId'), { name: 'Keystone Paddle Co.' });
    await ensureCompany(company.id + 1, { name: 'Decoy Outfitters' });
    await db.users.update(user, {
      data(u) {
        u.primaryCompanyId = company.id;
      },
    });
  },
  'no session has the token {token}': () => {},
  'the admin {email} is signed in with token {token}': async (p) => {
    await signIn(await ensureUser(str(p, 'email'), { roles: [Role.Admin] }), str(p, 'token'));
  },
  'the employer {email} is a member of company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), EMPLOYER);
    const company = await jobCompany(num(p, 'companyId'));
    await db.memberships.create(buildMembership({ id: nextId(db.memberships), userId: user.id, companyId: company.id, joinedDate: clock.daysFromNow(-30) }));
    await db.users.update(user, {
      data(u) {
        u.primaryCompanyId = company.id;
      },
    });
  },
  'the candidate {email} is signed in with token {token}': async (p) => {
    await signIn(await ensureUser(str(p, 'email')), str(p, 'token'));
  },
  'an active job {jobId} titled {title} exists at company {companyId}': async (p) => {
    await addJobs(jobOfState(p));
  },
  'an active seasonal full-time hybrid job {jobId} titled {title} exists at company {companyId}, posted {daysAgo} days ago': async (p) => {
    const daysAgo = num(p, 'daysAgo');
    await addJobs(
      jobOfState(p, {
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
      const user = await ensureUser(`candidate-${index + 1}@reach.example`);
      await db.candidateProfiles.create(buildCandidateProfile({ userId: user.id, currentLocation: location(home), locations: wants, isRemoteConsidered: remote, focus: [focus] }));
    }
  },
  'a company named {name} exists': async (p) => {
    await ensureCompany(Math.max(nextId(db.companies), 50), { name: str(p, 'name') });
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
    const user = await ensureUser(str(p, 'email'), EMPLOYER);
    await db.joinRequests.create(buildJoinRequest({ id: nextId(db.joinRequests), userId: user.id, companyId: num(p, 'companyId'), createdDate: clock.daysFromNow(-1) }));
  },
  'a job {jobId} titled {title} exists at company {companyId} in status {status}': async (p) => {
    const status = num(p, 'status');
    const rejectReason = status === JobStatus.Rejected ? 'The posting does not say what the job pays.' : null;
    await addJobs(jobOfState(p, { status, rejectReason }));
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
    const job = existingJob(num(p, 'jobId'));
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
      location('pittsburgh-pa'), // lat, lng, radius
    ];
    await addJobs(...misses.map((changes, i) => buildJob({ ...job, id: first + i, ...changes })));
  },
  'an active job {jobId} titled {title} in another field and place exists at company {companyId}': async (p) => {
    await addJobs(
      jobOfState(p, {
        jobType: JobType.PartTime,
        remoteStatus: RemoteStatus.Onsite,
        remoteCountries: [],
        salaryMin: 20_000,
        salaryMax: 30_000,
        jobFieldId: 8,
        focusId: 14,
        ...location('pittsburgh-pa'),
      }),
    );
  },
  'no job has the id {jobId}': async (p) => {
    const job = db.jobs.findFirst((q) => q.where({ id: num(p, 'jobId') }));
    if (job) db.jobs.delete(job);
  },
  'the candidate {email} has a profile matching the job {jobId}': async (p) => {
    const user = await ensureUser(str(p, 'email'));
    const job = existingJob(num(p, 'jobId'));
    const profile = buildCandidateProfile({
      userId: user.id,
      // About a mile from the job.
      currentLocation: { country: job.country, state: job.state, city: job.city, lat: job.lat + 0.0145, lng: job.lng },
      maxDistanceMiles: 50,
      isRemoteConsidered: true,
      locations: [job.city],
      jobType: [job.jobType],
      salaries: job.salaryCompensationId === null ? [] : [{ min: job.salaryMin, max: null, compensationId: job.salaryCompensationId }],
      focus: job.focusId === null ? [] : [job.focusId],
    });
    await db.candidateProfiles.create(profile);
  },
  'the candidate {email} has saved the job {jobId}': async (p) => {
    await addApplication(str(p, 'email'), num(p, 'jobId'), ApplicationStatus.Watching, AppliedByFilter.Applied);
  },
  'the candidate {email} has applied to the job {jobId} and is at stage {stage}': async (p) => {
    await addApplication(str(p, 'email'), num(p, 'jobId'), ApplicationStatus.Applied, num(p, 'stage'));
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
    await db.contentSessions.create(buildContentSession({ token: str(p, 'token') }));
  },
  'the content token {token} has expired': async (p) => {
    await db.contentSessions.create(buildContentSession({ token: str(p, 'token'), expiresAt: clock.hoursFromNow(-1) }));
  },
  'a published tooltip for the field {fieldName} exists': async (p) => {
    const field_name = str(p, 'fieldName');
    await db.contentItems.create(buildContentItem({ id: nextId(db.contentItems), data: { field_name, tooltip: `What ${field_name} means.` } }));
    // Decoy: a draft tooltip, which a missing `status=published` filter would return.
    await db.contentItems.create(buildContentItem({ id: nextId(db.contentItems), status: 'draft', data: { field_name: 'draftField', tooltip: 'Not published.' } }));
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
