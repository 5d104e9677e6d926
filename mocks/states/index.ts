import { clearDb } from '../db';
import { behaviour } from '../http';
import { adminCompanyStates } from './admin-company';
import { authStates } from './auth';
import { boostStates } from './boost';
import { companyStates } from './company';
import { contentStates } from './content';
import { employerJobStates } from './employer-job';
import { homeStates } from './home';
import { jobStates } from './job';

/**
 * Provider states: the name a pact interaction gives (`given`) -> a function that puts the mock's data into that
 * state from its parameters, one file per area as in ../handlers. Names describe the provider's data in the present
 * tense; their `{placeholders}` name the parameters. contracts/README.md lists them for the backend team; the consumer
 * tests give them through a `given` typed by ProviderStateName (tests/contract/pact.ts).
 * Every interaction starts from an empty database (see resetState).
 */
export const states = {
  ...authStates,
  ...adminCompanyStates,
  ...companyStates,
  ...jobStates,
  ...employerJobStates,
  ...boostStates,
  ...homeStates,
  ...contentStates,
};

/** Every provider state the mock implements: a name not in here is not a state. */
export type ProviderStateName = keyof typeof states;
export type { Placeholders, StateParams } from './define';

const isStateName = (name: string): name is ProviderStateName => Object.hasOwn(states, name);

/** Back to an empty database and no injected faults: called after every interaction. */
export function resetState() {
  clearDb();
  behaviour.faults = [];
  behaviour.failPayments = 0;
}

/** One step of the state-change protocol (Pact's verifiers): set a state up, or tear every state down. */
export async function applyState(name: string, params: Record<string, unknown>, action: 'setup' | 'teardown') {
  if (action === 'teardown') return resetState();
  if (!name) return; // an interaction without a state: the empty database
  if (!isStateName(name)) throw new Error(`No provider state named '${name}' is implemented in mocks/states/`);
  await states[name](params);
}
