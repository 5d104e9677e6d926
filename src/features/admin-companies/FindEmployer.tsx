import { useId } from 'react';
import type { CompanyPeopleData } from './company-people.data';
import { failureLines } from '../../api/http';
import { employerSearchQuerySchema, type FoundEmployer } from '../../api/schemas/company-people';
import { patchParams } from '../../api/schemas/query';
import { Field } from '../../components/form/Field';
import { useDraft } from '../../components/ui/useDraft';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { counted } from '../../domain/text';

/**
 * Adding an employer to the company: a search by name or address (in the URL, `?find=`, checked with the call's own
 * schema: a message beside the field, what was typed kept), the employers it finds, each with **Add** (those already
 * here say so). Only employers are found: a candidate's account belongs to no company.
 */
export function FindEmployer({
  company,
  find,
  findError,
  found,
  memberIds,
  busy,
  onAdd,
}: {
  company: { name: string };
  find: string;
  findError: string | null;
  found: CompanyPeopleData['found'];
  memberIds: readonly number[];
  busy: boolean;
  onAdd: (employer: FoundEmployer) => Promise<unknown>;
}) {
  const id = useId();
  const [, update] = useUrlParams();
  const [draft, setDraft] = useDraft(() => ({ term: find, error: findError }), `${find}|${findError}`);
  const name = (e: FoundEmployer) => `${e.firstName} ${e.lastName}`;
  return (
    <section aria-labelledby={`${id}-title`} className="card admin-company__find">
      <h2 id={`${id}-title`}>Add an employer</h2>
      <form
        role="search"
        aria-labelledby={`${id}-title`}
        noValidate
        className="admin-company__search"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = employerSearchQuerySchema.safeParse({ term: draft.term });
          if (!parsed.success) {
            setDraft({ ...draft, error: parsed.error.issues[0]?.message ?? null });
            return;
          }
          setDraft({ ...draft, error: null });
          update((current) => patchParams(current, { find: parsed.data.term }));
        }}
      >
        <Field
          label="Name or email address"
          type="search"
          className="field--compact"
          value={draft.term}
          error={draft.error ?? undefined}
          onChange={(e) => setDraft({ ...draft, term: e.target.value })}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">
          Find
        </button>
      </form>
      {found &&
        (!found.ok ? (
          failureLines(found.status, found.message).map((line) => <p key={line}>{line}</p>)
        ) : (
          <>
            <p role="status" className="muted">
              {found.value.length === 0
                ? `No employer's name or address holds “${find}”.`
                : `${counted(found.value.length, 'employer')} found`}
            </p>
            <ul className="admin-company__found">
              {found.value.map((e) => (
                <li key={e.userId}>
                  <span>
                    <strong>{name(e)}</strong> <span className="muted">{e.email}</span>
                    <span className="muted"> · {counted(e.companiesCount, 'company', 'companies')}</span>
                  </span>
                  {memberIds.includes(e.userId) ? (
                    <span className="muted">Already at {company.name}</span>
                  ) : (
                    <button
                      type="button"
                      className="button"
                      aria-label={`Add ${name(e)} to ${company.name}`}
                      aria-disabled={busy || undefined}
                      onClick={() => void onAdd(e)}
                    >
                      Add
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
