import { useId, useState, type KeyboardEvent } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';

/**
 * Fields whose value is a list, bound to the form around them (`<Form>` of ./Form): boxes to tick, entries to type,
 * choices to pick from a long list. Each shows its error (or the first of its entries') beside it, and its first
 * control takes `id` (a link to the field focuses it).
 */

function useListError(name: string) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as
    ({ message?: string } & Record<number, { message?: string }>) | undefined;
  if (!error) return undefined;
  return (
    error.message ??
    Object.values(error).find(
      (e): e is { message: string } => typeof (e as { message?: unknown })?.message === 'string',
    )?.message
  );
}

function ListError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={id}>
      {error}
    </p>
  ) : null;
}

/** The entries of a list field, each with its Remove button (the focus then goes back to the field's control). */
function Chips({
  label,
  items,
  onRemove,
}: {
  label: string;
  items: ReadonlyArray<{ value: string; label: string }>;
  onRemove: (item: { value: string; label: string }) => void;
}) {
  if (!items.length) return null;
  return (
    <ul className="entries" aria-label={label}>
      {items.map((item) => (
        <li key={item.value} className="entry">
          <span>{item.label}</span>
          <button
            type="button"
            className="entry__remove"
            aria-label={`Remove ${item.label}`}
            onClick={() => onRemove(item)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

interface BoxOption {
  value: string | number;
  label: string;
  /** A heading the option is listed under (options of one group follow each other). */
  group?: string;
}

/** Boxes to tick under a legend (under their groups' headings, if any); the value is the ticked options' values (as text). */
export function CheckboxGroup({
  name,
  legend,
  options,
  id,
  hint,
}: {
  name: string;
  legend: string;
  options: readonly BoxOption[];
  id?: string;
  hint?: string;
}) {
  const { register } = useFormContext();
  const error = useListError(name);
  const ids = useId();
  const groups = [...new Set(options.map((o) => o.group))];
  const box = (option: BoxOption) => (
    <label key={option.value} className="check">
      <input
        type="checkbox"
        id={option === options[0] ? id : undefined}
        value={String(option.value)}
        {...register(name)}
      />
      <span>{option.label}</span>
    </label>
  );
  return (
    <fieldset
      className={`choices${error ? ' field--invalid' : ''}`}
      aria-describedby={[hint && `${ids}-hint`, error && `${ids}-error`].filter(Boolean).join(' ') || undefined}
    >
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p className="field__hint" id={`${ids}-hint`}>
          {hint}
        </p>
      )}
      {groups.map((group) =>
        group === undefined ? (
          <div key="" className="checks">
            {options.filter((o) => o.group === undefined).map(box)}
          </div>
        ) : (
          <div key={group} className="checks-group" role="group" aria-label={group}>
            <p className="checks-group__title" aria-hidden="true">
              {group}
            </p>
            <div className="checks">{options.filter((o) => o.group === group).map(box)}</div>
          </div>
        ),
      )}
      <ListError id={`${ids}-error`} error={error} />
    </fieldset>
  );
}

/** Typed entries (skills, interests…): type one and press Enter or Add; each entry has its Remove button. */
export function EntriesField({
  name,
  label,
  hint,
  id,
  addLabel = 'Add',
}: {
  name: string;
  label: string;
  hint?: string;
  id?: string;
  addLabel?: string;
}) {
  const { field } = useController({ name });
  const error = useListError(name);
  const [draft, setDraft] = useState('');
  const [said, setSaid] = useState('');
  const auto = useId();
  const inputId = id ?? auto;
  const entries = (field.value ?? []) as string[];
  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    if (!entries.includes(entry)) field.onChange([...entries, entry]);
    setDraft('');
    setSaid(`${entry} added.`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry; it does not submit the section.
    event.preventDefault();
    add();
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label">
        <label htmlFor={inputId}>{label}</label>
      </span>
      {hint && (
        <p className="field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      <Chips
        label={label}
        items={entries.map((entry) => ({ value: entry, label: entry }))}
        onRemove={(entry) => {
          field.onChange(entries.filter((e) => e !== entry.value));
          setSaid(`${entry.label} removed.`);
          document.getElementById(inputId)?.focus();
        }}
      />
      <div className="entries__add">
        <input
          id={inputId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined
          }
        />
        <button type="button" className="button" onClick={add}>
          {addLabel}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      <ListError id={`${inputId}-error`} error={error} />
    </div>
  );
}

/** Choices picked one by one from a long list (a select adds, each picked one has Remove). */
export function PickList({
  name,
  label,
  options,
  id,
  hint,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  id?: string;
  hint?: string;
}) {
  const { field } = useController({ name });
  const error = useListError(name);
  const [said, setSaid] = useState('');
  const auto = useId();
  const selectId = id ?? auto;
  const picked = (field.value ?? []) as string[];
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label">
        <label htmlFor={selectId}>{label}</label>
      </span>
      {hint && (
        <p className="field__hint" id={`${selectId}-hint`}>
          {hint}
        </p>
      )}
      <Chips
        label={label}
        items={picked.map((value) => ({ value, label: labelOf(value) }))}
        onRemove={(item) => {
          field.onChange(picked.filter((v) => v !== item.value));
          setSaid(`${item.label} removed.`);
          document.getElementById(selectId)?.focus();
        }}
      />
      <select
        id={selectId}
        value=""
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint && `${selectId}-hint`, error && `${selectId}-error`].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => {
          const value = e.target.value;
          if (!value || picked.includes(value)) return;
          field.onChange([...picked, value]);
          setSaid(`${labelOf(value)} added.`);
        }}
      >
        <option value="">Add…</option>
        {options
          .filter((o) => !picked.includes(o.value))
          .map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
      </select>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      <ListError id={`${selectId}-error`} error={error} />
    </div>
  );
}
