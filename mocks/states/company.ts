import { readFileSync } from 'node:fs';
import path from 'node:path';
import { slug } from '../../src/domain/text';
import {
  buildCandidateResponse,
  buildCompany,
  buildInvitation,
  buildJob,
  buildJoinRequest,
  buildMembership,
  buildOrganization,
  location,
} from '../builders';
import { clock } from '../clock';
import { db, nextId } from '../db';
import { defineStates, num, str, type ReceivedParams } from './define';
import { journal } from './journal';
import {
  addJobs,
  callProvider,
  EMPLOYER,
  ensureCompany,
  ensureUser,
  jobCompany,
  put,
  removeWhere,
  setPrimaryCompany,
  signIn,
  uploadForm,
} from './support';
import { adminCompanyHandlers } from '../handlers/admin-company';
import { companyHandlers } from '../handlers/company';

/** Companies: their members and admins, join requests, decoys for name searches, and their images. */

/** The images the upload state sends, base64: the contract folder's files a backend's state sends too (1x1 PNGs). */
const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../contracts/fixtures', name)).toString('base64');
const STATE_IMAGES = { logo: fixture('logo.png'), cover: fixture('cover.png') };

/**
 * The next record the server creates in the collection gets this id: the records from this id up are set aside until
 * teardown and, when the ids below it stop short, a placeholder (no one's, nothing hangs on it) takes the id before.
 */
export async function nextIdIs<N extends 'companies' | 'joinRequests' | 'invitations' | 'candidateResponses'>(
  name: N,
  id: number,
) {
  removeWhere(name, (r) => r.id >= id);
  if (id > 1 && nextId(db[name]) < id) {
    if (name === 'companies') await put('companies', buildCompany({ id: id - 1, name: `Placeholder ${id - 1}` }));
    else if (name === 'joinRequests')
      await put('joinRequests', buildJoinRequest({ id: id - 1, userId: 0, companyId: 0, status: 'declined' }));
    else if (name === 'invitations')
      await put('invitations', buildInvitation({ id: id - 1, companyId: 0, status: 'cancelled' }));
    else
      await put(
        'candidateResponses',
        buildCandidateResponse({ id: id - 1, jobId: 0, userId: 0, kind: 0, message: null }),
      );
  }
}

/** The employer (created if missing) an active member of the company (created as the jobs' if missing), their primary one. */
async function addMember(p: ReceivedParams<'{email} {companyId}'>, isAdmin: boolean) {
  const user = await ensureUser(str(p, 'email'), EMPLOYER);
  const company = await jobCompany(num(p, 'companyId'));
  await db.memberships.create(
    buildMembership({
      id: nextId(db.memberships),
      userId: user.id,
      companyId: company.id,
      isAdmin,
      joinedDate: clock.daysFromNow(-30),
    }),
  );
  await setPrimaryCompany(user, company.id);
}

export const companyStates = defineStates({
  // The companies the states before it put in place, and no other (the others are set aside until teardown).
  'no other company exists': () => {
    removeWhere('companies', (company) => !journal.has(`company:${company.id}`));
  },
  'the employer {email} is a member of company {companyId}': (p) => addMember(p, false),
  'the employer {email} is an admin of company {companyId}': (p) => addMember(p, true),
  // The company is the jobs' one unless an earlier state put it: a request never names a company that is not there.
  'the employer {email} has asked to join company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), EMPLOYER);
    const company = await jobCompany(num(p, 'companyId'));
    await db.joinRequests.create(
      buildJoinRequest({
        id: nextId(db.joinRequests),
        userId: user.id,
        companyId: company.id,
        createdDate: clock.daysFromNow(-1),
      }),
    );
  },
  // Asked and withdrawn through the provider's own calls, as the employer would (the request is gone).
  'the employer {email} has withdrawn their request to join company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), EMPLOYER);
    await jobCompany(num(p, 'companyId'));
    const token = `withdraw-${user.id}`;
    await signIn(user, token);
    const query = `companyId=${num(p, 'companyId')}`;
    await callProvider(adminCompanyHandlers, 'POST', `admin/Company/send-join-request?${query}`, undefined, token);
    await callProvider(adminCompanyHandlers, 'DELETE', `admin/Company/join-request?${query}`, undefined, token);
  },
  // A company of this name (its path the name as a slug, its logo of that name), its jobs only these: active, posted
  // yesterday, live 30 days.
  'the company {companyId} named {name} has {count} live jobs from the id {jobId}': async (p) => {
    const companyId = num(p, 'companyId');
    const name = str(p, 'name');
    const path = slug(name);
    await ensureCompany(companyId, { name, path, logo: `/logos/${path}.svg` });
    const first = num(p, 'jobId');
    const jobs = Array.from({ length: num(p, 'count') }, (_, i) =>
      buildJob({ id: first + i, companyId, title: `${name} job ${i + 1}` }),
    );
    await addJobs(...jobs);
  },
  // A company of this name in a board place (`pittsburgh-pa`), its path and logo of that name, no jobs.
  'the company {companyId} named {name} is in the place {placeId}': async (p) => {
    const name = str(p, 'name');
    const path = slug(name);
    const { city, state, country } = location(str(p, 'placeId'));
    await ensureCompany(num(p, 'companyId'), { name, path, logo: `/logos/${path}.svg`, city, state, country });
  },
  'the company {companyId} belongs to the organization {organizationId}': async (p) => {
    const company = await jobCompany(num(p, 'companyId'));
    await db.companies.update(company, {
      data(c) {
        c.organizationId = num(p, 'organizationId');
      },
    });
  },
  // The state's organization, and no other of that state (the others are set aside until teardown).
  'the organization {organizationId} of the state {state} is named {name}': async (p) => {
    const state = str(p, 'state');
    removeWhere('organizations', (o) => o.abbreviation.toUpperCase() === state.toUpperCase());
    await put(
      'organizations',
      buildOrganization({ id: num(p, 'organizationId'), name: str(p, 'name'), abbreviation: state, state }),
    );
  },
  'no organization has the id {organizationId}': (p) =>
    removeWhere('organizations', (o) => o.id === num(p, 'organizationId')),
  'no organization has the abbreviation {abbreviation}': (p) =>
    removeWhere('organizations', (o) => o.abbreviation.toUpperCase() === str(p, 'abbreviation').toUpperCase()),
  'a company named {name} exists': async (p) => {
    const name = str(p, 'name');
    if (!db.companies.findFirst((q) => q.where({ name })))
      await ensureCompany(Math.max(nextId(db.companies), 50), { name });
  },
  'the next company created gets the id {companyId}': (p) => nextIdIs('companies', num(p, 'companyId')),
  'the next join request gets the id {requestId}': (p) => nextIdIs('joinRequests', num(p, 'requestId')),
  'the next invitation gets the id {invitationId}': (p) => nextIdIs('invitations', num(p, 'invitationId')),
  // Through the provider's own uploads, as the company's admin: what the interaction shows of the images follows from
  // what the uploads did (an admin's upload is refused to anyone else: the state fails).
  'the employer signed in with token {token} has uploaded a logo and a cover image for company {companyId}': async (
    p,
  ) => {
    const query = `companyId=${num(p, 'companyId')}`;
    await callProvider(
      companyHandlers,
      'POST',
      `Company/upload-logo?${query}`,
      uploadForm(STATE_IMAGES.logo, 'logo.png', 'image/png'),
      str(p, 'token'),
    );
    await callProvider(
      companyHandlers,
      'POST',
      `Company/upload-cover-image?${query}`,
      uploadForm(STATE_IMAGES.cover, 'cover.png', 'image/png'),
      str(p, 'token'),
    );
  },
});
