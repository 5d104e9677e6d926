import type { $ZodType } from 'zod/v4/core';

/**
 * What zod's JSON Schema conversion gets wrong of a request's input side, put right (./schemas.ts applies it).
 *
 * A pipe `A → B` accepts what A accepts and B then accepts. zod writes the input side of A alone, unless A is a
 * transform, and then of B alone: the rules of B after a schema (`z.pipe(amount, z.number())`: a pay's minimum may
 * not be null) are lost. Here both sides are kept, met into one schema where they are plain constraints, else as
 * `allOf`. Only a B that starts with a transform is left out: it receives what the transform makes, not what was
 * sent (a path's id: text, then a number). A transform's rules are read as zod reads them, as if it passed the value
 * on (a form's blank as none).
 *
 * zod also takes a pipe's optionality from its first step alone, and a transform accepts a missing key: a key whose
 * schema starts with a pipe that starts with a transform reads as optional even when what follows refuses it.
 */

type Json = Record<string, unknown>;

const defOf = (schema: $ZodType) => schema._zod.def as $ZodType['_zod']['def'] & Record<string, $ZodType>;

/** Whether an object may lack the key of this schema: every step of a pipe must let a missing value through. */
export function optionalOnInput(schema: $ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'transform') return true;
  if (def.type === 'pipe') return optionalOnInput(def.in!) && optionalOnInput(def.out!);
  if (def.type === 'nullable' || def.type === 'readonly') return optionalOnInput(def.innerType!);
  return schema._zod.optin !== undefined;
}

/** The keys an object schema's input must hold, in its shape's order. */
export const requiredOnInput = (shape: Record<string, $ZodType>) =>
  Object.keys(shape).filter((key) => !optionalOnInput(shape[key]!));

const startsWithTransform = (schema: $ZodType): boolean => {
  const def = defOf(schema);
  return def.type === 'transform' || (def.type === 'pipe' && startsWithTransform(def.in!));
};

/** The second step of a pipe whose rules also bind the value as sent; undefined when zod's conversion is right. */
export function keptOutSide(schema: $ZodType): $ZodType | undefined {
  const def = defOf(schema);
  if (def.type !== 'pipe' || defOf(def.in!).type === 'transform' || startsWithTransform(def.out!)) return undefined;
  return def.out;
}

/** Keywords that constrain a value of one type on their own: two schemas of them meet keyword by keyword. */
const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems']);
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems']);
const PLAIN = new Set(['type', 'pattern', 'format', 'enum', 'const', 'multipleOf', ...LOWER_BOUNDS, ...UPPER_BOUNDS]);

/** A schema as the alternatives it allows: the branches of a lone `anyOf`, or one per type of a list of types. */
function alternatives(schema: Json): Json[] {
  if (Object.keys(schema).length === 1 && Array.isArray(schema.anyOf)) return schema.anyOf as Json[];
  if (Array.isArray(schema.type)) return (schema.type as string[]).map((type) => ({ ...schema, type }));
  return [schema];
}

/** The type both allow: 'none' when none. */
function typeMeet(a: unknown, b: unknown): unknown {
  if (a === undefined || a === b) return b;
  if (b === undefined) return a;
  const pair = new Set([a, b]);
  return pair.has('integer') && pair.has('number') ? 'integer' : 'none';
}

/** One schema for what both plain schemas allow; 'none' when they allow nothing in common, null when not plain. */
function meet(a: Json, b: Json): Json | 'none' | null {
  const type = typeMeet(a.type, b.type);
  if (type === 'none') return 'none';
  if (![...Object.keys(a), ...Object.keys(b)].every((key) => PLAIN.has(key))) return null;
  const met: Json = { ...a, ...b, ...(type === undefined ? {} : { type }) };
  for (const key of Object.keys(a).filter((k) => k !== 'type' && k in b)) {
    if (LOWER_BOUNDS.has(key)) met[key] = Math.max(a[key] as number, b[key] as number);
    else if (UPPER_BOUNDS.has(key)) met[key] = Math.min(a[key] as number, b[key] as number);
    else if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return null;
  }
  return met;
}

/** A schema of what both schemas allow: their alternatives met pairwise where they are plain, else `allOf`. */
export function both(a: Json, b: Json): Json {
  if (Object.keys(b).length === 0) return a;
  const met = alternatives(a).flatMap((x) => alternatives(b).map((y) => meet(x, y)));
  if (met.includes(null)) return { allOf: [a, b] };
  const allowed = [
    ...new Map((met as Array<Json | 'none'>).filter((m) => m !== 'none').map((m) => [JSON.stringify(m), m])).values(),
  ];
  if (allowed.length === 0) throw new Error(`A pipe that accepts nothing: ${JSON.stringify({ allOf: [a, b] })}`);
  return allowed.length === 1 ? allowed[0]! : { anyOf: allowed };
}
