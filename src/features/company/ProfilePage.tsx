import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { companyFormOf } from './company-form';
import { CompanyForm } from './CompanyForm';
import { CompanyJobs } from './CompanyJobs';
import { CompanyPeople } from './CompanyPeople';
import type { loader, ProfileIntent } from './profile.data';
import type { CompanyDetail, CompanyOptions } from '../../api/schemas/company-profile';
import { CompanyHeader } from '../../components/company/CompanyHeader';
import { PendingJoin } from '../../components/company/PendingJoin';
import { useFormAction } from '../../components/form/Form';
import { RouteProblem, useRouteProblem } from '../../components/route/RouteProblem';
import { Dialog } from '../../components/ui/Dialog';
import { mayEditCompany } from '../../domain/company-roles';
import { JOIN_PENDING } from '../../domain/constants';
import { href } from '../../domain/paths';
import { userAtom } from '../../state/session';

/**
 * "Edit company": the company form in a dialog, filled in from Company/by-id; closed once the company is saved (the
 * action's toast says so). What was typed stays when the save is refused.
 */
function EditCompany({
  company,
  options,
  onClose,
}: {
  company: CompanyDetail;
  options: CompanyOptions | null;
  onClose: () => void;
}) {
  const { submit, busy, result } = useFormAction();
  useEffect(() => {
    if (result?.ok) onClose();
  }, [result, onClose]);
  return (
    <Dialog wide className="dialog--company" title={`Edit ${company.name}`} onClose={onClose}>
      <CompanyForm
        initial={companyFormOf(company)}
        options={options}
        current={company}
        submitLabel="Save changes"
        busy={busy}
        result={result}
        onSubmit={(input, images) => submit({ intent: 'edit', ...input, ...images } satisfies ProfileIntent)}
        onCancel={onClose}
      />
    </Dialog>
  );
}

const PEOPLE_TAB = href('profile', null, { view: 'people' });

/**
 * profile (company guard): the employer's company and its jobs, the employer dashboard (reached from home-employer
 * and the header). The guard makes sure a primary company is set; the route's module (./profile.data.ts) loads the
 * company, its jobs and the edit form's choices, and saves what the dialogs send.
 */
export default function ProfilePage() {
  const user = useAtomValue(userAtom);
  const primary = user?.primaryCompany;
  const data = useLoaderData<typeof loader>();
  const [editing, setEditing] = useState(false);
  const stopEditing = useCallback(() => setEditing(false), []);
  if (!user || !primary) return null;
  // `?purchase=` is for the dashboard's fetcher (a boost to pay); as the page's address, it is the dashboard.
  if ('purchase' in data) return <Navigate to="." replace />;
  const { company, jobs, query, options, people, view } = data;
  const waiting = people?.ok ? people.value.joinRequests.length : 0;
  const detail = company.ok ? company.value : null;
  // Members post and boost jobs; only the company's admins (and site admins) change the company: offer what is allowed.
  const editable = detail !== null && mayEditCompany(user, primary.id);
  const shown = { ...primary, ...(detail ?? {}) };
  return (
    <section className="page">
      <CompanyHeader company={shown} eyebrow="Your company">
        <Link className="button button--primary" to={href('createJob')}>
          Post a job
        </Link>
        {editable && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit company
          </button>
        )}
        {detail && (
          <Link className="button" to={href('brand', { name: detail.path })}>
            Public page
          </Link>
        )}
        {!editable && detail && (
          <p className="company-header__note muted">Only the company&apos;s admins can edit its details.</p>
        )}
      </CompanyHeader>
      <nav aria-label="Your company" className="tabs">
        <Link to={href('profile')} aria-current={view === 'jobs' ? 'page' : undefined} className="tabs__link">
          Jobs
        </Link>
        <Link to={PEOPLE_TAB} aria-current={view === 'people' ? 'page' : undefined} className="tabs__link">
          {waiting ? `People (${waiting} waiting)` : 'People'}
        </Link>
      </nav>
      {view === 'people' ? (
        <CompanyPeople people={people} company={{ id: primary.id, name: shown.name }} userId={user.user.id} />
      ) : (
        <>
          {waiting > 0 && (
            <p className="notice" role="note">
              {waiting === 1 ? 'A request waits for you' : `${waiting} requests wait for you`}:{' '}
              <Link to={PEOPLE_TAB}>see the company&apos;s people</Link>.
            </p>
          )}
          <h2>Your jobs</h2>
          <CompanyJobs jobs={jobs} query={query} />
        </>
      )}
      {editing && editable && <EditCompany company={detail} options={options} onClose={stopEditing} />}
    </section>
  );
}

/** The company guard's message (a join request still pending) is a page of its own; other problems, the usual page. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  return problem.kind === 'guard' && problem.message === JOIN_PENDING ? <PendingJoin /> : <RouteProblem />;
}
