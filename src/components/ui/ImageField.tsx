import { useEffect, useId, useMemo } from 'react';
import { formatBytes, imageLimits, imageProblem, type ImageKind } from '../../domain/uploads';

/**
 * A labelled image picker with a preview, its limits as a hint, and a clear message beside it when the file is of
 * the wrong type or too large (the file is then not taken). The preview is a local object URL: nothing is sent
 * until the form is saved.
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
  const limit = imageLimits[kind];
  const shown = preview ?? (current && (current.startsWith('data:') || current.startsWith('/')) ? current : null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`field image-field image-field--${kind}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={hintId}>
        {limit.typeNames}, up to {formatBytes(limit.maxBytes)}.
      </p>
      <div className="image-field__row">
        {shown ? <img className="image-field__preview" src={shown} alt={`${label} preview`} /> : <span className="image-field__empty" aria-hidden="true" />}
        <input
          id={id}
          type="file"
          accept={limit.types.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            const problem = chosen ? imageProblem(chosen, kind) : null;
            if (problem) e.target.value = '';
            onChange(problem ? file : chosen, problem);
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
