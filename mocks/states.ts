import { Role } from '../src/domain/enums';
import { clock } from './clock';
import { clearDb, db, nextId } from './db';
import { behaviour } from './http';
import { CONTENT_API_KEY } from './handlers/content';

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

async function ensureCompany(id: number, name = `Company ${id}`) {
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
}

export async function applyState(name: string, params: Params, action: 'setup' | 'teardown') {
  if (action === 'teardown') return resetState();
  if (!name) return; // an interaction without a state: the empty database
  const handler = states[name];
  if (!handler) throw new Error(`No provider state named '${name}' is implemented in mocks/states.ts`);
  await handler(params);
}
