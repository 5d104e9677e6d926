import type { EquivalentMutant } from './equivalent';

/** The emails of the hiring calls land in the demo's mailbox, which no call of the contract reads. */
const NO_CALL_READS_EMAILS =
  "its only effect is an email to the demo's mailbox, and no call of the contract reads the emails sent";

/** The demo's controls (the next payments declined) are set by no call of the contract: 0 in every verification. */
const DEMO_CONTROLS =
  "`behaviour.failPayments` is set only by the demo's own controls, which no call of the contract reaches: it is 0 " +
  'in every verification, so the demo branch never runs';

/** Equivalent mutants of the mock's hiring code (see ./equivalent.ts). */
export const equivalentHiringMutants: EquivalentMutant[] = [
  ...(
    [
      [112, 'ConditionalExpression', 'false'],
      [112, 'BlockStatement', '{}'],
      [113, 'AssignmentOperator', 'behaviour.failPayments += 1'],
      [114, 'StringLiteral', '""'],
    ] as const
  ).map(([line, mutator, replacement]) => ({
    file: 'mocks/handlers/boost.ts',
    line,
    mutator,
    replacement,
    reason: DEMO_CONTROLS,
  })),
  {
    file: 'mocks/handlers/job-review.ts',
    line: 49,
    mutator: 'BlockStatement',
    replacement: '{}',
    reason: `tellMissingInformation emails the company's admins and answers nothing: ${NO_CALL_READS_EMAILS}`,
  },
  ...(['company', 'true', 'false'] as const).map((replacement) => ({
    file: 'mocks/handlers/job-review.ts',
    line: 51,
    mutator: replacement === 'company' ? 'BooleanLiteral' : 'ConditionalExpression',
    replacement,
    reason: `the guard only decides whether the company's admins are emailed: ${NO_CALL_READS_EMAILS}`,
  })),
  {
    file: 'mocks/handlers/job-review.ts',
    line: 53,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason: `the email's content: ${NO_CALL_READS_EMAILS}`,
  },
  ...(['true', 'false'] as const).map((replacement) => ({
    file: 'mocks/handlers/job-review.ts',
    line: 140,
    mutator: 'ConditionalExpression',
    replacement,
    reason: `the test only decides whether the company's admins are emailed, after the decision is stored: ${NO_CALL_READS_EMAILS}`,
  })),
  {
    file: 'mocks/handlers/job-review.ts',
    line: 140,
    mutator: 'EqualityOperator',
    replacement: 'decision !== ReviewDecision.MissingInformation',
    reason: `which decisions email the company's admins, after the decision is stored: ${NO_CALL_READS_EMAILS}`,
  },
  {
    file: 'mocks/handlers/applicants.ts',
    line: 61,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason: `the candidate found is only the recipient of the stage email: ${NO_CALL_READS_EMAILS}`,
  },
  ...(['true', 'false'] as const).map((replacement) => ({
    file: 'mocks/handlers/applicants.ts',
    line: 62,
    mutator: 'ConditionalExpression',
    replacement,
    reason: `the test only decides whether the candidate moved is emailed (every applicant listed has a user): ${NO_CALL_READS_EMAILS}`,
  })),
  ...(
    [
      [118, 'ConditionalExpression', 'true'],
      [118, 'ConditionalExpression', 'false'],
      [119, 'ObjectLiteral', '{}'],
      [123, 'LogicalOperator', "created.message && ''"],
      [123, 'StringLiteral', '"Stryker was here!"'],
    ] as const
  ).map(([line, mutator, replacement]) => ({
    file: 'mocks/handlers/matching.ts',
    line,
    mutator,
    replacement,
    reason: `whether and what the candidate is emailed, after the response is stored: ${NO_CALL_READS_EMAILS}`,
  })),
  ...(
    [
      [55, 'ConditionalExpression', 'true'],
      [55, 'LogicalOperator', 'job || company'],
      [55, 'ArrayDeclaration', '["Stryker was here"]'],
    ] as const
  ).map(([line, mutator, replacement]) => ({
    file: 'mocks/handlers/matching.ts',
    line,
    mutator,
    replacement,
    reason:
      "a response is made only for a live job, no call deletes a job or a company, and every job's company exists: " +
      'both are always found',
  })),
  {
    file: 'mocks/handlers/matching.ts',
    line: 166,
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    reason:
      'only invitations are listed here, and an invitation always stores its (trimmed, 10 to 500 characters) message: it is never null',
  },
  ...(
    [
      [122, 'ObjectLiteral', '{}'],
      [123, 'ConditionalExpression', 'true'],
      [123, 'ConditionalExpression', 'false'],
      [123, 'LogicalOperator', "request.kind === 'join' || sender"],
      [123, 'EqualityOperator', "request.kind !== 'join'"],
      [123, 'StringLiteral', '""'],
    ] as const
  ).map(([line, mutator, replacement]) => ({
    file: 'mocks/handlers/company-people.ts',
    line,
    mutator,
    replacement,
    reason: `whether and whom the decline emails, after the request is answered: ${NO_CALL_READS_EMAILS}`,
  })),
  {
    file: 'mocks/handlers/company-people.ts',
    line: 98,
    mutator: 'StringLiteral',
    replacement: '""',
    reason: "addToCompany makes an admin only of the role 'admin': '' makes a member, as 'member' does",
  },
  ...([255, 256] as const).map((line) => ({
    file: 'mocks/handlers/employer-job.ts',
    line,
    mutator: 'LogicalOperator',
    replacement: 'updated && job',
    reason:
      "the record given here goes only to the job's history (the changed fields, the change recorded), which no call of the contract answers",
  })),
  {
    file: 'mocks/handlers/job-review.ts',
    line: 43,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason: "jobPredicate reads a SearchData's companies and clock, never its jobs: what `jobs` holds changes nothing",
  },
  {
    file: 'mocks/handlers/job-review.ts',
    line: 125,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the survivor is `expireDate !== null` made true: `null <= now` is false (null against an ISO string), so a job open until filled is approved either way',
  },
  {
    file: 'mocks/handlers/boost.ts',
    line: 57,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      'the survivor is `expireDate !== null` made true: an ISO date string compared with null (`>=`) is false, so a job open until filled is boosted either way',
  },
  {
    file: 'mocks/handlers/matching.ts',
    line: 113,
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    reason: "an invitation without a message is refused by the input rule before (400), so `?? ''` never runs for one",
  },
  {
    file: 'mocks/handlers/matching.ts',
    line: 172,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason:
      'an invitation is sent only for a live job, and a job once listed keeps its listing (closing keeps its dates): the job of an invitation is always posted',
  },
  {
    file: 'mocks/handlers/my-jobs.ts',
    line: 127,
    mutator: 'MethodExpression',
    replacement: 'db.jobs.all()',
    reason:
      'a candidate saves and applies only to live jobs, and a job once listed keeps its listing: every job of their records is posted, so the filter leaves none out',
  },
  {
    file: 'mocks/handlers/my-jobs.ts',
    line: 147,
    mutator: 'ArithmeticOperator',
    replacement: 'b.id + a.id',
    reason:
      "pageOf inserts a record before those it ties with when the comparison says so, and the records come in the order stored, which is the id order (each is made through the provider's own call): the higher id first either way",
  },
  {
    file: 'mocks/handlers/feedback.ts',
    line: 19,
    mutator: 'ArithmeticOperator',
    replacement: 'b.id + a.id',
    reason:
      "pageOf inserts a record before those it ties with when the comparison says so, and the records come in the order stored, which is the id order (each is made through the provider's own call): the higher id first either way",
  },
];
