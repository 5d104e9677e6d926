import type { EquivalentMutant } from './equivalent';

/** Equivalent mutants of the mock's companies code (see ./equivalent.ts). */
export const equivalentCompaniesMutants: EquivalentMutant[] = [];
