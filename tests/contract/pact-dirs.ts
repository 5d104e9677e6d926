import path from 'node:path';

/** The committed pact files (what CI compares, what the provider verification reads). */
export const PACT_DIR = path.resolve(import.meta.dirname, '../../contracts/pacts');
/** Where a run of the contract tests writes them, until the run ends (./global-setup.ts moves them in). */
export const PACT_RUN_DIR = path.resolve(import.meta.dirname, '../../.pacts-run');
