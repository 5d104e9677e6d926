import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { judgeText, type Result } from './outcomes';
import { startWorker, type Worker } from './pool';
import { routes } from '../../mocks/http';
import '../../mocks/handlers';
import type { Mutation } from '../mutations';

/**
 * The hand-written mutations (contracts/mutations/: business rules a route's declaration cannot tell): each is a text
 * patch, applied alone to a copy of the checkout (one copy per job) by the copy's worker (contracts/mutate/worker.ts),
 * which loads the patched project afresh and verifies every interaction, those of the routes the mutation names
 * first, until one fails.
 */

const COPIED = ['mocks', 'src', 'contracts', 'package.json', 'tsconfig.json'];

/**
 * A copy of the files the verification needs (tracked, and new ones not ignored: the checkout as it is), with the
 * checkout's node_modules linked in.
 */
function makeCopy(root: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contracts-mutate-'));
  const listed = ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...COPIED];
  const files = execFileSync('git', listed, { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * The routes the mutation's words name (`Job/search`, `admin/Job/{id}`) and those it says observe it: verified first,
 * as the likeliest to fail.
 */
const firstRoutes = (m: Mutation) => [
  ...(m.observedBy ?? []),
  ...routes
    .filter((r) => m.what.includes(r.path) || m.what.includes(r.path.replace(/:(\w+)/g, '{$1}')))
    .map((r) => r.endpoint),
];

/** The mutations' `observedBy` entries that name no route, as `id: entry`. */
export const unknownObservers = (selected: readonly Mutation[]) =>
  selected.flatMap((m) =>
    (m.observedBy ?? []).filter((e) => !routes.some((r) => r.endpoint === e)).map((e) => `${m.id}: ${e}`),
  );

/** How many patches a worker loads before it is replaced (each load of the project stays in its memory). */
const PATCHES_PER_WORKER = 40;

async function runOne(worker: Worker, m: Mutation): Promise<Result> {
  try {
    const answer = await worker.ask({ patch: m, first: firstRoutes(m) });
    if (!('patched' in answer)) throw new Error('the worker answered something else');
    return judgeText(m.id, m.what, answer);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id: m.id, what: m.what, outcome: 'broken', note: message.split('\n')[0]!, problems: [] };
  }
}

/** Runs the text patches, `jobs` at once, reporting each result as it comes. */
export async function runTextPatches(
  root: string,
  selected: readonly Mutation[],
  jobs: number,
  report: (result: Result) => void,
): Promise<Result[]> {
  const copies = Array.from({ length: Math.min(jobs, selected.length) }, () => makeCopy(root));
  const results: Result[] = [];
  let next = 0;
  try {
    await Promise.all(
      copies.map(async (dir) => {
        let worker: Worker | null = null;
        let loads = 0;
        while (next < selected.length) {
          const m = selected[next++]!;
          if (!worker || loads === PATCHES_PER_WORKER) {
            worker?.stop();
            worker = await startWorker(dir);
            loads = 0;
          }
          loads += 1;
          const result = await runOne(worker, m);
          if (result.outcome === 'broken') {
            // A worker that stopped midway may have left the file patched, or its loaded modules in any state.
            worker.stop();
            worker = null;
            if (existsSync(path.join(root, m.file))) cpSync(path.join(root, m.file), path.join(dir, m.file));
          }
          results.push(result);
          report(result);
        }
        worker?.stop();
      }),
    );
  } finally {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
