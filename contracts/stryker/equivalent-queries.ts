import type { EquivalentMutant } from './equivalent';

/** The equivalent mutants of the mock's queries (mocks/queries/), each with its reason: ./equivalent.ts. */
export const equivalentQueryMutants: EquivalentMutant[] = [
  {
    file: 'mocks/queries/company-list.ts',
    line: 30,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the cache is keyed by the record object and an update makes a new object (the old keeps its name): recomputing `name.toLowerCase()` each time gives the cached value',
  },
  {
    file: 'mocks/queries/company-list.ts',
    line: 47,
    mutator: 'EqualityOperator',
    replacement: 'ka <= kb',
    reason: 'inside `if (ka !== kb)` the keys differ, so `ka <= kb` is `ka < kb`',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 66,
    mutator: 'Regex',
    replacement: '/\\s/',
    reason:
      '`split(/\\s/)` then the filter drops the empty words `/\\s+/` would not make (they hold no letter or digit): the same words, in the same order',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 94,
    mutator: 'LogicalOperator',
    replacement: 'query.lat !== undefined && query.lng !== undefined || query.radius !== undefined',
    reason:
      "the search's schema takes lat, lng and radius all three or none (distancePart) and the review passes none: the test is the same in both cases",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 94,
    mutator: 'LogicalOperator',
    replacement: 'query.lat !== undefined || query.lng !== undefined',
    reason:
      'lat and lng are both given or both absent (the schema: all three or none; the review passes none), so `||` is `&&` here',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 94,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the survivors are the operands made true (the whole test made true empties every list): with lat, lng and radius all or none (schema; none from the review), any two decide alike',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 98,
    mutator: 'ArithmeticOperator',
    replacement: 'radius * 69',
    reason:
      'a wider latitude box: the box radius / 69 already holds the circle (a mile is 1/69.09 of a degree of latitude, radius >= 1), so the haversine test decides alone either way',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 102,
    mutator: 'EqualityOperator',
    replacement: 'Math.abs(job.lat - center.lat) < dLat',
    reason:
      'a job exactly dLat = radius / 69 degrees of latitude away is radius x 69.09 / 69 miles away or more (radius >= 1): the haversine test refuses it anyway',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 142,
    mutator: 'StringLiteral',
    replacement: '""',
    reason:
      "a default sort of '' falls to the createdDate key (neither 'title' nor 'expireDate'); a default order of '' is not 'asc', so descending: both as the defaults they replace",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 152,
    mutator: 'EqualityOperator',
    replacement: 'ka <= kb',
    reason:
      'inside `if (ka !== kb)`, after both nulls are handled, the keys are different strings: `ka <= kb` is `ka < kb`',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 196,
    mutator: 'EqualityOperator',
    replacement: 'compare(record, best[keep - 1] as T) > 0',
    reason:
      'a record tying the last of a full buffer is inserted after every element (each compares <= 0 to it, the comparators being consistent) and popped at once: the same page and count',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 245,
    mutator: 'LogicalOperator',
    replacement: 'query.lat !== undefined || query.lng !== undefined',
    reason: "GET Job/search's schema takes lat, lng and radius all three or none: lat is given exactly when lng is",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 286,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      '`compensationNames.get(null)` is undefined in a map keyed by ids, and `?? null` gives the same null for a job without a pay period',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 293,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the survivors are `job.lat !== null` and `job.lng !== null` made true: `from` is given only for listed jobs (search, recommended), whose lat and lng are listing fields, never null',
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 36,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'a wider prefilter for a job without focus: a profile not in its field gets no field points (fieldFit), so isMatchingCandidate refuses it as mayFit did',
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 46,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'a new cache per request only recomputes: a match is a pure function of the job and profile records (new objects when edited) and the fixed lookups',
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 51,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      'skipping the cache recomputes the same value: matchScore and mayFit depend only on the job and profile records (new objects when edited) and the fixed lookups, not on the clock',
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 92,
    mutator: 'OptionalChaining',
    replacement: 'profile.currentLocation',
    reason: '`profile` is a record of data.profiles the loop walks: never nullish',
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 94,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason:
      'never answered: every candidate of the page is answered as `{ ...c, matchReasons: matched.get(c)?.reasons ?? [] }`, which overwrites it, and the others are not answered',
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 108,
    mutator: 'OptionalChaining',
    replacement: 'matched.get(c).reasons',
    reason:
      'every candidate pushed to `found` is set in `matched` on the next line: `matched.get(c)` is never undefined',
  },
  {
    file: 'mocks/queries/matching-candidates.ts',
    line: 108,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason:
      "the `?? []` fallback is dead: each candidate has its match in `matched`, and matchScore's `reasons` is always an array",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 36,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the search text is a cache keyed by the record object (an update makes a new object): computing it afresh each time gives the same text',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 137,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the lower-case title is a cache keyed by the record object (an update makes a new object): computing it afresh each time gives the same key',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 73,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'with no words, `words.every(...)` is true for every job: the test pushed then keeps every job, as no test does',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 196,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      'a record that sorts at or after the last of a full buffer is placed by the binary search after every kept record, at index `keep`, and popped at once: skipping it early only saves that work',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 39,
    mutator: 'OptionalChaining',
    replacement: 'company.name',
    reason:
      "every job's company exists (a job is posted only for a company, and no call deletes a company): `company` is never undefined there",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 273,
    mutator: 'OptionalChaining',
    replacement: 'company.name',
    reason:
      "every job's company exists (a job is posted only for a company, and no call deletes a company): `company` is never undefined there",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 273,
    mutator: 'StringLiteral',
    replacement: '""',
    reason:
      "every job's company exists (a job is posted only for a company, and no call deletes a company): `company` is never undefined there, so the fallback name is never used",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 274,
    mutator: 'OptionalChaining',
    replacement: 'company.logo',
    reason:
      "every job's company exists (a job is posted only for a company, and no call deletes a company): `company` is never undefined there",
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 99,
    mutator: 'ArithmeticOperator',
    replacement: 'radius * (69 * Math.max(0.01, Math.cos(center.lat * Math.PI / 180)))',
    reason:
      'the box only skips the great-circle test for jobs it leaves out; this one is at least as wide as the circle for every radius the API takes (1-3,000 miles) and every latitude below 89° (no place of the board lies nearer a pole), and the great-circle test below still decides: the same jobs',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 99,
    mutator: 'MethodExpression',
    replacement: 'Math.min(0.01, Math.cos(center.lat * Math.PI / 180))',
    reason:
      'the box only skips the great-circle test for jobs it leaves out; this one is at least as wide as the circle for every radius the API takes (1-3,000 miles) and every latitude below 89° (no place of the board lies nearer a pole), and the great-circle test below still decides: the same jobs',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 102,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the box only skips the great-circle test for jobs it leaves out: without its north-south side (or with one side alone) it is wider, and the great-circle test still decides: the same jobs',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 102,
    mutator: 'LogicalOperator',
    replacement: 'Math.abs(job.lat - center.lat) <= dLat || Math.abs(job.lng - center.lng) <= dLng',
    reason:
      'either side of the box keeps more jobs than both, and the great-circle test after it still decides: the same jobs',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 103,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason: 'without its east-west side the box is wider, and the great-circle test still decides: the same jobs',
  },
  {
    file: 'mocks/queries/jobs.ts',
    line: 103,
    mutator: 'EqualityOperator',
    replacement: 'Math.abs(job.lng - center.lng) < dLng',
    reason:
      'a job exactly on the east or west side of the box is over `radius` away along the parallel (69 miles a degree of the box against 69.09 of the great circle), so the great-circle test leaves it out either way',
  },
];
