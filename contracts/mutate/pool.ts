import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { WorkerAnswer, WorkerRequest } from './worker';

/**
 * The jobs of `npm run contracts:mutate`: each a contracts/mutate/worker.ts process (its mock and pact's verifier)
 * of a checkout (this one, or a copy with a text patch), asked one thing at a time over IPC.
 */

export interface Worker {
  ask(request: WorkerRequest): Promise<WorkerAnswer>;
  stop(): void;
}

const TSX = import.meta.resolve('tsx');
const KEEP_LOG_CHARS = 20_000;
const STOP_GRACE_MS = 5_000;
const ANSWER_TIMEOUT_MS = 180_000;

/** Starts the worker of the checkout at `root`; resolves once its mock is up. */
export function startWorker(root: string): Promise<Worker> {
  const child: ChildProcess = fork(path.join(root, 'contracts/mutate/worker.ts'), [], {
    cwd: root,
    execArgv: ['--import', TSX],
    // Pact's verifier writes its whole report to stdout: not read.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
  });
  // The last of what the worker wrote to stderr (pact's errors, the mock's): told when it does not start.
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log = (log + String(d)).slice(-KEEP_LOG_CHARS)));
  let waiting: ((answer: WorkerAnswer | Error) => void) | null = null;
  const finish = (answer: WorkerAnswer | Error) => {
    const resolve = waiting;
    waiting = null;
    resolve?.(answer);
  };
  child.on('message', (answer: WorkerAnswer) => finish(answer));
  child.on('exit', (code) => finish(new Error(`the worker stopped (exit code ${code})`)));
  child.on('error', (error) => finish(error));
  const next = () =>
    new Promise<WorkerAnswer>((resolve, reject) => {
      if (child.exitCode !== null) return reject(new Error(`the worker stopped (exit code ${child.exitCode})`));
      // A worker that hangs (a patch that loops, a verifier that never ends) is given up, not waited for.
      const timer = setTimeout(
        () => finish(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)),
        ANSWER_TIMEOUT_MS,
      );
      waiting = (answer) => {
        clearTimeout(timer);
        if (answer instanceof Error) reject(answer);
        else resolve(answer);
      };
    });
  const worker: Worker = {
    ask(request) {
      const answer = next();
      child.send(request);
      return answer;
    },
    stop() {
      // A worker disconnected cleans up and exits; one that does not, soon, is ended.
      if (child.connected) child.disconnect();
      setTimeout(() => child.exitCode === null && child.kill(), STOP_GRACE_MS).unref();
    },
  };
  return next().then(
    () => worker,
    (error: Error) => {
      throw new Error(`${error.message}\n${log}`);
    },
  );
}
