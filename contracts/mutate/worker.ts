/**
 * One job of `npm run contracts:mutate` (contracts/mutate/pool.ts forks it): verification sessions
 * (contracts/mutate/session.ts), asked one thing at a time over IPC. In the checkout, the generated mutations: one
 * session for all of them. In a copy of the checkout, the text patches: each is written into the copy's file, then the
 * project is loaded afresh under new module URLs (contracts/mutate/fresh-modules.mjs; the packages stay loaded, which
 * is most of a start's time) into a session of its own, and the file is put back.
 * Pact's verifier prints its report on this process's stdout, which the parent does not read.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import type { MutationSpec } from './generate';
import type { Baseline, Session, SpecVerified, Verified } from './session';
import type { Mutation } from '../mutations/mutation';

process.env.PACT_DO_NOT_TRACK = 'true';

/**
 * `baseline`: every interaction, unmutated. `spec`: a generated mutation. `patch`: a text patch, then every
 * interaction, those of the `first` routes first, until one fails.
 */
export type WorkerRequest = { baseline: true } | { spec: MutationSpec } | { patch: Mutation; first: string[] };

export type WorkerAnswer =
  { ready: true } | ({ baseline: true } & Baseline) | ({ spec: true } & SpecVerified) | ({ patched: true } & Verified);

const send = (answer: WorkerAnswer) => new Promise<void>((resolve) => process.send!(answer, () => resolve()));

let session: Promise<Session> | null = null;
const checkoutSession = () => (session ??= import('./session').then((m) => m.openSession()));

let generation = 0;
const failedToRun = (error: string): Verified => ({ verified: 0, failed: [], error });

async function patched(m: Mutation, first: readonly string[]): Promise<Verified> {
  const file = path.resolve(m.file);
  if (!existsSync(file)) return failedToRun(`no file ${m.file}`);
  const original = readFileSync(file, 'utf8');
  const count = m.find ? original.split(m.find).length - 1 : 0;
  if (count !== 1) return failedToRun(`the text to find occurs ${count} times in ${m.file}`);
  if (generation === 0) register('./fresh-modules.mjs', import.meta.url);
  generation += 1;
  writeFileSync(
    file,
    original.replace(m.find, () => m.replace),
  );
  try {
    const fresh = (await import(`./session.ts?mutant=${generation}`)) as typeof import('./session');
    const mutant = await fresh.openSession();
    try {
      return await mutant.all(first);
    } finally {
      await mutant.close();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return failedToRun(`the mutated mock did not run: ${message.split('\n')[0]}`);
  } finally {
    writeFileSync(file, original);
  }
}

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  if ('patch' in request) return { patched: true, ...(await patched(request.patch, request.first)) };
  const own = await checkoutSession();
  if ('baseline' in request) return { baseline: true, ...(await own.baseline()) };
  return { spec: true, ...(await own.run(request.spec)) };
}

process.on('message', async (request: WorkerRequest) => send(await answer(request)));
process.on('disconnect', async () => {
  await (await session)?.close();
  process.exit(0);
});
await send({ ready: true });
