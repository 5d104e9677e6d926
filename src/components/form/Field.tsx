import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface ShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown beside the label (field help such as an InfoTip). */
  tip?: ReactNode;
  id?: string | undefined;
  className?: string;
}

/** What a control needs to be tied to its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, the control, its hint and its error beside it (announced, and tied to the control). */
function FieldShell({
  label,
  error,
  hint,
  tip,
  id,
  className = '',
  children,
}: ShellProps & { children: (props: ControlProps) => ReactNode }) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''} ${className}`.trim()}>
      <span className="field__label">
        <label htmlFor={controlId}>{label}</label>
        {tip}
      </span>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type Own = 'id' | 'className';

/** A labelled input with its hint and its error beside it. */
export function Field({
  label,
  error,
  hint,
  tip,
  id,
  className,
  ...input
}: ShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, Own>) {
  return (
    <FieldShell label={label} error={error} hint={hint} tip={tip} id={id} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldShell>
  );
}

/** A labelled select with its hint and its error beside it. */
export function SelectField({
  label,
  error,
  hint,
  tip,
  id,
  className,
  children,
  ...select
}: ShellProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, Own>) {
  return (
    <FieldShell label={label} error={error} hint={hint} tip={tip} id={id} className={className}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A labelled text area with its hint and its error beside it. */
export function TextAreaField({
  label,
  error,
  hint,
  tip,
  id,
  className,
  ...area
}: ShellProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>) {
  return (
    <FieldShell label={label} error={error} hint={hint} tip={tip} id={id} className={className}>
      {(control) => <textarea {...control} {...area} />}
    </FieldShell>
  );
}

/** The options of a select from a lookup list (`{ id, name }`), in its order. */
export function Options({ items }: { items: ReadonlyArray<{ id: number | string; name: string }> }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
