import { PactV4 } from '@pact-foundation/pact';
import { ownPactDir } from './pact-dirs';
import type { Placeholders, ProviderStateName, StateParams } from '../../mocks/states';
import type { Notifier } from '../../src/api/http';

process.env.PACT_DO_NOT_TRACK = 'true';

const CONSUMER = 'job-board-web';
const API_PROVIDER = 'job-board-api';
const CONTENT_PROVIDER = 'job-board-content';

type PactInteraction = ReturnType<PactV4['addInteraction']>;
type JsonMap = Parameters<PactInteraction['given']>[1];

/** What `given` takes after a state's name: its parameters, one per `{placeholder}`; nothing for a name without. */
type StateArgs<Name extends ProviderStateName> = [Placeholders<Name>] extends [never]
  ? []
  : [params: StateParams<Name>];

/**
 * A pact interaction whose provider states are typed by the mock's (mocks/states): `given` takes only the name of a
 * state the mock implements, with the parameters that name holds. A state that does not exist, or a parameter
 * missing, fails tsc rather than the provider verification.
 */
export interface Interaction extends Omit<
  PactInteraction,
  'given' | 'uponReceiving' | 'pending' | 'comment' | 'testName' | 'reference'
> {
  given<Name extends string>(
    state: Name extends ProviderStateName ? Name : ProviderStateName,
    ...params: Name extends ProviderStateName ? StateArgs<Name> : [params?: JsonMap]
  ): Interaction;
  uponReceiving(description: string): Interaction;
  pending(pending?: boolean): Interaction;
  comment(...comment: Parameters<PactInteraction['comment']>): Interaction;
  testName(name: string): Interaction;
  reference(group: string, name: string, value: string): Interaction;
}

/** The consumer's pact with a provider: its interactions are typed ones. */
const pactWith = (provider: string) => {
  const pact = new PactV4({ consumer: CONSUMER, provider, dir: ownPactDir(), logLevel: 'warn', host: '127.0.0.1' });
  return { addInteraction: (): Interaction => pact.addInteraction() };
};
export const apiPact = () => pactWith(API_PROVIDER);
export const contentPact = () => pactWith(CONTENT_PROVIDER);

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
