import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { both, keptOutSide, requiredOnInput } from './input-side';
import * as auth from '../../src/api/schemas/auth';
import * as boost from '../../src/api/schemas/boost';
import * as common from '../../src/api/schemas/common';
import * as company from '../../src/api/schemas/company';
import * as companyProfile from '../../src/api/schemas/company-profile';
import * as content from '../../src/api/schemas/content';
import * as credentials from '../../src/api/schemas/credentials';
import * as employerJob from '../../src/api/schemas/employer-job';
import * as home from '../../src/api/schemas/home';
import * as job from '../../src/api/schemas/job';
import * as jobCandidate from '../../src/api/schemas/job-candidate';
import * as jobReview from '../../src/api/schemas/job-review';
import * as jobSearch from '../../src/api/schemas/job-search';
import * as myJobs from '../../src/api/schemas/my-jobs';

/**
 * The API's zod schemas as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), by zod 4's own conversion. The object
 * schemas src/api/schemas exports by name (`jobCardSchema`) become components (`JobCard`), referred to wherever they
 * occur; the rest is written in place. Each schema describes what travels (io `input`: a query's numbers as the
 * numbers they must be, before zod's coercion), with what zod's conversion loses of it put back (./input-side.ts).
 * Rules a JSON Schema cannot say (refinements across fields) are in contracts/reference.md.
 */

export type JsonSchema = { [key: string]: unknown };

const MODULES = [
  common,
  auth,
  boost,
  company,
  companyProfile,
  content,
  credentials,
  employerJob,
  home,
  job,
  jobCandidate,
  jobReview,
  jobSearch,
  myJobs,
];

const isSchema = (value: unknown): value is $ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** `jobCardSchema` → `JobCard`: the exported object schemas, by their component name (the first name of one wins). */
function namedObjectSchemas(): Map<$ZodType, string> {
  const names = new Map<$ZodType, string>();
  for (const module of MODULES) {
    for (const [key, value] of Object.entries(module)) {
      if (!key.endsWith('Schema') || !isSchema(value) || value._zod.def.type !== 'object' || names.has(value)) continue;
      names.set(value, key[0]!.toUpperCase() + key.slice(1, -'Schema'.length));
    }
  }
  return names;
}

export const componentRef = (name: string) => `#/components/schemas/${name}`;
const TEMPORARY = '__inline';

const CODE_CANDIDATES = Array.from({ length: 1000 }, (_, n) => n);

/**
 * The codes a number schema is refined to (`oneOf`, `codeOf` of src/api/schemas: a refinement that accepts a few
 * codes, which JSON Schema cannot read from it): the numbers 0 to 999 its refinement accepts, when they are a few.
 */
function codesOf(schema: $ZodType): number[] | undefined {
  const refinements = (schema._zod.def.checks ?? []).filter((check) => check._zod.def.check === 'custom');
  if (refinements.length !== 1) return undefined;
  const accepts = (refinements[0]!._zod.def as { fn?: (value: unknown) => unknown }).fn;
  const codes = accepts ? CODE_CANDIDATES.filter((n) => accepts(n) === true) : [];
  return codes.length > 0 && codes.length <= 50 ? codes : undefined;
}

const CONVERSION = { io: 'input', unrepresentable: 'any' } as const;

/** The input side of a schema converted alone (a pipe's second step), without the dialect. */
function convertedAlone(schema: $ZodType): JsonSchema {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { ...CONVERSION, override: tidy }) as JsonSchema;
  return converted;
}

/** A pattern that is one bracket class (`[0-9]`): it matches one character. */
const ONE_CLASS = /^\[(?:[^\\\]]|\\.)+\]$/;

/**
 * A string's patterns in the syntax every common regex engine reads alike (decision 0030): `\d` written `[0-9]`
 * (JavaScript's meaning; some engines' `\d` takes other digits too), and two "contains one of these characters"
 * checks, which zod writes as an `allOf` of two patterns (a form some tools merge into a pattern nothing matches),
 * as one pattern: either class before the other.
 */
function portablePatterns(jsonSchema: JsonSchema) {
  const ascii = (pattern: string) => pattern.replace(/(?<!\\)\\d/g, '[0-9]');
  if (typeof jsonSchema.pattern === 'string') jsonSchema.pattern = ascii(jsonSchema.pattern);
  const all = jsonSchema.allOf as JsonSchema[] | undefined;
  if (!all?.some((part) => 'pattern' in part)) return;
  const patterns = all.map((part) => (Object.keys(part).join() === 'pattern' ? ascii(String(part.pattern)) : null));
  if (patterns.length !== 2 || jsonSchema.pattern !== undefined || !patterns.every((p) => p && ONE_CLASS.test(p)))
    throw new Error(`No portable pattern for allOf ${JSON.stringify(all)}: write the check as one regex`);
  const [a, b] = patterns as [string, string];
  delete jsonSchema.allOf;
  jsonSchema.pattern = `${a}[\\s\\S]*${b}|${b}[\\s\\S]*${a}`;
}

/**
 * zod writes every integer's safe range (only a narrower one says something), cannot list a refinement's codes,
 * loses some of the input side (./input-side.ts), and writes some patterns in a syntax not every engine reads.
 */
function tidy({ zodSchema, jsonSchema }: { zodSchema: $ZodType; jsonSchema: JsonSchema }) {
  portablePatterns(jsonSchema);
  const def = zodSchema._zod.def;
  if (def.type === 'object') {
    const required = requiredOnInput((def as unknown as { shape: Record<string, $ZodType> }).shape);
    if (required.length) jsonSchema.required = required;
    else delete jsonSchema.required;
  }
  const outSide = keptOutSide(zodSchema);
  if (outSide) {
    const met = both({ ...jsonSchema }, convertedAlone(outSide));
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, met);
  }
  if (jsonSchema.type === 'number' || jsonSchema.type === 'integer') {
    const codes = codesOf(zodSchema);
    if (codes) Object.assign(jsonSchema, { type: 'integer', enum: codes });
  }
  if (jsonSchema.type !== 'integer') return;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** A value with every reference to a temporary schema replaced by that schema. */
function inlined(value: unknown, temporary: Record<string, JsonSchema>): unknown {
  if (Array.isArray(value)) return value.map((item) => inlined(item, temporary));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as JsonSchema).$ref;
  if (typeof ref === 'string' && ref.startsWith(componentRef(TEMPORARY)))
    return inlined(temporary[ref.slice(componentRef('').length)], temporary);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlined(item, temporary)]));
}

/**
 * Collects the schemas a document uses, then converts them at once: `use(schema)` now, `schemaOf(handle)` after
 * `convert()`, which answers the components.
 */
export function schemaSet() {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of namedObjectSchemas()) registry.add(schema, { id });
  let temporaries = 0;
  let converted: { named: Record<string, JsonSchema>; temporary: Record<string, JsonSchema> } | null = null;

  return {
    /** A handle of the schema: its component's name, or a temporary one for a schema written in place. */
    use(schema: $ZodType): string {
      const known = registry.get(schema)?.id;
      if (known !== undefined) return known;
      const id = `${TEMPORARY}${++temporaries}`;
      registry.add(schema, { id });
      return id;
    },
    convert(): Record<string, JsonSchema> {
      const { schemas } = z.toJSONSchema(registry, {
        ...CONVERSION,
        uri: componentRef,
        override: tidy,
      });
      const named: Record<string, JsonSchema> = {};
      const temporary: Record<string, JsonSchema> = {};
      for (const [id, { $schema: _dialect, $id: _id, ...schema }] of Object.entries(
        schemas as Record<string, JsonSchema>,
      )) {
        (id.startsWith(TEMPORARY) ? temporary : named)[id] = schema;
      }
      for (const id of Object.keys(named)) named[id] = inlined(named[id], temporary) as JsonSchema;
      converted = { named, temporary };
      return named;
    },
    /** The schema of a handle: a reference to its component, or the schema itself. */
    schemaOf(id: string): JsonSchema {
      if (!converted) throw new Error('schemaSet: convert() first');
      return id.startsWith(TEMPORARY)
        ? (inlined(converted.temporary[id], converted.temporary) as JsonSchema)
        : { $ref: componentRef(id) };
    },
    /** The schema of a handle as written, references kept (a query's or a path's properties become parameters). */
    definitionOf(id: string): JsonSchema {
      if (!converted) throw new Error('schemaSet: convert() first');
      return (inlined(converted.temporary[id] ?? converted.named[id], converted.temporary) as JsonSchema) ?? {};
    },
  };
}
