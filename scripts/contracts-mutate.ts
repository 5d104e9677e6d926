/**
 * `npm run contracts:mutate`: do the pacts catch a provider's regressions? Puts each mutation alone into the mock, runs
 * the provider verification of the committed pacts against it, and counts the mutation caught when an interaction
 * fails. The mock's own check of its answers against contracts/openapi.json is off: only the pacts judge.
 *
 *   npm run contracts:mutate [-- --only id1,id2] [--route TEXT] [--kind k1,k2] [--jobs 2] [--verbose]
 *                            [--survivors contracts/mutation-survivors.md]
 *
 * Two sets (design: docs/decisions/0010-generated-mutations.md):
 * - generated from the mock's route declarations (contracts/mutate/generate.ts: auth, query and every field of the
 *   answers), put into one running mock per job and verified against the interactions that call the mutated route;
 * - hand-written text patches for business rules (contracts/mutations/), each in a copy of the checkout.
 * --route keeps the generated mutations of routes whose `METHOD path` contains TEXT; --kind keeps those kinds
 * (`generated` for all of theirs, `hand-written` for the text patches). A mutation whose text is not found, or after which the verification could
 * not run, is broken. Prints one line per mutation and `mutations caught: N of M`; exits 1 when a mutation is missed
 * or broken and is not a listed exception (contracts/mutate/exceptions.ts), or when a listed exception is stale.
 * --survivors writes the generated survivors' report (contracts/mutate/survivors.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { KINDS } from '../contracts/mutate/generate';
import { generatedMutations, runSpecs, startJobs } from '../contracts/mutate/generated';
import { fails, lineOf, type Result } from '../contracts/mutate/outcomes';
import { staleExceptions, survivorsReport } from '../contracts/mutate/survivors';
import { runTextPatches, unknownObservers } from '../contracts/mutate/text-patches';
import { mutations } from '../contracts/mutations';

process.env.PACT_DO_NOT_TRACK = 'true';

const ROOT = path.resolve(import.meta.dirname, '..');
const HAND_WRITTEN = 'hand-written';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    route: { type: 'string' },
    kind: { type: 'string' },
    jobs: { type: 'string', default: '2' },
    verbose: { type: 'boolean', default: false },
    survivors: { type: 'string' },
  },
});
const list = (text: string | undefined) =>
  text
    ? text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
const jobs = Math.max(1, Math.min(4, Number(values.jobs) || 1));
const only = list(values.only);
const GENERATED = 'generated';
const asked = list(values.kind);
const kinds = asked?.flatMap((k) => (k === GENERATED ? KINDS : [k])) ?? null;
const badKinds = (kinds ?? []).filter((k) => k !== HAND_WRITTEN && !KINDS.includes(k));
if (badKinds.length) {
  console.error(`No such kind: ${badKinds.join(', ')} (kinds: ${[...KINDS, GENERATED, HAND_WRITTEN].join(', ')})`);
  process.exit(2);
}

function unique(ids: readonly string[]) {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`Two mutations have the id ${id}`);
    seen.add(id);
  }
  return seen;
}

function print(result: Result) {
  console.log(lineOf(result));
  if (values.verbose) for (const line of result.problems) console.log(`         ${line}`);
}

async function main() {
  const started = Date.now();
  const unobserved = unknownObservers(mutations);
  if (unobserved.length) {
    console.error(`No route is the observedBy of: ${unobserved.join(', ')}`);
    process.exit(2);
  }
  const { workers, companyChecks } = await startJobs(ROOT, jobs);
  const generated = generatedMutations(companyChecks);
  const ids = unique([...generated.map((s) => s.id), ...mutations.map((m) => m.id)]);
  const unknown = (only ?? []).filter((id) => !ids.has(id));
  if (unknown.length) {
    for (const w of workers) w.stop();
    console.error(`No mutation has the id: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const specs = generated.filter(
    (s) =>
      (!only || only.includes(s.id)) &&
      (!values.route || s.endpoint.includes(values.route)) &&
      (!kinds || kinds.includes(s.kind)),
  );
  const patches = mutations.filter(
    (m) => (!only || only.includes(m.id)) && !values.route && (!kinds || kinds.includes(HAND_WRITTEN)),
  );
  const results = await runSpecs(ROOT, workers, specs, print);
  for (const w of workers) w.stop();
  const generatedSeconds = Math.round((Date.now() - started) / 1000);
  results.push(...(await runTextPatches(ROOT, patches, jobs, print)));

  const whole = !only && !values.route && (!kinds || KINDS.every((k) => kinds.includes(k)));
  const stale = whole ? staleExceptions(results) : [];
  for (const line of stale) console.error(`stale exception: ${line}`);
  if (values.survivors) {
    writeFileSync(path.resolve(ROOT, values.survivors), survivorsReport(results, { whole, command: process.argv }));
    console.log(`survivors written to ${values.survivors}`);
  }
  const caught = results.filter((r) => r.outcome === 'caught').length;
  const broken = results.filter((r) => r.outcome === 'broken').length;
  const excepted = results.filter((r) => r.exception).length;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `generated: ${specs.length} in ${generatedSeconds} s; hand-written: ${patches.length} in ${seconds - generatedSeconds} s`,
  );
  console.log(
    `mutations caught: ${caught} of ${results.length}` +
      (broken ? ` (${broken} broken)` : '') +
      (excepted ? ` (${excepted} missed as listed exceptions)` : ''),
  );
  process.exitCode = results.some(fails) || stale.length ? 1 : 0;
}

await main();
