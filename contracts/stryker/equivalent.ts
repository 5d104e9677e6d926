import { equivalentAccountsMutants } from './equivalent-accounts';
import { equivalentCompaniesMutants } from './equivalent-companies';
import { equivalentHiringMutants } from './equivalent-hiring';
import { equivalentJobsMutants } from './equivalent-jobs';
import { equivalentQueryMutants } from './equivalent-queries';

/**
 * Mutants of the mock's code that no pact can kill, each with its reason (`npm run contracts:stryker` counts them
 * apart, decision 0031). A mutant is named by its file, the line it starts on, its mutator and what it writes
 * instead, as Stryker's report gives them. A survivor that is not listed here is a pact to add.
 */
export interface EquivalentMutant {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  reason: string;
}

/** Those of the queries are in ./equivalent-queries.ts. */
export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'mocks/boosts.ts',
    line: 56,
    mutator: 'EqualityOperator',
    replacement: 'b.id >= current.id',
    reason:
      'boost ids are unique (the API takes nextId, the states remove the id first) and `current` is another boost seen earlier: b.id never equals current.id, so >= is >',
  },
  {
    file: 'mocks/company-access.ts',
    line: 36,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      '`findFirst(where({ id: null }))` finds no company (ids are integers; @msw/data matches none), so `?? null` gives the same null for a null id',
  },
  {
    file: 'mocks/company-people.ts',
    line: 106,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      "removeFromCompany's one caller (DELETE admin/Company/remove-user) answers 404 unless membershipOf(userId, companyId) is found, and nothing awaits in between: `membership` is never null",
  },
  {
    file: 'mocks/handlers/applicants.ts',
    line: 46,
    mutator: 'OptionalChaining',
    replacement: 'applications[i].status',
    reason:
      'the right side of `||` runs only when `applications[i]?.jobId === job.id`, i.e. when applications[i] is a record: it is never undefined there',
  },
  {
    file: 'mocks/handlers/applicants.ts',
    line: 126,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'moveApplicants with no ids finds no strangers, moves and emails no one and its count is not used here: calling it with an empty list does nothing',
  },
  {
    file: 'mocks/handlers/employer-job.ts',
    line: 64,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      "the survivor is `expireDate !== null` made true (the whole test and `<= clock.iso()` made true refuse the pacts' 2099 deadline): `null <= iso` is false (0 against NaN), the same as the guard",
  },
  {
    file: 'mocks/handlers/job-review.ts',
    line: 141,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the job was found with no await before db.jobs.update, which then returns the new record; the decision changes no listing field, so `updated` is always defined and posted',
  },
  {
    file: 'mocks/handlers/job-review.ts',
    line: 141,
    mutator: 'LogicalOperator',
    replacement: 'updated || isPosted(updated)',
    reason:
      'db.jobs.update of the job just found (no await in between) always returns the updated record, and it is posted: both tests are truthy and pick `updated`',
  },
  {
    file: 'mocks/handlers/job.ts',
    line: 69,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      'focusName(null) is `focusNames.get(null)`, undefined in a map keyed by focus ids, and `?? null` gives the same null',
  },
  ...equivalentQueryMutants,
  ...equivalentJobsMutants,
  ...equivalentHiringMutants,
  ...equivalentCompaniesMutants,
  ...equivalentAccountsMutants,
];
