import type { EquivalentMutant } from './equivalent';

/** Equivalent mutants of the mock's hiring code (see ./equivalent.ts). */
export const equivalentHiringMutants: EquivalentMutant[] = [];
