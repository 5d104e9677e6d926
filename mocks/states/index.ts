import { clock } from '../clock';
import { clearDb } from '../db';
import { gazetteer } from '../gazetteer';
import { behaviour } from '../http';
import { accountStates } from './account';
import { accountSettingsStates } from './account-settings';
import { adminCompanyStates } from './admin-company';
import { authStates } from './auth';
import { boostStates } from './boost';
import { companyStates } from './company';
import { companyListStates } from './company-list';
import { companyPeopleStates } from './company-people';
import { contentStates } from './content';
import { employerJobStates } from './employer-job';
import { feedbackStates } from './feedback';
import { hiringStates } from './hiring';
import { homeStates } from './home';
import { jobStates } from './job';
import { journal } from './journal';
import { payInsightsStates } from './pay-insights';
import { placeStates } from './place';
import { profileStates } from './profile';
import { quizStates } from './quiz';

/**
 * Provider states: the name a pact interaction gives (`given`) -> a function that puts the mock's data into that
 * state from its parameters, one file per area as in ../handlers. Names describe the provider's data in the present
 * tense; their `{placeholders}` name the parameters. contracts/reference.md lists them for the backend team; the consumer
 * tests give them through a `given` typed by ProviderStateName (tests/contract/pact.ts).
 * States work on whatever data the mock holds (the demo data of `npm run mock:server`, or none): a state's setup puts
 * the records it names in place, with the pact's ids, replacing any (support.ts); the interaction's first teardown
 * puts back what its states and its request changed (journal.ts), the demo controls' faults and the clock.
 */
export const states = {
  ...authStates,
  ...accountStates,
  ...adminCompanyStates,
  ...companyStates,
  ...companyListStates,
  ...companyPeopleStates,
  ...jobStates,
  ...employerJobStates,
  ...hiringStates,
  ...boostStates,
  ...homeStates,
  ...payInsightsStates,
  ...placeStates,
  ...profileStates,
  ...accountSettingsStates,
  ...quizStates,
  ...contentStates,
  ...feedbackStates,
};

/** Every provider state the mock implements: a name not in here is not a state. */
export type ProviderStateName = keyof typeof states;
export type { Placeholders, StateParams } from './define';

const isStateName = (name: string): name is ProviderStateName => Object.hasOwn(states, name);

/** Back to an empty database, no interaction open and no injected faults (tests that start from nothing). */
export async function resetState() {
  await endInteraction();
  clearDb();
  behaviour.faults = [];
  behaviour.failPayments = 0;
}

/** The demo controls' faults and declines when the interaction began (a state may inject one). */
let behaviourBefore: Pick<typeof behaviour, 'faults' | 'failPayments'> | null = null;
/** The clock when the interaction began (a state may fix it: `the server's clock reads {now}`). */
let clockBefore: number | null = null;

function beginInteraction() {
  if (journal.isOpen()) return;
  journal.begin();
  behaviourBefore = structuredClone({ faults: behaviour.faults, failPayments: behaviour.failPayments });
  clockBefore = clock.fixed();
}

async function endInteraction() {
  if (!journal.isOpen()) return;
  await journal.end();
  gazetteer.forgetAdded();
  if (behaviourBefore) Object.assign(behaviour, behaviourBefore);
  behaviourBefore = null;
  clock.set(clockBefore);
}

/**
 * One step of the state-change protocol (Pact's verifiers). An interaction's first `setup` opens its journal and each
 * `setup` puts a state in place (pact sends them in the order of the interaction's `given`s); its first `teardown`
 * puts back what the interaction changed, the others find nothing left to do. A setup that fails puts back at once
 * (pact may send no teardown then).
 */
export async function applyState(name: string, params: Record<string, unknown>, action: 'setup' | 'teardown') {
  if (action === 'teardown') return endInteraction();
  beginInteraction();
  if (!name) return; // an interaction without a state: the data as it is
  try {
    if (!isStateName(name)) throw new Error(`No provider state named '${name}' is implemented in mocks/states/`);
    await states[name](params);
  } catch (error) {
    await endInteraction();
    throw error;
  }
}
