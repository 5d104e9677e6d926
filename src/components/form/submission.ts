import type { SubmitOptions } from 'react-router-dom';
import { z } from 'zod/mini';
import { firstIssues } from '../../api/schemas/common';
import type { ActionResult } from '../route/loaders';

/**
 * How form values travel to a route action: JSON, or form data when a file is among them (the values as JSON
 * under `json`, each file under its field's name; a list of files under its name and `[]`, so an empty list stays a
 * list). `submissionOf` reads either back in the action, and checks it.
 */
const JSON_FIELD = 'json';
const LIST = '[]';

const isFileList = (value: unknown): value is Blob[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof Blob);

type Submission = [target: FormData | Record<string, never>, options: SubmitOptions];

export function toSubmission(values: unknown, options: SubmitOptions): Submission {
  const entries = Object.entries((values ?? {}) as Record<string, unknown>);
  const isFiles = (v: unknown) => v instanceof Blob || isFileList(v);
  if (!entries.some(([, v]) => isFiles(v)))
    return [values as Record<string, never>, { ...options, encType: 'application/json' }];
  const form = new FormData();
  form.append(JSON_FIELD, JSON.stringify(Object.fromEntries(entries.filter(([, v]) => !isFiles(v)))));
  for (const [name, value] of entries) {
    if (value instanceof Blob) form.append(name, value);
    else if (isFileList(value)) for (const file of value) form.append(name + LIST, file);
  }
  return [form, { ...options, encType: 'multipart/form-data' }];
}

/** The values a form submitted (files back in their fields). */
async function valuesOf(request: Request): Promise<unknown> {
  if (request.headers.get('Content-Type')?.includes('application/json')) return request.json();
  const form = await request.formData();
  const values = JSON.parse(String(form.get(JSON_FIELD) ?? '{}')) as Record<string, unknown>;
  for (const [name, value] of form.entries()) {
    if (name === JSON_FIELD) continue;
    if (name.endsWith(LIST)) values[name.slice(0, -LIST.length)] = form.getAll(name);
    else values[name] = value;
  }
  return values;
}

/** An action's refusal of a submission it cannot read or that its schema refuses: a 400, as the server's. */
const refused = (fieldErrors: Record<string, string>, message: string): ActionResult<never> => ({
  ok: false,
  status: 400,
  message,
  fieldErrors,
});

const UNREADABLE = 'This form could not be sent as it is. Reload the page and try again.';

/** What checks a submission: a zod schema, or the schemas of an action's intents (`byIntent`). */
interface SubmissionSchema<T> {
  safeParseAsync(
    value: unknown,
  ): Promise<
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }
  >;
}

/** What a submission checked by `byIntent`'s schemas is. */
export type Submitted<S> = S extends SubmissionSchema<infer T> ? T : never;

const UNKNOWN_INTENT = 'This page cannot do what the form asked. Reload the page and try again.';

/**
 * The submissions of an action of several intents (`{ intent: 'details', … }`): one schema per intent, the same
 * schemas the API and the forms use, each extended with its `intent` literal. The submission's intent picks the
 * schema that checks it; an intent the action does not know, or none, is refused.
 */
export function byIntent<T extends readonly [z.ZodMiniType, ...z.ZodMiniType[]]>(
  ...intents: T
): SubmissionSchema<z.output<T[number]>> {
  // Each is an object whose `intent` is a literal: that literal names it.
  const intentOf = (schema: z.ZodMiniType) =>
    (schema as unknown as z.ZodMiniObject<{ intent: z.ZodMiniLiteral<string> }>).shape.intent._zod.def.values[0];
  const schemas = new Map<unknown, z.ZodMiniType>(intents.map((schema) => [intentOf(schema), schema]));
  return {
    safeParseAsync: async (value) => {
      const schema = schemas.get((value as { intent?: unknown } | null)?.intent);
      if (schema)
        return (await schema.safeParseAsync(value)) as Awaited<
          ReturnType<SubmissionSchema<z.output<T[number]>>['safeParseAsync']>
        >;
      return { success: false, error: { issues: [{ path: ['intent'], message: UNKNOWN_INTENT }] } };
    },
  };
}

/**
 * The values a form submitted, checked with the action's schema (for an action of several intents, `byIntent`'s: an
 * unknown intent is refused too). A submission that cannot be read or does not pass is the
 * form's refusal (a 400 with field errors, as `attempt` gives the server's): nothing unchecked reaches the API.
 * Async, so file checks may read the files' first bytes.
 */
export async function submissionOf<T>(request: Request, schema: SubmissionSchema<T>): Promise<ActionResult<T>> {
  let values: unknown;
  try {
    values = await valuesOf(request);
  } catch {
    return refused({}, UNREADABLE);
  }
  const parsed = await schema.safeParseAsync(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors = firstIssues(parsed.error.issues);
  return refused(fieldErrors, Object.values(fieldErrors).join('\n') || UNREADABLE);
}
