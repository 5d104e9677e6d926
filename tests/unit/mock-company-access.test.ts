import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildCompany,
  buildJob,
  buildJoinRequest,
  buildMembership,
  buildUser,
} from '../../mocks/builders';
import {
  isPersonOf,
  isPersonOfCompanyAppliedTo,
  maySeePrivate,
  requireMayActFor,
  requireMayEdit,
  requireMaySeePrivate,
  requireMayWriteJobsOf,
} from '../../mocks/company-access';
import { clearDb, db, type UserRecord } from '../../mocks/db';
import type { HttpProblem } from '../../mocks/http';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { Role } from '../../src/domain/enums/user';

/**
 * The mock's company access (mocks/company-access.ts) over records these tests build: company 1 with its admin, a
 * member, a former member and an employer whose request to join is pending; company 2's admin; an employer of no
 * company; the site's admin.
 */

const people = {
  'company admin': 1,
  member: 2,
  'former member': 3,
  'pending member': 4,
  "another company's admin": 5,
  stranger: 6,
  'site admin': 7,
} as const;
type Someone = keyof typeof people;
const CANDIDATE = 8;

const userOf = (someone: Someone): UserRecord => db.users.findFirst((q) => q.where({ id: people[someone] }))!;

beforeEach(async () => {
  clearDb();
  await db.companies.create(buildCompany({ id: 1 }));
  await db.companies.create(buildCompany({ id: 2 }));
  for (const [someone, id] of Object.entries(people)) {
    await db.users.create(buildUser({ id, roles: someone === 'site admin' ? [Role.Admin] : [Role.Employer] }));
  }
  await db.users.create(buildUser({ id: CANDIDATE }));
  await db.memberships.create(buildMembership({ id: 1, userId: 1, companyId: 1, isAdmin: true }));
  await db.memberships.create(buildMembership({ id: 2, userId: 2, companyId: 1 }));
  await db.memberships.create(buildMembership({ id: 3, userId: 3, companyId: 1, active: false }));
  await db.joinRequests.create(buildJoinRequest({ id: 1, userId: 4, companyId: 1 }));
  await db.memberships.create(buildMembership({ id: 4, userId: 5, companyId: 2, isAdmin: true }));
});

/** What a guard answers: null when it lets the user through, else its status and message. */
function refusal(guard: () => unknown) {
  try {
    guard();
    return null;
  } catch (error) {
    const problem = error as HttpProblem;
    return { status: problem.status, error: problem.body.error };
  }
}

const NOT_MEMBER = { status: 403, error: 'You are not a member of this company.' };

describe('mock: who acts for a company (boosts its jobs)', () => {
  it.each<[Someone, ReturnType<typeof refusal>]>([
    ['company admin', null],
    ['member', null],
    ['former member', NOT_MEMBER],
    ['pending member', NOT_MEMBER],
    ["another company's admin", NOT_MEMBER],
    ['stranger', NOT_MEMBER],
    [
      'site admin',
      {
        status: 403,
        error: "Admins review and correct a company's jobs; boosting them is for its own people.",
      },
    ],
  ])('the %s', (someone, expected) => {
    expect(refusal(() => requireMayActFor(userOf(someone), 1))).toEqual(expected);
  });
});

describe("mock: who writes a company's jobs (posts and corrects them)", () => {
  it.each<[Someone, ReturnType<typeof refusal>]>([
    ['company admin', null],
    ['member', null],
    ['site admin', null],
    ['former member', NOT_MEMBER],
    ['pending member', NOT_MEMBER],
    ["another company's admin", NOT_MEMBER],
    ['stranger', NOT_MEMBER],
  ])('the %s', (someone, expected) => {
    expect(refusal(() => requireMayWriteJobsOf(userOf(someone), 1))).toEqual(expected);
  });

  it('answers 404 for a company that does not exist, to the site admin too', () => {
    expect(refusal(() => requireMayWriteJobsOf(userOf('site admin'), 99))).toEqual({
      status: 404,
      error: 'This company does not exist.',
    });
  });

  it('answers the company itself to its people, and 404 for a company that does not exist, whoever asks', () => {
    expect(requireMayActFor(userOf('member'), 1)).toMatchObject({ id: 1, name: 'Company 1' });
    expect(refusal(() => requireMayActFor(userOf('company admin'), 99))).toEqual({
      status: 404,
      error: 'This company does not exist.',
    });
  });

  it('counts active members only: the former member, the pending one and strangers are not its people', () => {
    expect((Object.keys(people) as Someone[]).filter((someone) => isPersonOf(userOf(someone), 1))).toEqual([
      'company admin',
      'member',
    ]);
  });
});

describe('mock: who edits a company (its details and images)', () => {
  const ONLY_ADMINS = { status: 403, error: "Only the company's admins can change its details." };
  it.each<[Someone, ReturnType<typeof refusal>]>([
    ['company admin', null],
    ['member', ONLY_ADMINS],
    ['former member', ONLY_ADMINS],
    ['pending member', ONLY_ADMINS],
    ["another company's admin", ONLY_ADMINS],
    ['stranger', ONLY_ADMINS],
    ['site admin', null],
  ])('the %s', (someone, expected) => {
    expect(refusal(() => requireMayEdit(userOf(someone), 1))).toEqual(expected);
  });
});

describe("mock: who sees what a company keeps to itself (a job's listing score, its dashboard)", () => {
  it.each<[Someone, boolean]>([
    ['company admin', true],
    ['member', true],
    ['former member', false],
    ['pending member', false],
    ["another company's admin", false],
    ['stranger', false],
    ['site admin', true],
  ])('the %s', (someone, sees) => {
    expect(maySeePrivate(userOf(someone), 1)).toBe(sees);
    expect(refusal(() => requireMaySeePrivate(userOf(someone), 1))).toEqual(sees ? null : NOT_MEMBER);
  });

  it('a visitor sees nothing private', () => {
    expect(maySeePrivate(null, 1)).toBe(false);
  });
});

describe('mock: who may see a hidden profile: the people of a company the candidate applied to', () => {
  beforeEach(async () => {
    await db.jobs.create(buildJob({ id: 1, companyId: 1 }));
    await db.jobs.create(buildJob({ id: 2, companyId: 2 }));
    await db.applications.create(buildApplication({ id: 1, userId: CANDIDATE, jobId: 1 }));
    // Company 2's job is only saved: a saved job tells the company nothing.
    await db.applications.create(
      buildApplication({ id: 2, userId: CANDIDATE, jobId: 2, status: ApplicationStatus.Watching }),
    );
  });

  it.each<[Someone, boolean]>([
    ['company admin', true],
    ['member', true],
    ['former member', false],
    ['pending member', false],
    ["another company's admin", false],
    ['stranger', false],
    ['site admin', false],
  ])('the %s', (someone, may) => {
    expect(isPersonOfCompanyAppliedTo(userOf(someone), CANDIDATE)).toBe(may);
  });
});
