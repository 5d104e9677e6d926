import type { SubmitOptions } from 'react-router-dom';

/**
 * How form values travel to a route action: JSON, or form data when a file is among them (the values as JSON
 * under `json`, each file under its field's name; a list of files under its name and `[]`, so an empty list stays a
 * list). `submissionOf` reads either back in the action.
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
export async function submissionOf<T>(request: Request): Promise<T> {
  if (request.headers.get('Content-Type')?.includes('application/json')) return (await request.json()) as T;
  const form = await request.formData();
  const values = JSON.parse(String(form.get(JSON_FIELD) ?? '{}')) as Record<string, unknown>;
  for (const [name, value] of form.entries()) {
    if (name === JSON_FIELD) continue;
    if (name.endsWith(LIST)) values[name.slice(0, -LIST.length)] = form.getAll(name);
    else values[name] = value;
  }
  return values as T;
}
