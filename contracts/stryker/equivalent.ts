/**
 * Mutants of the mock's code that no pact can kill, each with its reason (`npm run contracts:stryker` counts them
 * apart, decision 0031). A mutant is named by its file, the line it starts on, its mutator and what it writes
 * instead, as Stryker's report gives them. A survivor that is not listed here is a pact to add.
 */
export interface EquivalentMutant {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  reason: string;
}

export const equivalentMutants: EquivalentMutant[] = [];
