import path from 'node:path';
import { PactV4 } from '@pact-foundation/pact';
import type { Notifier } from '../../src/api/http';

process.env.PACT_DO_NOT_TRACK = 'true';

export const PACT_DIR = path.resolve(import.meta.dirname, '../../contracts/pacts');
export const CONSUMER = 'job-board-web';
export const API_PROVIDER = 'job-board-api';
export const CONTENT_PROVIDER = 'job-board-content';

export const apiPact = () => new PactV4({ consumer: CONSUMER, provider: API_PROVIDER, dir: PACT_DIR, logLevel: 'warn', host: '127.0.0.1' });
export const contentPact = () =>
  new PactV4({ consumer: CONSUMER, provider: CONTENT_PROVIDER, dir: PACT_DIR, logLevel: 'warn', host: '127.0.0.1' });

/** Records what the error catalogue would have shown, so error cases can assert it. */
export function recordingNotifier() {
  const shown: Array<{ kind: 'warning' | 'error'; message: string }> = [];
  const notify: Notifier = {
    warning: (message) => shown.push({ kind: 'warning', message }),
    error: (message) => shown.push({ kind: 'error', message }),
  };
  return { notify, shown };
}

/** ISO timestamps as the API writes them (`Date.prototype.toISOString`). */
export const ISO_FORMAT = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
