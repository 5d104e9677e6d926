import type { SubmitOptions } from 'react-router-dom';

/**
 * How form values travel to a route action: JSON, or form data when a file is among them (the values as JSON
 * under `json`, each file under its field's name). `submissionOf` reads either back in the action.
 */
const JSON_FIELD = 'json';

type Submission = [target: FormData | Record<string, never>, options: SubmitOptions];

export function toSubmission(values: unknown, options: SubmitOptions): Submission {
  const files = Object.entries((values ?? {}) as Record<string, unknown>).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
  if (!files.length) return [values as Record<string, never>, { ...options, encType: 'application/json' }];
  const rest = Object.fromEntries(Object.entries(values as Record<string, unknown>).filter(([, v]) => !(v instanceof Blob)));
  const form = new FormData();
  form.append(JSON_FIELD, JSON.stringify(rest));
  for (const [name, file] of files) form.append(name, file);
  return [form, { ...options, encType: 'multipart/form-data' }];
}

/** The values a form submitted (files back in their fields). */
export async function submissionOf<T>(request: Request): Promise<T> {
  if (request.headers.get('Content-Type')?.includes('application/json')) return (await request.json()) as T;
  const form = await request.formData();
  const values = JSON.parse(String(form.get(JSON_FIELD) ?? '{}')) as Record<string, unknown>;
  for (const [name, value] of form.entries()) if (name !== JSON_FIELD) values[name] = value;
  return values as T;
}
