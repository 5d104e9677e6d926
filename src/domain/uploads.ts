// Files users upload: company logos and cover images, a candidate's photos and resume (limits designed here).

const KB = 1024;

export type ImageKind = 'logo' | 'cover' | 'photo';

/** The image types and largest size of each kind. Logos may be SVG; the sizes keep the demo within browser storage. */
export const imageLimits: Record<
  ImageKind,
  { types: readonly string[]; typeNames: string; maxBytes: number; label: string }
> = {
  logo: {
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    typeNames: 'PNG, JPEG, WebP or SVG',
    maxBytes: 500 * KB,
    label: 'logo',
  },
  cover: {
    types: ['image/png', 'image/jpeg', 'image/webp'],
    typeNames: 'PNG, JPEG or WebP',
    maxBytes: 2 * 1024 * KB,
    label: 'cover image',
  },
  photo: {
    types: ['image/png', 'image/jpeg', 'image/webp'],
    typeNames: 'PNG, JPEG or WebP',
    maxBytes: 1024 * KB,
    label: 'photo',
  },
};

/** How many photos a candidate's profile shows at most. */
export const MAX_PROFILE_PHOTOS = 6;

/** '500 kB', '1.2 MB'. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * KB
    ? `${(bytes / (1024 * KB)).toFixed(1).replace(/\.0$/, '')} MB`
    : `${Math.max(1, Math.round(bytes / KB))} kB`;
}

/** How many of a file's first bytes tell its image type (an SVG may open with an XML declaration and comments). */
const IMAGE_HEAD_BYTES = 4 * KB;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An SVG document: after a byte-order mark, white space, an XML declaration, comments and a doctype, its <svg> root. */
function isSvg(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  const prolog = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i;
  return /^<svg[\s>/]/.test(text.replace(prolog, ''));
}

/**
 * The image type a file's content shows (its first bytes: the PNG, JPEG and WebP signatures, an SVG's root
 * element), whatever its name or declared type; null when it is none of these. A text file named logo.png is null.
 */
export function imageTypeOf(head: Uint8Array): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (isSvg(head)) return 'image/svg+xml';
  return null;
}

/** The first bytes of a file, enough for imageTypeOf. */
export const headOf = async (file: Blob): Promise<Uint8Array> =>
  new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());

/**
 * What is wrong with a file for this kind of image, in words; null when it is fine. The type is the one its content
 * shows (`head`: its first bytes, see headOf), never its name's: the one rule of the image fields and of the mock's
 * uploads.
 */
export function imageProblem(file: { size: number }, kind: ImageKind, head: Uint8Array): string | null {
  const limit = imageLimits[kind];
  if (file.size === 0) return `This ${limit.label} file is empty.`;
  const type = imageTypeOf(head);
  if (!type) return `This file is not an image. The ${limit.label} must be a ${limit.typeNames} image.`;
  if (!limit.types.includes(type)) return `The ${limit.label} must be a ${limit.typeNames} image.`;
  if (file.size > limit.maxBytes)
    return `The ${limit.label} must be ${formatBytes(limit.maxBytes)} or smaller (this one is ${formatBytes(file.size)}).`;
  return null;
}

/** A resume: PDF or Word, its type told by its content (a Word .docx is a ZIP package, a .doc an OLE file). */
export const RESUME_LIMIT = {
  typeNames: 'PDF or Word',
  maxBytes: 2 * 1024 * KB,
  accept: '.pdf,.doc,.docx,application/pdf,application/msword',
} as const;

/** The resume type a file's first bytes show, or null: PDF, Word (.docx, a ZIP package) or Word 97-2003 (.doc). */
export function documentTypeOf(
  head: Uint8Array,
):
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | null {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  return null;
}

/** What is wrong with a file for a resume, in words; null when it is fine (the form's and the mock's one rule). */
export function resumeProblem(file: { size: number }, head: Uint8Array): string | null {
  if (file.size === 0) return 'This resume file is empty.';
  if (!documentTypeOf(head)) return `The resume must be a ${RESUME_LIMIT.typeNames} document.`;
  if (file.size > RESUME_LIMIT.maxBytes)
    return `The resume must be ${formatBytes(RESUME_LIMIT.maxBytes)} or smaller (this one is ${formatBytes(file.size)}).`;
  return null;
}
