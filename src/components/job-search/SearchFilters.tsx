import { useId, useState } from 'react';
import { activeFilterCount, type SearchPatch } from './search-params';
import { firstIssues } from '../../api/schemas/common';
import type { JobOptions } from '../../api/schemas/job';
import { jobSearchQuerySchema, type JobSearchQuery } from '../../api/schemas/job-search';
import { BENEFIT_FLAGS, benefitFlagLabels } from '../../domain/benefits';
import { JobType, jobTypeLabels, remoteStatusFilterOptions, remoteStatusLabels } from '../../domain/enums/job';
import { DatePostedFilter, datePostedFilterLabels } from '../../domain/enums/job-search';
import { useDraft } from '../ui/useDraft';

const datePostedChoices = [
  DatePostedFilter.AnyTime,
  DatePostedFilter.PastMonth,
  DatePostedFilter.PastWeek,
  DatePostedFilter.Past24Hours,
];

/** Checkboxes of one filter list, in a fieldset. */
function CheckGroup<T extends string | number>(props: {
  legend: string;
  choices: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[] | undefined;
  /** One box ticked or cleared (applied to the URL as it is then, not as this render saw it). */
  onToggle: (value: T, checked: boolean) => void;
}) {
  const selected = props.selected ?? [];
  return (
    <fieldset className="filter">
      <legend>{props.legend}</legend>
      {props.choices.map(({ value, label }) => (
        <label key={String(value)} className="check">
          <input
            type="checkbox"
            checked={selected.includes(value)}
            onChange={(e) => props.onToggle(value, e.target.checked)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The pay filter: typed amounts are checked with the search's own schema and applied together. */
function PayFilter({
  min,
  max,
  per,
  options,
  apply,
}: {
  min: number | undefined;
  max: number | undefined;
  per: number | undefined;
  options: JobOptions | null;
  apply: (patch: SearchPatch) => void;
}) {
  const id = useId();
  // Started again from the URL's amounts when they change (the fields stay, and so does the focus in them).
  const [draft, setDraft] = useDraft(
    () => ({ min: min?.toString() ?? '', max: max?.toString() ?? '', errors: {} as Record<string, string> }),
    `${min}-${max}`,
  );

  const submit = () => {
    const parsed = jobSearchQuerySchema.safeParse({ salaryMin: draft.min.trim(), salaryMax: draft.max.trim() });
    if (!parsed.success) {
      setDraft({ ...draft, errors: firstIssues(parsed.error.issues) });
      return;
    }
    setDraft({ ...draft, errors: {} });
    apply({ salaryMin: parsed.data.salaryMin, salaryMax: parsed.data.salaryMax });
  };
  const field = (key: 'min' | 'max', label: string) => {
    const error = draft.errors[key === 'min' ? 'salaryMin' : 'salaryMax'];
    return (
      <div className={`field field--compact${error ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input
          id={`${id}-${key}`}
          inputMode="numeric"
          value={draft[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), submit())}
        />
        {error && (
          <p className="field__error" id={`${id}-${key}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="filter">
      <legend>Pay</legend>
      <div className="pay-row">
        {field('min', 'Minimum ($)')}
        {field('max', 'Maximum ($)')}
      </div>
      <div className="field field--compact">
        <label htmlFor={`${id}-per`}>Paid</label>
        <select
          id={`${id}-per`}
          value={per ?? ''}
          onChange={(e) => apply({ salaryCompensationId: e.target.value || undefined })}
        >
          <option value="">Any period</option>
          {options?.salaryCompensations.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" onClick={submit}>
        Apply pay
      </button>
    </fieldset>
  );
}

/**
 * The filters of the search, from the spec's enumerations and the job lookups. Each change is applied to the URL as
 * it is then (`apply`, `toggle`), so two quick clicks keep both; on narrow screens they fold behind a button.
 */
export function SearchFilters({
  query,
  options,
  apply,
  toggle,
  clear,
}: {
  query: JobSearchQuery;
  options: JobOptions | null;
  apply: (patch: SearchPatch) => void;
  toggle: (key: keyof SearchPatch, value: string | number, on: boolean) => void;
  clear: () => void;
}) {
  const ids = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(query);
  const focuses = options?.focuses.filter((f) => f.jobFieldId === query.jobFieldId) ?? [];
  return (
    <aside className="filters" aria-label="Filters">
      <button
        type="button"
        className="button filters__toggle"
        aria-expanded={filtersOpen}
        aria-controls={`${ids}-filters`}
        onClick={() => setFiltersOpen((v) => !v)}
      >
        Filters{filterCount ? ` (${filterCount})` : ''}
      </button>
      <div id={`${ids}-filters`} className={`filters__body${filtersOpen ? ' filters__body--open' : ''}`}>
        <fieldset className="filter">
          <legend>Date posted</legend>
          {datePostedChoices.map((choice) => (
            <label key={choice} className="check">
              <input
                type="radio"
                name={`${ids}-posted`}
                checked={(query.datePosted ?? DatePostedFilter.AnyTime) === choice}
                onChange={() => apply({ datePosted: choice === DatePostedFilter.AnyTime ? undefined : choice })}
              />
              {datePostedFilterLabels[choice]}
            </label>
          ))}
        </fieldset>
        <CheckGroup
          legend="Job type"
          choices={Object.values(JobType).map((value) => ({ value: value as number, label: jobTypeLabels[value] }))}
          selected={query.jobTypes}
          onToggle={(value, on) => toggle('jobTypes', value, on)}
        />
        <CheckGroup
          legend="Remote"
          choices={remoteStatusFilterOptions.map((value) => ({
            value: value as number,
            label: remoteStatusLabels[value],
          }))}
          selected={query.remoteStatuses}
          onToggle={(value, on) => toggle('remoteStatuses', value, on)}
        />
        <PayFilter
          min={query.salaryMin}
          max={query.salaryMax}
          per={query.salaryCompensationId}
          options={options}
          apply={apply}
        />
        <CheckGroup
          legend="Benefits"
          choices={BENEFIT_FLAGS.map((value) => ({ value, label: benefitFlagLabels[value] }))}
          selected={query.benefits}
          onToggle={(value, on) => toggle('benefits', value, on)}
        />
        <fieldset className="filter">
          <legend>Job field</legend>
          <div className="field field--compact">
            <label htmlFor={`${ids}-field`} className="visually-hidden">
              Job field
            </label>
            <select
              id={`${ids}-field`}
              value={query.jobFieldId ?? ''}
              onChange={(e) => apply({ jobFieldId: e.target.value || undefined, focusIds: undefined })}
            >
              <option value="">All fields</option>
              {options?.jobFields.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
          {focuses.length > 0 && (
            <CheckGroup
              legend="Focus"
              choices={focuses.map((f) => ({ value: f.id, label: f.name }))}
              selected={query.focusIds}
              onToggle={(value, on) => toggle('focusIds', value, on)}
            />
          )}
        </fieldset>
        <CheckGroup
          legend="Years of experience"
          choices={options?.yearsOfExperience.map((y) => ({ value: y.id, label: y.name })) ?? []}
          selected={query.yearsOfExperienceIds}
          onToggle={(value, on) => toggle('yearsOfExperienceIds', value, on)}
        />
        {filterCount > 0 && (
          <button type="button" className="button button--ghost" onClick={clear}>
            Clear all filters
          </button>
        )}
      </div>
    </aside>
  );
}
