import { z } from 'zod/mini';
import {
  headOf,
  imageLimits,
  imageProblem,
  MAX_PROFILE_PHOTOS,
  resumeProblem,
  type ImageKind,
} from '../../domain/uploads';

/**
 * Files a form sends beside its values (a company's logo and cover, a candidate's photos and resume), checked with the
 * rules of src/domain/uploads.ts that the form's file fields and the mock's uploads apply: the type the content shows
 * (its first bytes, so the checks are async) and the size.
 */

/** A file, by its shape: the runtime that read the form data may have a File class other than this global's. */
const isFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).size === 'number' &&
  typeof (value as File).arrayBuffer === 'function';

const fileWith = (problem: (file: File, head: Uint8Array) => string | null, missing: string) =>
  z.custom<File>().check(
    z.check<File>(async (payload) => {
      const file: unknown = payload.value;
      const found = isFile(file) ? problem(file, await headOf(file)) : missing;
      if (found) payload.issues.push({ code: 'custom', message: found, input: file });
    }),
  );

/** An image of this kind (logo, cover, photo). */
export const imageFileSchema = (kind: ImageKind) =>
  fileWith((file, head) => imageProblem(file, kind, head), `Choose the ${imageLimits[kind].label} file`);

/** New photos of a profile (the ones it keeps are counted by the about section's schema). */
export const photoFilesSchema = z
  .array(imageFileSchema('photo'))
  .check(z.maxLength(MAX_PROFILE_PHOTOS, `Keep at most ${MAX_PROFILE_PHOTOS} photos`));

/** A resume: PDF or Word. */
export const resumeFileSchema = fileWith(resumeProblem, 'Choose the resume file');
