/**
 * What contracts/verify.ts hands pact's verifier, shaped for its speed (decision 0026): the same interactions and
 * the same checks, in a form its native code goes through in half the time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PactFile } from './pact-files';

/** Interactions per file handed to the verifier. */
const CHUNK = 80;

/**
 * The pact files' interactions written again in files of at most CHUNK interactions each, under `dir`: their paths.
 * The verifier copies a pact file's data for each interaction it verifies, so its work grows with the square of a
 * file's length; the committed files (one per provider) stay whole, as a backend team reads them.
 */
export function inChunks(files: readonly { file: string; pact: PactFile }[], dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return files.flatMap(({ file, pact }) => {
    const chunks: string[] = [];
    for (let start = 0; start < pact.interactions.length; start += CHUNK) {
      const out = path.join(dir, `${path.basename(file, '.json')}.${chunks.length + 1}.json`);
      writeFileSync(out, JSON.stringify({ ...pact, interactions: pact.interactions.slice(start, start + CHUNK) }));
      chunks.push(out);
    }
    return chunks;
  });
}

/**
 * The verifier builds an HTTP client for each call (some 6,000 a run: each state's setup and teardown, each
 * request), and each client reads every certificate of the machine's CA store. When every URL it calls is plain
 * HTTP it needs none: its store is then one self-signed certificate whose key nobody kept (contracts/no-tls.pem) and
 * an empty folder (`emptyDir`). Over HTTPS the machine's store is used as usual.
 */
export function caStoreFor(urls: readonly (string | undefined)[], emptyDir: string): NodeJS.ProcessEnv {
  if (!urls.every((url) => url === undefined || url.startsWith('http://'))) return {};
  mkdirSync(emptyDir, { recursive: true });
  return { SSL_CERT_FILE: path.join(import.meta.dirname, 'no-tls.pem'), SSL_CERT_DIR: emptyDir };
}
