import type { EquivalentMutant } from './equivalent';

/** Equivalent mutants of the mock's jobs code (see ./equivalent.ts). */
export const equivalentJobsMutants: EquivalentMutant[] = [
  {
    file: 'mocks/queries/jobs.ts',
    line: 202,
    mutator: 'EqualityOperator',
    replacement: 'compare(best[mid] as T, record) < 0',
    reason:
      "every comparator given to pageOf ends on a unique id (a job's, an application's, a user's, a company's): it answers 0 only for a record and itself, and a record is placed once, so < 0 and <= 0 place it alike",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 245,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'without a point the distance is measured from undefined: NaN, rounded NaN, which JSON writes as null, the null a search without a point answers',
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 85,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      "a profile is a candidate's (the Profile calls are candidates' only, and no call takes role 1 from an account): the role test never leaves one out",
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 85,
    mutator: 'LogicalOperator',
    replacement: '!user && !user.roles.includes(Role.User)',
    reason:
      "a profile's user always exists (DELETE Account deletes the profile with the account) and is a candidate: neither side ever leaves one out",
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 113,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason: 'ids start at 1, so index 0 of the users by id is never read: what it holds changes nothing',
  },
  {
    file: 'mocks/handlers/job.ts',
    line: 67,
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    reason:
      "POST and PUT admin/Job refuse a job field id no field has, and the states use the fields of the lookups: every job's field has a name",
  },
];
