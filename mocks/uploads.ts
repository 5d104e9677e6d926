import { badRequest } from './http';

/**
 * Uploads: the form data's `file` part, and its bytes kept as a data URL of the type its content shows (nothing
 * leaves the page, and the demo's browser storage keeps it).
 */

/** The request's `file` part; a 400 naming `file` (with `missing`) when there is none. */
export async function filePart(request: Request, missing: string): Promise<Blob> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  // A file part (by its shape: the Blob class of the runtime that parsed the body may not be this global's).
  if (typeof file !== 'object' || file === null || typeof file.arrayBuffer !== 'function')
    throw badRequest(missing, { file: [missing] });
  return file;
}

/** A refusal of the file, beside the `file` field. */
export const fileRefused = (problem: string) => badRequest(problem, { file: [problem] });

/** The file's bytes as a data URL of this type. */
export async function dataUrlOf(file: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}
