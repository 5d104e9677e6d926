import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
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
  /** Extra react-hook-form options (valueAsNumber, a change handler …). */
  rules?: RegisterOptions;
}

function useBound(name: string, rules?: RegisterOptions) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return { control: register(name, rules), error };
}

export function TextField({ name, rules, ...props }: Bound & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>) {
  const { control, error } = useBound(name, rules);
  return <Field {...props} {...control} error={error} />;
}

export function SelectInput({ name, rules, children, ...props }: Bound & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'>) {
  const { control, error } = useBound(name, rules);
  return (
    <SelectField {...props} {...control} error={error}>
      {children}
    </SelectField>
  );
}

export function TextArea({ name, rules, ...props }: Bound & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>) {
  const { control, error } = useBound(name, rules);
  return <TextAreaField {...props} {...control} error={error} />;
}

/** A checkbox with its label after it. */
export function Checkbox({ name, label, rules }: { name: string; label: ReactNode; rules?: RegisterOptions }) {
  const { register } = useFormContext();
  return (
    <label className="check">
      <input type="checkbox" {...register(name, rules)} />
      {label}
    </label>
  );
}
