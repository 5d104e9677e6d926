import type { z } from 'zod/mini';

/**
 * The fields of an answer, read from the route's response schema (zod/mini, the app's own): each field's place in the
 * body and the JSON types it may hold, in the schema's order. What the mutations of an answer are generated from.
 */

type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** A path's step into every item of an array (as in JSONPath). */
export const EACH = '[*]';

export interface Field {
  /** Keys from the body's root; EACH steps into an array's items. */
  path: string[];
  /** What the schema allows there, in the order of JsonType. */
  types: JsonType[];
}

const ORDER: JsonType[] = ['string', 'number', 'boolean', 'array', 'object', 'null'];

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The JSON type of a literal value. */
function typeOfValue(value: unknown): JsonType | null {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  return typeof value === 'boolean' ? 'boolean' : null;
}

/** `$.result.items[*].title` */
export const showPath = (path: readonly string[]) =>
  '$' + path.map((key) => (key === EACH ? EACH : `.${key}`)).join('');

/** The fields of a body the schema describes, the body's root itself first (path `root`, empty for the whole body). */
export function fieldsOf(schema: z.ZodMiniType, root: string[] = []): Field[] {
  const found = new Map<string, Field>();
  const add = (path: string[], type: JsonType) => {
    const key = JSON.stringify(path);
    const field = found.get(key) ?? { path, types: [] };
    if (!field.types.includes(type)) field.types.push(type);
    found.set(key, field);
  };
  // A lazy (recursive) schema is followed once on each path: its fields repeat no deeper.
  const visit = (node: z.ZodMiniType, path: string[], within: Set<z.ZodMiniType>) => {
    if (within.has(node)) return;
    const inner = new Set(within).add(node);
    const def = defOf(node);
    switch (def.type) {
      case 'object':
        add(path, 'object');
        for (const [key, value] of Object.entries(def.shape ?? {})) visit(value, [...path, key], inner);
        return;
      case 'record':
        return add(path, 'object');
      case 'array':
        add(path, 'array');
        return visit(def.element!, [...path, EACH], inner);
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
        return add(path, def.type);
      case 'enum':
        for (const value of Object.values(def.entries ?? {})) add(path, typeOfValue(value)!);
        return;
      case 'literal':
        for (const value of def.values ?? []) {
          const type = typeOfValue(value);
          if (type) add(path, type);
        }
        return;
      case 'nullable':
        add(path, 'null');
        return visit(def.innerType!, path, inner);
      case 'optional':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        return visit(def.innerType!, path, inner);
      case 'pipe':
        return visit(def.in!, path, inner);
      case 'union':
        for (const option of def.options ?? []) visit(option, path, inner);
        return;
      case 'intersection':
        visit(def.left!, path, inner);
        return visit(def.right!, path, inner);
      case 'lazy':
        return visit(def.getter!(), path, inner);
      default:
        return; // any, unknown: nothing known to mutate
    }
  };
  visit(schema, root, new Set());
  return [...found.values()].map((f) => ({
    path: f.path,
    types: ORDER.filter((t) => f.types.includes(t)),
  }));
}

/** The keys of an object schema (a query's parameters); none for another schema. */
export function keysOf(schema: z.ZodMiniType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'pipe') return keysOf(def.in);
  return def.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}
