import { mutationsOf, type MutationSpec } from './generate';
import { interactionsByRoute, sentQueryOf } from './interactions';
import { judgeGenerated, type Result } from './outcomes';
import { startWorker, type Worker } from './pool';
import { routes } from '../../mocks/http';
import '../../mocks/handlers';

/**
 * The generated mutations' run: workers of this checkout (contracts/mutate/worker.ts), first verified unmutated, then
 * given the mutations one at a time, as many at once as there are workers.
 */

/** Every generated mutation of every route the mock declares. */
export function generatedMutations(companyChecks: readonly string[]): MutationSpec[] {
  const called = interactionsByRoute(routes);
  return routes.flatMap((route) =>
    mutationsOf(route, {
      sentQuery: sentQueryOf(called.get(route)!),
      companyChecks: companyChecks.includes(route.endpoint),
    }),
  );
}

/**
 * `jobs` workers of the checkout, each having verified every interaction unmutated (else nothing after means anything:
 * throws with the failures), and the routes whose answers asked the company checks meanwhile.
 */
export async function startJobs(root: string, jobs: number): Promise<{ workers: Worker[]; companyChecks: string[] }> {
  const workers = await Promise.all(Array.from({ length: jobs }, () => startWorker(root)));
  const answers = await Promise.all(workers.map((w) => w.ask({ baseline: true })));
  const problems = answers.flatMap((a) =>
    !('baseline' in a)
      ? ['the worker gave no baseline']
      : a.error
        ? [a.error]
        : a.failed.flatMap((f) => [`✗ ${f.description}`, ...f.problems.map((p) => `    ${p}`)]),
  );
  if (problems.length) {
    for (const w of workers) w.stop();
    throw new Error(`The unmutated mock does not pass the verification:\n${[...new Set(problems)].join('\n')}`);
  }
  const first = answers[0]!;
  return { workers, companyChecks: 'baseline' in first ? first.companyChecks : [] };
}

/**
 * Runs the specs on the workers (a worker that stops is replaced), reporting each result as it comes; returns them in
 * the specs' order, whichever worker ended first.
 */
export async function runSpecs(
  root: string,
  workers: Worker[],
  specs: readonly MutationSpec[],
  report: (result: Result) => void,
): Promise<Result[]> {
  const results: Result[] = [];
  let next = 0;
  await Promise.all(
    workers.map(async (start, slot) => {
      let worker = start;
      while (next < specs.length) {
        const index = next++;
        const spec = specs[index]!;
        let result: Result;
        try {
          const answer = await worker.ask({ spec });
          if (!('spec' in answer)) throw new Error('the worker answered something else');
          result = judgeGenerated(spec, answer);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          result = { id: spec.id, what: spec.what, spec, outcome: 'broken', note: message, problems: [] };
          worker.stop();
          worker = await startWorker(root);
          workers[slot] = worker;
        }
        results[index] = result;
        report(result);
      }
    }),
  );
  return results;
}
