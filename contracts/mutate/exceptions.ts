import { showPath } from './fields';
import type { Kind, MutationSpec } from './generate';

/**
 * Generated mutations that may survive, each with why. A field no screen reads is listed here until it leaves the
 * answer (the survivors' report, contracts/mutation-survivors.md, names the candidates); a pact hole is not: it is
 * fixed in the pact. `field` covers the field and everything in it; no `kind` covers every kind.
 */
export interface MutationException {
  endpoint: string;
  field?: string;
  kind?: Kind;
  why: string;
}

export const exceptions: MutationException[] = [];

const within = (path: string, field: string) =>
  path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`);

/** The listed exception the mutation falls under, if any. */
export function exceptionFor(spec: MutationSpec, list: readonly MutationException[] = exceptions) {
  return list.find(
    (e) =>
      e.endpoint === spec.endpoint &&
      (e.kind === undefined || e.kind === spec.kind) &&
      (e.field === undefined || (spec.path !== undefined && within(showPath(spec.path), e.field))),
  );
}
