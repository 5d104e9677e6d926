import { firstIssues } from '../../api/schemas/common';
import { companyCountsQuerySchema, type CompanyListQuery } from '../../api/schemas/company-list';
import type { ParamsPatch } from '../../api/schemas/query';
import { Field } from '../../components/form/Field';
import { useDraft } from '../../components/ui/useDraft';

type Filters = Pick<CompanyListQuery, 'search' | 'dateFrom' | 'dateTo'>;

/** The filters as the fields' draft knows them (the draft starts again from the URL when this changes). */
const keyOf = (f: Filters) => `${f.search ?? ''}|${f.dateFrom ?? ''}|${f.dateTo ?? ''}`;

/**
 * The list's filters: words of the name and the days the companies were created between, checked with the API's
 * own schema (a message beside the field, nothing typed lost) and put in the URL together on Search. Started again
 * from the URL when it changes (Back, a cleared filter).
 */
export function CompanyFilters({ query, apply }: { query: Filters; apply: (patch: ParamsPatch) => void }) {
  const [draft, setDraft, adopt] = useDraft(
    () => ({
      search: query.search ?? '',
      dateFrom: query.dateFrom ?? '',
      dateTo: query.dateTo ?? '',
      errors: {} as Record<string, string>,
    }),
    keyOf(query),
  );
  // The fields already show what Search or Clear asks for: when the URL follows, what was typed since stays.
  const send = (filters: Filters) => {
    adopt(keyOf(filters));
    apply(filters);
  };
  const filled = Boolean(query.search || query.dateFrom || query.dateTo);
  const set = (key: 'search' | 'dateFrom' | 'dateTo') => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  const field = (value: string) => value.trim() || undefined;
  return (
    <form
      className="card company-filters"
      role="search"
      aria-label="Companies"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const filters = { search: field(draft.search), dateFrom: field(draft.dateFrom), dateTo: field(draft.dateTo) };
        const parsed = companyCountsQuerySchema.safeParse(filters);
        if (!parsed.success) {
          setDraft({ ...draft, errors: firstIssues(parsed.error.issues) });
          return;
        }
        setDraft({ ...draft, errors: {} });
        send({ search: parsed.data.search, dateFrom: parsed.data.dateFrom, dateTo: parsed.data.dateTo });
      }}
    >
      <Field
        label="Name"
        type="search"
        className="field--compact company-filters__search"
        value={draft.search}
        onChange={set('search')}
        error={draft.errors.search}
        placeholder="Words of the company's name"
      />
      <Field
        label="Created from"
        type="date"
        className="field--compact"
        value={draft.dateFrom}
        onChange={set('dateFrom')}
        error={draft.errors.dateFrom}
      />
      <Field
        label="Created to"
        type="date"
        className="field--compact"
        value={draft.dateTo}
        onChange={set('dateTo')}
        error={draft.errors.dateTo}
      />
      <div className="company-filters__actions">
        <button type="submit" className="button button--primary">
          Search
        </button>
        {filled && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setDraft({ search: '', dateFrom: '', dateTo: '', errors: {} });
              send({ search: undefined, dateFrom: undefined, dateTo: undefined });
            }}
          >
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
