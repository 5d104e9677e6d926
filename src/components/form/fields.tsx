import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, type RegisterOptions } from 'react-hook-form';
import { Field, SelectField, TextAreaField } from './Field';

/**
 * Fields bound to the form around them (`<Form>` of ./Form): each registers itself by name and shows its own
 * error beside it. The unbound shells (./Field) stay for controls outside forms (filters).
 */
interface Bound {
  name: string;
  label: string;
  hint?: ReactNode;
  tip?: ReactNode;
  className?: string;
  /** The control's id (a link to the field focuses it); one of its own otherwise. */
  id?: string | undefined;
  /** Extra react-hook-form options (valueAsNumber, a change handler …). */
  rules?: RegisterOptions;
}

function useBound(name: string, rules?: RegisterOptions) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return { control: register(name, rules), error };
}

export function TextField({
  name,
  rules,
  ...props
}: Bound & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>) {
  const { control, error } = useBound(name, rules);
  return <Field {...props} {...control} error={error} />;
}

export function SelectInput({
  name,
  rules,
  children,
  ...props
}: Bound & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'>) {
  const { control, error } = useBound(name, rules);
  return (
    <SelectField {...props} {...control} error={error}>
      {children}
    </SelectField>
  );
}

export function TextArea({
  name,
  rules,
  ...props
}: Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>) {
  const { control, error } = useBound(name, rules);
  return <TextAreaField {...props} {...control} error={error} />;
}

/** A checkbox with its label after it, and its error beside it. */
export function Checkbox({
  name,
  label,
  rules,
  id,
}: {
  name: string;
  label: ReactNode;
  rules?: RegisterOptions;
  id?: string;
}) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const errorId = `${useId()}-error`;
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <label className="check">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register(name, rules)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** One choice of a ChoiceGroup: its value, its name, and a line on what it means. */
export interface Choice {
  value: string;
  label: string;
  description?: string;
}

/** Radio buttons as cards under a legend, with the group's error beside them (the first one takes the focus on an error). */
export function ChoiceGroup({ name, legend, choices }: { name: string; legend: string; choices: readonly Choice[] }) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const ids = useId();
  return (
    <fieldset
      className={`choices${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${ids}-error` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choices__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input type="radio" value={choice.value} {...register(name)} />
            <span className="choice__text">
              <strong>{choice.label}</strong>
              {choice.description && <span className="muted">{choice.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${ids}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
