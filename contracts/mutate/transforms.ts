import { EACH } from './fields';

/**
 * What a generated mutation does to an answer's body at one field (contracts/mutate/generate.ts): pure functions of
 * JSON, which copy what they change. A value the operation does not apply to (null, a missing field, an empty list)
 * is left as it is.
 */

export type FieldOp = 'drop' | 'retype' | 'perturb' | 'reorder' | 'cut';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The next character of the same class: a digit +1, a letter the next letter (9 -> 0, z -> a). */
function nextChar(c: string): string {
  if (c >= '0' && c <= '9') return String((Number(c) + 1) % 10);
  if (c === 'z') return 'a';
  if (c === 'Z') return 'A';
  return String.fromCharCode(c.charCodeAt(0) + 1);
}

/**
 * A string changed as a server's slip would change it, keeping its shape so that a pact's regex or format matcher
 * alone does not catch it: a date a day later, else its last letter or digit the next one.
 */
export function changedString(value: string): string {
  if (ISO_DATETIME.test(value)) {
    const shifted = new Date(Date.parse(value) + DAY_MS).toISOString();
    return value.includes('.') ? shifted : shifted.replace(/\.\d+Z$/, 'Z');
  }
  if (ISO_DATE.test(value)) return new Date(Date.parse(value) + DAY_MS).toISOString().slice(0, 10);
  const at = value.search(/[A-Za-z0-9](?=[^A-Za-z0-9]*$)/);
  if (at < 0) return `${value}x`;
  return value.slice(0, at) + nextChar(value[at]!) + value.slice(at + 1);
}

/**
 * The value as another JSON type: a number or a boolean as its string, a numeric string as its number (another string
 * as its length), a list as an object of its items, an object inside a list.
 */
export function retyped(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return NUMERIC.test(value) ? Number(value) : value.length;
  if (Array.isArray(value)) return { ...value };
  if (isRecord(value)) return [value];
  return value;
}

/** A number off by one, a boolean negated, a string changed (changedString). */
export function perturbed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return changedString(value);
  return value;
}

function changedValue(value: unknown, op: Exclude<FieldOp, 'drop'>): unknown {
  switch (op) {
    case 'retype':
      return retyped(value);
    case 'perturb':
      return perturbed(value);
    case 'reorder':
      return Array.isArray(value) ? [...value].reverse() : value;
    case 'cut':
      return Array.isArray(value) ? value.slice(0, -1) : value;
  }
}

/**
 * The body with the operation done at the path (keys from the root, EACH for every item of a list): `drop` removes the
 * field, the others change its value. An empty path is the whole body (which cannot be dropped).
 */
export function mutateAt(body: unknown, path: readonly string[], op: FieldOp): unknown {
  if (path.length === 0) return op === 'drop' ? body : changedValue(body, op);
  const [step, ...rest] = path;
  if (step === EACH) return Array.isArray(body) ? body.map((item) => mutateAt(item, rest, op)) : body;
  if (!isRecord(body) || !Object.hasOwn(body, step!)) return body;
  if (rest.length === 0 && op === 'drop') {
    const { [step!]: _dropped, ...kept } = body;
    return kept;
  }
  return { ...body, [step!]: mutateAt(body[step!], rest, op) };
}
