import { useEffect, useId, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { imageFileProblem } from '../../../components/ui/ImageField';
import { formatBytes, imageLimits, MAX_PROFILE_PHOTOS } from '../../../domain/uploads';

/** A photo in the album: one the profile has (its address) or one chosen to upload on save (its file). */
type Photo = { kind: 'kept'; url: string } | { kind: 'new'; file: File; url: string };

/** What was wrong with the refused files: one file's problem as it is; several, each named, none left unsaid. */
function refusalOf(chosen: readonly File[], problems: readonly (string | null)[]): string | null {
  const refused = chosen.flatMap((file, i) => (problems[i] ? [`“${file.name}”: ${problems[i]}`] : []));
  if (refused.length < 2) return problems.find(Boolean) ?? null;
  return `${refused.length} photos were left out. ${refused.join(' ')}`;
}

/**
 * The album: the profile's photos (the form's `albumPhotosUrls`, in order) and new ones chosen to upload when the
 * section is saved (`files`, added after them). Each can be moved earlier or later (kept ones) and removed; every
 * chosen file is checked (type by content, size) and a refused one is named beside the field.
 */
export function PhotosField({
  id,
  files,
  onFiles,
  error,
  onError,
}: {
  id: string;
  files: File[];
  onFiles: (files: File[]) => void;
  error: string | null;
  onError: (error: string | null) => void;
}) {
  const { field } = useController({ name: 'albumPhotosUrls' });
  const kept = (field.value ?? []) as string[];
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const [said, setSaid] = useState('');
  const ids = useId();
  const photos: Photo[] = [
    ...kept.map((url): Photo => ({ kind: 'kept', url })),
    ...files.map((file, i): Photo => ({ kind: 'new', file, url: previews[i] ?? '' })),
  ];
  // Each photo's key: its address, and how many photos before it have that address (the same image added twice has
  // the same address: the mock gives an upload its content as address, and a server may give it its content's hash).
  const keys = photos.map((photo, i) => `${photo.url}#${photos.slice(0, i).filter((p) => p.url === photo.url).length}`);
  const room = MAX_PROFILE_PHOTOS - photos.length;
  const move = (from: number, to: number) => {
    const next = [...kept];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    field.onChange(next);
    setSaid(`Photo ${from + 1} moved to place ${to + 1}.`);
  };
  const removeAt = (i: number) => {
    if (i < kept.length) field.onChange(kept.filter((_, j) => j !== i));
    else onFiles(files.filter((_, j) => j !== i - kept.length));
    setSaid(`Photo ${i + 1} removed.`);
    document.getElementById(id)?.focus();
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label">
        <label htmlFor={id}>Photos</label>
      </span>
      <p className="field__hint" id={`${ids}-hint`}>
        Up to {MAX_PROFILE_PHOTOS} photos of you at work or outdoors: {imageLimits.photo.typeNames}, up to{' '}
        {formatBytes(imageLimits.photo.maxBytes)} each. New photos are uploaded when you save.
      </p>
      {photos.length > 0 && (
        <ol className="photos">
          {photos.map((photo, i) => (
            <li key={keys[i]} className="photo">
              <img
                src={photo.url}
                alt={`Album ${i + 1} of ${photos.length}${photo.kind === 'new' ? ' (not saved yet)' : ''}`}
              />
              <div className="photo__actions">
                {photo.kind === 'kept' && i > 0 && (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Move photo ${i + 1} earlier`}
                    onClick={() => move(i, i - 1)}
                  >
                    ←
                  </button>
                )}
                {photo.kind === 'kept' && i < kept.length - 1 && (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Move photo ${i + 1} later`}
                    onClick={() => move(i, i + 1)}
                  >
                    →
                  </button>
                )}
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() => removeAt(i)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <input
        id={id}
        type="file"
        multiple
        accept={imageLimits.photo.types.join(',')}
        aria-disabled={room <= 0 || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${ids}-hint`, error && `${ids}-error`].filter(Boolean).join(' ')}
        onClick={(event) => {
          if (room <= 0) {
            event.preventDefault();
            onError(`The profile has ${MAX_PROFILE_PHOTOS} photos: remove one first.`);
          }
        }}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          void Promise.all(chosen.map((file) => imageFileProblem(file, 'photo'))).then((problems) => {
            const fitting = chosen.filter((_, i) => !problems[i]);
            const good = fitting.slice(0, room);
            const overflow =
              fitting.length > room ? `Only ${MAX_PROFILE_PHOTOS} photos fit: the rest were left out.` : null;
            onFiles([...files, ...good]);
            onError([refusalOf(chosen, problems), overflow].filter(Boolean).join(' ') || null);
            if (good.length)
              setSaid(`${good.length} photo${good.length === 1 ? '' : 's'} added; they are uploaded when you save.`);
          });
        }}
      />
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {error && (
        <p className="field__error" id={`${ids}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
