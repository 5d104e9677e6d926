// Images employers upload: company logos and cover images (the spec names the calls; limits designed here).

const KB = 1024;

export type ImageKind = 'logo' | 'cover';

/** The image types and largest size of each kind. Logos may be SVG; the sizes keep the demo within browser storage. */
export const imageLimits: Record<ImageKind, { types: readonly string[]; typeNames: string; maxBytes: number; label: string }> = {
  logo: { types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'], typeNames: 'PNG, JPEG, WebP or SVG', maxBytes: 500 * KB, label: 'logo' },
  cover: { types: ['image/png', 'image/jpeg', 'image/webp'], typeNames: 'PNG, JPEG or WebP', maxBytes: 2 * 1024 * KB, label: 'cover image' },
};

/** '500 kB', '1.2 MB'. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * KB ? `${(bytes / (1024 * KB)).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.max(1, Math.round(bytes / KB))} kB`;
}

/** What is wrong with a file for this kind of image, in words; null when it is fine. */
export function imageProblem(file: { type: string; size: number }, kind: ImageKind): string | null {
  const limit = imageLimits[kind];
  if (!limit.types.includes(file.type)) return `The ${limit.label} must be a ${limit.typeNames} image.`;
  if (file.size === 0) return `This ${limit.label} file is empty.`;
  if (file.size > limit.maxBytes) return `The ${limit.label} must be ${formatBytes(limit.maxBytes)} or smaller (this one is ${formatBytes(file.size)}).`;
  return null;
}
