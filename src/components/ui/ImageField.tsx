import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatBytes, headOf, imageLimits, imageProblem, type ImageKind } from '../../domain/uploads';

/**
 * Whether the browser can draw the file (an image whose first bytes are right may still be cut short). Where
 * images cannot be decoded (jsdom), the content check of imageProblem stands alone.
 */
async function decodes(file: File): Promise<boolean> {
  const image = new Image();
  if (typeof image.decode !== 'function') return true;
  const url = URL.createObjectURL(file);
  try {
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** What is wrong with the chosen file as an image of this kind (its content checked, then drawn); null when fine. */
export async function imageFileProblem(file: File, kind: ImageKind): Promise<string | null> {
  const problem = imageProblem(file, kind, await headOf(file));
  if (problem) return problem;
  return (await decodes(file))
    ? null
    : `This ${imageLimits[kind].label} cannot be read: the file is damaged. Choose another.`;
}

/**
 * A labelled image picker with a preview, its limits as a hint, and a clear message beside it when the file is not
 * an image of the right type (by its content, not its name) or is too large: the file is then not taken, and the
 * last good image (or none) stays in the preview. The preview is a local object URL: nothing is sent until the form
 * is saved. An image that fails to show is never left broken: the empty frame shows instead.
 */
export function ImageField({
  label,
  kind,
  current,
  file,
  error,
  onChange,
}: {
  label: string;
  kind: ImageKind;
  /** The image the company has now (its address), shown until another is chosen. */
  current: string | null;
  file: File | null;
  error?: string | undefined;
  onChange: (file: File | null, error: string | null) => void;
}) {
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const [broken, setBroken] = useState<string | null>(null);
  // The latest choice wins: the check of an earlier one that ends later is dropped.
  const choice = useRef(0);
  const limit = imageLimits[kind];
  const candidate = preview ?? (current && (current.startsWith('data:') || current.startsWith('/')) ? current : null);
  const shown = candidate === broken ? null : candidate;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`field image-field image-field--${kind}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={hintId}>
        {limit.typeNames}, up to {formatBytes(limit.maxBytes)}.
      </p>
      <div className="image-field__row">
        {shown ? (
          <img className="image-field__preview" src={shown} alt={`${label} preview`} onError={() => setBroken(shown)} />
        ) : (
          <span className="image-field__empty" aria-hidden="true" />
        )}
        <input
          id={id}
          type="file"
          accept={limit.types.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => {
            const input = e.target;
            const chosen = input.files?.[0] ?? null;
            const mine = ++choice.current;
            void (chosen ? imageFileProblem(chosen, kind) : Promise.resolve(null)).then((problem) => {
              if (mine !== choice.current) return;
              if (problem) input.value = '';
              onChange(problem ? file : chosen, problem);
            });
          }}
        />
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
