import { useId } from 'react';
import { formatBytes, headOf, RESUME_LIMIT, resumeProblem } from '../../../domain/uploads';

export interface ResumeChoice {
  file: File | null;
  remove: boolean;
  error: string | null;
}

/** The resume as it is (a link to it), a new one to upload on save, or its removal; the limits beside it. */
export function ResumeField({
  id,
  current,
  choice,
  onChange,
}: {
  id: string;
  current: string | null;
  choice: ResumeChoice;
  onChange: (choice: ResumeChoice) => void;
}) {
  const ids = useId();
  const { error } = choice;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label">
        <label htmlFor={id}>Resume</label>
      </span>
      <p className="field__hint" id={`${ids}-hint`}>
        {RESUME_LIMIT.typeNames}, up to {formatBytes(RESUME_LIMIT.maxBytes)}.
      </p>
      {current && !choice.remove && !choice.file && (
        <p className="resume-current">
          <a href={current} download="resume">
            Your resume
          </a>{' '}
          <button
            type="button"
            className="button button--link"
            onClick={() => onChange({ file: null, remove: true, error: null })}
          >
            Remove it
          </button>
        </p>
      )}
      {choice.remove && (
        <p className="resume-current" role="status">
          The resume is removed when you save.{' '}
          <button
            type="button"
            className="button button--link"
            onClick={() => onChange({ file: null, remove: false, error: null })}
          >
            Keep it
          </button>
        </p>
      )}
      <input
        id={id}
        type="file"
        accept={RESUME_LIMIT.accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${ids}-hint`, error && `${ids}-error`].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          if (!file) return onChange({ ...choice, file: null, error: null });
          void headOf(file).then((head) => {
            const problem = resumeProblem(file, head);
            onChange({ file: problem ? null : file, remove: false, error: problem });
          });
        }}
      />
      {error && (
        <p className="field__error" id={`${ids}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
