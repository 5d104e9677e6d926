import { exceptionFor } from './exceptions';
import type { MutationSpec } from './generate';
import type { SpecVerified, Verified } from './session';

/** What became of each mutation, and how `npm run contracts:mutate` prints it. */

type Outcome = 'caught' | 'MISSED' | 'broken';

export interface Result {
  id: string;
  what: string;
  outcome: Outcome;
  /** Why it was not caught, or how many interactions failed. */
  note: string;
  /** A generated mutation's spec (none for a text patch). */
  spec?: MutationSpec;
  /** Why it may survive (contracts/mutate/exceptions.ts), when it is a listed exception. */
  exception?: string;
  /** Pact's words for the interactions that failed (shown with --verbose). */
  problems: string[];
}

function judged(verified: Verified): Pick<Result, 'outcome' | 'note' | 'problems'> | null {
  if (verified.error) return { outcome: 'broken', note: verified.error, problems: [] };
  if (verified.failed.length === 0) return null;
  return {
    outcome: 'caught',
    note: `${verified.failed.length} of ${verified.verified} failed`,
    problems: verified.failed.flatMap((f) => [`✗ ${f.description}`, ...f.problems.map((p) => `    ${p}`)]),
  };
}

/** A generated mutation's outcome: caught when an interaction failed; a survivor says why when it can. */
export function judgeGenerated(spec: MutationSpec, verified: SpecVerified): Result {
  const base = { id: spec.id, what: spec.what, spec };
  const exception = exceptionFor(spec)?.why;
  const outcome = judged(verified);
  if (outcome) return { ...base, ...outcome };
  return {
    ...base,
    outcome: 'MISSED',
    note: survivorNote(spec, verified),
    problems: [],
    ...(exception ? { exception } : {}),
  };
}

/** Why a generated mutation survived, as far as the run tells. */
function survivorNote(spec: MutationSpec, { verified, changes, unchanged, sameAnswers }: SpecVerified): string {
  if (verified === 0 && unchanged > 0)
    return `never applied: it changes none of the ${unchanged} answers of the route's interactions`;
  if (verified === 0)
    return spec.path ? 'no interaction of the route is answered 2xx' : 'no interaction calls the route';
  if (changes === 0) return `never applied: it changed none of the ${verified} interactions' requests or answers`;
  if (sameAnswers) return `applied, but each of the ${verified} interactions got its unmutated answer`;
  return `${verified} verified, none failed`;
}

/** A text patch's outcome (every interaction verified, or those until one failed). */
export function judgeText(id: string, what: string, verified: Verified): Result {
  const outcome = judged(verified);
  return {
    id,
    what,
    ...(outcome ?? { outcome: 'MISSED', note: `${verified.verified} verified, none failed`, problems: [] }),
  };
}

/** One line of the run's output. */
export function lineOf(result: Result): string {
  const why = result.exception ? ` (listed exception: ${result.exception})` : result.note ? ` (${result.note})` : '';
  return `${result.outcome.padEnd(6)} ${result.id} — ${result.what}${result.outcome === 'caught' ? '' : why}`;
}

/** Whether the result fails the run: missed or broken, and not a listed exception. */
export const fails = (result: Result) => result.outcome !== 'caught' && !result.exception;
