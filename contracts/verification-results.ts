/**
 * The provider verification's results, interaction by interaction, from the JSON report of pact's verifier (the
 * string pact-core's `Verifier.verify()` resolves with, or the message of the error it rejects with when an
 * interaction failed): `{ result, interactionResults: [{ description, result: "OK" | "Error", mismatch? }], … }`.
 * Used by contracts/verify.ts; tested in tests/unit/verification-results.test.ts.
 */
import { z } from 'zod/mini';

const mismatchSchema = z.looseObject({
  type: z.string(),
  mismatch: z.optional(z.string()),
  path: z.optional(z.string()),
  key: z.optional(z.string()),
  parameter: z.optional(z.string()),
});

/** Why an interaction failed: its mismatches (status, headers, body …), or an error (a failed state change …). */
const failureSchema = z.looseObject({
  type: z.string(),
  message: z.optional(z.string()),
  mismatches: z.optional(z.array(mismatchSchema)),
});

/** Per-interaction results are in the report since pact-core 19 (pact-ffi's `pactffi_verifier_json`). */
const reportSchema = z.looseObject({
  result: z.boolean(),
  interactionResults: z.array(
    z.looseObject({ description: z.string(), result: z.string(), mismatch: z.optional(failureSchema) }),
  ),
});

export interface InteractionOutcome {
  description: string;
  passed: boolean;
  /** Pact's words for what went wrong, one line each; empty for a passed interaction. */
  problems: string[];
}

/** Pact's text for one failure: each mismatch where it is (a body path, a header, a query parameter) and what. */
export function problemsOf(failure: z.infer<typeof failureSchema> | undefined): string[] {
  if (!failure) return ['failed (pact gave no reason)'];
  const lines = (failure.mismatches ?? []).map((m) => {
    const where = m.path ?? m.key ?? m.parameter;
    return `${m.type}${where ? ` ${where}` : ''}: ${m.mismatch ?? 'mismatch'}`;
  });
  if (failure.message) lines.unshift(failure.message);
  return lines.length ? lines : [`failed (${failure.type})`];
}

/** Interactions that were not verified (no report, no base URL …): each failed, with the reason. */
export const notVerified = (descriptions: readonly string[], reason: string): InteractionOutcome[] =>
  descriptions.map((description) => ({ description, passed: false, problems: [`not verified: ${reason}`] }));

/**
 * The outcome of each interaction the pact files hold (`descriptions`), from the verifier's report: passed only when
 * pact reports it "OK". An interaction the report says nothing of did not pass (it was not verified); a report that
 * cannot be read, or has no per-interaction results, fails them all, with the reason.
 */
export function outcomesOf(report: string, descriptions: readonly string[]): InteractionOutcome[] {
  let json: unknown;
  try {
    json = JSON.parse(report);
  } catch {
    return notVerified(descriptions, report.split('\n')[0] || 'pact gave no report');
  }
  const parsed = reportSchema.safeParse(json);
  if (!parsed.success) return notVerified(descriptions, 'pact gave a report without per-interaction results');
  return descriptions.map((description) => {
    const own = parsed.data.interactionResults.find((r) => r.description === description);
    if (!own) return { description, passed: false, problems: ['not verified: pact reported no result for it'] };
    return own.result === 'OK'
      ? { description, passed: true, problems: [] }
      : { description, passed: false, problems: problemsOf(own.mismatch) };
  });
}

/**
 * `N passed, M failed` (and `, K skipped` when --only left some out), then each failed interaction with pact's words
 * for it. Interactions that were not verified for one and the same reason (no state-change URL, say) are one line:
 * the reason once, with their count.
 */
export function describeOutcomes(provider: string, outcomes: readonly InteractionOutcome[], skipped = 0): string[] {
  const failed = outcomes.filter((o) => !o.passed);
  const notRun = new Map<string, string[]>();
  for (const o of failed)
    if (o.problems.length === 1 && o.problems[0]!.startsWith('not verified: '))
      notRun.set(o.problems[0]!, [...(notRun.get(o.problems[0]!) ?? []), o.description]);
  const grouped = new Set([...notRun.values()].filter((d) => d.length > 1).flat());
  const lines = failed
    .filter((o) => !grouped.has(o.description))
    .flatMap((o) => [`  ✗ ${o.description}`, ...o.problems.map((p) => `      ${p}`)]);
  for (const [reason, descriptions] of notRun)
    if (descriptions.length > 1) lines.push(`  ✗ ${descriptions.length} interactions ${reason}`);
  return [
    `${provider}: ${outcomes.length - failed.length} passed, ${failed.length} failed${skipped ? `, ${skipped} skipped` : ''}`,
    ...lines,
  ];
}
