/**
 * One provider's verification, run by contracts/verify.ts in a child process: pact's verifier (native code) prints
 * its whole report and its logs to the process's own stdout, which a parent can silence and a library call cannot.
 * Gets pact-core's verifier options over IPC, answers `{ report }` (the verifier's JSON report, also when an
 * interaction failed) or `{ error }` (no report: the verification could not run).
 */
import { Verifier, type VerifierOptions } from '@pact-foundation/pact-core';

export type WorkerAnswer = { report: string } | { error: string };

process.env.PACT_DO_NOT_TRACK = 'true';

const looksLikeReport = (text: string) => text.trimStart().startsWith('{');

process.once('message', async (options: VerifierOptions) => {
  let answer: WorkerAnswer;
  try {
    answer = { report: await new Verifier(options).verify() };
  } catch (error) {
    // pact-core rejects a failed verification with an Error whose message is the JSON report.
    const message = error instanceof Error ? error.message : String(error);
    answer = looksLikeReport(message) ? { report: message } : { error: message };
  }
  process.send!(answer, () => process.exit(0));
});
