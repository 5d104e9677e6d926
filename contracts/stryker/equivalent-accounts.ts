import type { EquivalentMutant } from './equivalent';

/**
 * Every request of the consumer that uploads a file (src/api/profile.ts and src/api/company.ts, `fileForm`) sends form
 * data whose `file` part is a file: the pacts hold only the app's requests, so the refusal of a missing or non-file part
 * is never asked for (a server without it passes them too; the rules publish it, as unpinned).
 */
const ALWAYS_A_FILE =
  "no request of the consumer lacks the form data's `file` file part (src/api/profile.ts and src/api/company.ts always append it), so the guard of a missing part is never reached by a pact";

const uploadGuard = (line: number, mutator: string, replacement: string): EquivalentMutant => ({
  file: 'mocks/uploads.ts',
  line,
  mutator,
  replacement,
  reason: ALWAYS_A_FILE,
});

/** Tokens are random and opaque: the pacts match them by type, and the verification runs where randomUUID exists. */
const RANDOM_TOKEN =
  'the verification runs on Node 20, whose global `crypto` has randomUUID, so the condition is always true and the fallback (for a browser page on a non-secure origin) never runs; either way a token is a fresh unique string the pacts match by type';

/** Equivalent mutants of the mock's accounts code (see ./equivalent.ts). */
export const equivalentAccountsMutants: EquivalentMutant[] = [
  {
    file: 'mocks/uploads.ts',
    line: 10,
    mutator: 'ArrowFunction',
    replacement: '() => undefined',
    reason: 'the next line reads `form?.get`: a form of undefined and one of null both give no part, the same 400',
  },
  uploadGuard(11, 'OptionalChaining', 'form.get'),
  uploadGuard(13, 'ConditionalExpression', 'false'),
  uploadGuard(
    13,
    'LogicalOperator',
    "(typeof file !== 'object' || file === null) && typeof file.arrayBuffer !== 'function'",
  ),
  uploadGuard(13, 'LogicalOperator', "typeof file !== 'object' && file === null"),
  uploadGuard(14, 'ObjectLiteral', '{}'),
  uploadGuard(14, 'ArrayDeclaration', '[]'),
  { ...uploadGuard(195, 'StringLiteral', '""'), file: 'mocks/handlers/profile.ts' },
  { ...uploadGuard(217, 'StringLiteral', '""'), file: 'mocks/handlers/profile.ts' },
  {
    file: 'mocks/uploads.ts',
    line: 25,
    mutator: 'EqualityOperator',
    replacement: 'i <= bytes.length',
    reason:
      'the one more turn starts at the end of the bytes: its subarray is empty and String.fromCharCode() adds "", the same data URL',
  },
  { file: 'mocks/tokens.ts', line: 10, mutator: 'ConditionalExpression', replacement: 'true', reason: RANDOM_TOKEN },
  {
    file: 'mocks/tokens.ts',
    line: 10,
    mutator: 'LogicalOperator',
    replacement: "typeof crypto !== 'undefined' || 'randomUUID' in crypto",
    reason: RANDOM_TOKEN,
  },
  { file: 'mocks/tokens.ts', line: 10, mutator: 'StringLiteral', replacement: '""', reason: RANDOM_TOKEN },
  { file: 'mocks/tokens.ts', line: 10, mutator: 'StringLiteral', replacement: '``', reason: RANDOM_TOKEN },
  {
    file: 'mocks/handlers/feedback.ts',
    line: 23,
    mutator: 'ConditionalExpression',
    replacement: 'false',
    reason:
      "`findFirst(where({ id: null }))` finds no user (ids are integers; @msw/data matches none), so a visitor's feedback answers `user` null either way",
  },
  {
    file: 'mocks/handlers/profile.ts',
    line: 128,
    mutator: 'ObjectLiteral',
    replacement: '{}',
    reason:
      "the empty profile of a candidate who saved nothing is only read (not stored), and toPublic reads none of its userId: the builder's default userId answers the same page",
  },
  {
    file: 'mocks/handlers/profile.ts',
    line: 92,
    mutator: 'StringLiteral',
    replacement: '"Stryker was here!"',
    reason:
      "the focuses are a fixed list (GET Lookups) and each one's job field is one of the fixed fields, so `fieldName(...)` is never undefined and the `?? ''` fallback never answers",
  },
  ...(
    [
      ['ConditionalExpression', 'false'],
      ['StringLiteral', '""'],
    ] as const
  ).map(([mutator, replacement]) => ({
    file: 'mocks/handlers/account-settings.ts',
    line: 116,
    mutator,
    replacement,
    reason:
      'the link was found usable just above, and a usable address-change link always has its change waiting: a new request ends the older links, the change uses its link up, a password reset ends them all',
  })),
  {
    file: 'mocks/handlers/account-settings.ts',
    line: 47,
    mutator: 'ConditionalExpression',
    replacement: 'true',
    reason:
      "the caller's own address never reaches it: asking for it is a 400 just before, and a waiting address was someone else's or free when asked for, never the caller's own",
  },
  {
    file: 'mocks/handlers/profile.ts',
    line: 92,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason: 'PUT Profile/qualifications refuses a focus id no focus has (400), so every stored focus is found',
  },
  {
    file: 'mocks/handlers/home.ts',
    line: 29,
    mutator: 'ArrayDeclaration',
    replacement: '["Stryker was here"]',
    reason: 'PUT Profile/work-preference refuses a place id no place has (400), so every wanted place is found',
  },
];
