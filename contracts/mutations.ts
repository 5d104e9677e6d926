/**
 * Realistic regressions of a provider, for `npm run contracts:mutate` (scripts/contracts-mutate.ts): each is applied
 * alone to a copy of the mock, and the provider verification of the committed pacts must then fail. `find` must
 * occur exactly once in `file` (else the mutation is reported broken); `replace` takes its place.
 */
import { accountMutations } from './mutations/accounts';
import { candidateMutations } from './mutations/candidates';
import { companyMutations } from './mutations/companies';
import { employerMutations } from './mutations/employers';
import type { Mutation } from './mutations/mutation';
import { settingsMutations } from './mutations/settings';

export type { Mutation };

export const mutations: Mutation[] = [
  ...accountMutations,
  ...companyMutations,
  ...employerMutations,
  ...candidateMutations,
  ...settingsMutations,
];
