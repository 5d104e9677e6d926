import type { EquivalentMutant } from './equivalent';

/** Equivalent mutants of the mock's jobs code (see ./equivalent.ts). */
export const equivalentJobsMutants: EquivalentMutant[] = [];
