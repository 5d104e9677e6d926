import { readdirSync } from 'node:fs';
import type { Mutation } from './mutations/mutation';

/**
 * Realistic regressions of a provider, for `npm run contracts:mutate` (scripts/contracts-mutate.ts): each is applied
 * alone to a copy of the mock, and the provider verification of the committed pacts must then fail. `find` must
 * occur exactly once in `file` (else the mutation is reported broken); `replace` takes its place.
 * Every module of ./mutations/ (but mutation.ts, the type) is one area's list: each array it exports is taken, so a new
 * area's mutations need no registration here.
 */
export type { Mutation };

const dir = new URL('./mutations/', import.meta.url);
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'mutation.ts')
  .sort();

export const mutations: Mutation[] = (
  await Promise.all(modules.map(async (file) => Object.values(await import(new URL(file, dir).href)) as unknown[]))
)
  .flat()
  .filter((value): value is Mutation[] => Array.isArray(value))
  .flat();
