import type { EquivalentMutant } from './equivalent';

/** Equivalent mutants of the mock's accounts code (see ./equivalent.ts). */
export const equivalentAccountsMutants: EquivalentMutant[] = [];
