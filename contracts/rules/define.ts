/**
 * The rules a server must implement, per call, each naming the interactions of the committed pacts that show it.
 * Written once here and published in contracts/reference.md; tests/tools/contract-rules.test.ts holds the two
 * together (a rule names only interactions that exist; every interaction is named by a rule of the call it makes).
 */

export const RULE_KINDS = [
  'auth',
  'input',
  'not found',
  'filter',
  'bound',
  'default',
  'order',
  'limit',
  'conflict',
  'side effect',
  'answer',
] as const;

/**
 * - auth: who may call it (401, 403) and whose records it serves;
 * - input: what the request must hold (400 and its field messages);
 * - not found: the 404s;
 * - filter, bound, default, order, limit: which records a read returns, where a range starts and ends, what an
 *   omitted parameter means, their order, how many (a page);
 * - conflict: the 409s;
 * - side effect: what a write changes, and what it leaves alone;
 * - answer: what the answer holds that is none of the above (a derived value, a shape).
 */
export type RuleKind = (typeof RULE_KINDS)[number];

export interface Rule {
  kind: RuleKind;
  /** What the server must do, in a backend's words: no path of the web app's code. */
  rule: string;
  /**
   * The interactions (their descriptions) that show the rule: the rule at work, a near miss for each way a
   * half-broken server would still pass, both sides of a bound, a guard's mirror call, the reads after a write.
   */
  interactions: readonly string[];
  /** What a half-broken server could still get past these interactions: the pacts' work list, said openly. */
  unpinned?: readonly string[];
}

/** An area's rules: `METHOD path` as the mock declares the call (`GET admin/Job/:id`, `GET cms/items/partners`). */
export type Rules = Readonly<Record<string, readonly Rule[]>>;

export const defineRules = (rules: Rules) => rules;
