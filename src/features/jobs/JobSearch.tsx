import { useId, useMemo, useState, type ReactNode } from 'react';
import { api } from '../../api';
import type { JobOptions } from '../../api/schemas/job';
import { jobSearchQuerySchema, PAGE_SIZE_DEFAULT, RADIUS_MILES } from '../../api/schemas/job-search';
import { JobCard, distanceLabel } from '../../components/job/JobCard';
import { Pager } from '../../components/job/Pager';
import { firstIssues } from '../../api/schemas/common';
import { useLoad } from '../../components/ui/useLoad';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { BENEFIT_FLAGS, benefitFlagLabels } from '../../domain/benefits';
import {
  DatePostedFilter,
  datePostedFilterLabels,
  JobType,
  jobTypeLabels,
  remoteStatusFilterOptions,
  remoteStatusLabels,
} from '../../domain/enums';
import { pageHref, patchParams } from '../../api/schemas/query';
import { activeFilterCount, readSearch, type SearchPatch } from './search-params';
import { SortSelect } from '../../components/job/SortSelect';
import { PlaceOptions } from '../../components/job/PlaceOptions';

const datePostedChoices = [DatePostedFilter.AnyTime, DatePostedFilter.PastMonth, DatePostedFilter.PastWeek, DatePostedFilter.Past24Hours];

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
function PayFilter({ min, max, per, options, apply }: {
  min: number | undefined;
  max: number | undefined;
  per: number | undefined;
  options: JobOptions | null;
  apply: (patch: SearchPatch) => void;
}) {
  const id = useId();
  // Remounted (key) when the URL's amounts change, so the typed text starts from them.
  const [draft, setDraft] = useState({ min: min?.toString() ?? '', max: max?.toString() ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = jobSearchQuerySchema.safeParse({ salaryMin: draft.min.trim(), salaryMax: draft.max.trim() });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    apply({ salaryMin: parsed.data.salaryMin, salaryMax: parsed.data.salaryMax });
  };
  const field = (key: 'min' | 'max', label: string) => {
    const error = errors[key === 'min' ? 'salaryMin' : 'salaryMax'];
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
        <select id={`${id}-per`} value={per ?? ''} onChange={(e) => apply({ salaryCompensationId: e.target.value || undefined })}>
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

/** Keywords and place: typed freely, applied together on Search (remounted when the URL changes them). */
function SearchBar(props: { keyword: string | undefined; near: string | undefined; radius: number | undefined; apply: (patch: SearchPatch) => void }) {
  const ids = useId();
  const apply = props.apply;
  const [keyword, setKeyword] = useState(props.keyword ?? '');
  const [place, setPlace] = useState(props.near ?? '');
  const [radius, setRadius] = useState(String(props.radius ?? 50));
  return (
    <form
      role="search"
      aria-label="Jobs"
      className="search-bar card"
      onSubmit={(e) => {
        e.preventDefault();
        apply({ keyword: keyword.trim() || undefined, near: place || undefined, radius: place ? radius : undefined });
      }}
    >
      <div className="field field--compact search-bar__keyword">
        <label htmlFor={`${ids}-keyword`}>Keywords</label>
        <input id={`${ids}-keyword`} type="search" value={keyword} placeholder="Title, company or town" maxLength={100} onChange={(e) => setKeyword(e.target.value)} />
      </div>
      <div className="field field--compact">
        <label htmlFor={`${ids}-near`}>Near</label>
        <select id={`${ids}-near`} value={place} onChange={(e) => setPlace(e.target.value)}>
          <option value="">Anywhere</option>
          <PlaceOptions />
        </select>
      </div>
      <div className="field field--compact">
        <label htmlFor={`${ids}-radius`}>Within</label>
        <select id={`${ids}-radius`} value={radius} disabled={!place} onChange={(e) => setRadius(e.target.value)}>
          {RADIUS_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {distanceLabel(miles)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary search-bar__submit">
        Search
      </button>
    </form>
  );
}

/**
 * The job search of /jobs and /job-board: keyword and place, filters from the spec's enumerations, sort and
 * pages, all kept in the URL. The count of results is announced; there is a loading and an empty state.
 */
export function JobSearch({ title, intro, jobHref }: { title: string; intro: ReactNode; jobHref?: (id: number) => string }) {
  const [params, update] = useUrlParams();
  const key = params.toString();
  const { query, near } = useMemo(() => readSearch(new URLSearchParams(key)), [key]);
  const [search, retry] = useLoad(key, (signal) => api.job.search({ ...query, pageSize: query.pageSize ?? PAGE_SIZE_DEFAULT }, signal));
  const [loadedOptions] = useLoad('options', () => api.job.getOptions());
  const options = loadedOptions.kind === 'done' ? loadedOptions.value : null;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ids = useId();

  const apply = (patch: SearchPatch) => update((current) => patchParams(current, patch));
  const toggle = (key: keyof SearchPatch, value: string | number, on: boolean) =>
    update((current) => {
      const values = current.getAll(key).filter((v) => v !== String(value));
      return patchParams(current, { [key]: on ? [...values, String(value)] : values });
    });
  const filterCount = activeFilterCount(query);
  const focuses = options?.focuses.filter((f) => f.jobFieldId === query.jobFieldId) ?? [];

  const result = search.kind === 'done' ? search.value : null;
  const pageCount = result ? Math.max(1, Math.ceil(result.totalCount / result.pageSize)) : 1;
  const countText =
    search.kind === 'loading'
      ? 'Searching jobs…'
      : search.kind === 'failed'
        ? 'The jobs could not be loaded.'
        : `${result!.totalCount.toLocaleString('en-US')} ${result!.totalCount === 1 ? 'job' : 'jobs'} found${
            pageCount > 1 ? `, page ${result!.pageNumber} of ${pageCount}` : ''
          }`;

  return (
    <section className="page search-page">
      <h1>{title}</h1>
      <div className="lead">{intro}</div>
      <SearchBar key={`${query.keyword}|${near?.id}|${query.radius}`} keyword={query.keyword} near={near?.id} radius={query.radius} apply={apply} />

      <div className="search-layout">
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
              choices={remoteStatusFilterOptions.map((value) => ({ value: value as number, label: remoteStatusLabels[value] }))}
              selected={query.remoteStatuses}
              onToggle={(value, on) => toggle('remoteStatuses', value, on)}
            />
            <PayFilter key={`${query.salaryMin}-${query.salaryMax}`} min={query.salaryMin} max={query.salaryMax} per={query.salaryCompensationId} options={options} apply={apply} />
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
              <button type="button" className="button button--ghost" onClick={() => update(() => new URLSearchParams())}>
                Clear all filters
              </button>
            )}
          </div>
        </aside>

        <div className="results">
          <h2 className="visually-hidden">Results</h2>
          <div className="results__bar">
            <p role="status" aria-live="polite" className="results__count">
              {countText}
            </p>
            <SortSelect sort={query.sort} order={query.order} onChange={(sort, order) => apply({ sort, order })} />
          </div>
          {search.kind === 'loading' && (
            <ul className="job-list" aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="card skeleton skeleton-card" />
              ))}
            </ul>
          )}
          {search.kind === 'failed' && (
            <div className="card empty-state">
              <h2>The jobs could not be loaded</h2>
              <p className="muted">Check your connection, then try again.</p>
              <button type="button" className="button button--primary" onClick={retry}>
                Try again
              </button>
            </div>
          )}
          {result && result.items.length === 0 && (
            <div className="card empty-state">
              <h2>No jobs match this search</h2>
              <p className="muted">Try fewer filters, another place or a wider distance.</p>
              <button type="button" className="button button--primary" onClick={() => update(() => new URLSearchParams())}>
                Clear the search
              </button>
            </div>
          )}
          {result && result.items.length > 0 && (
            <>
              <ul className="job-list">
                {result.items.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} href={jobHref?.(job.id)} />
                  </li>
                ))}
              </ul>
              <Pager page={result.pageNumber} pageCount={pageCount} href={pageHref(params)} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
