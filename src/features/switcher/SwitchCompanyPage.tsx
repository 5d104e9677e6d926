import { useAtomValue } from 'jotai/react';
import { useRef } from 'react';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { CompanyChoices } from './CompanyChoices';
import type { loader } from './switch-company.data';
import { useFormAction } from '../../components/form/Form';
import { href } from '../../domain/paths';
import { appStore, userAtom } from '../../state/session';

/**
 * switch-company (designed here): the employer's companies, to make another the primary one; the header's switcher
 * offers the same. Once switched, the focus goes to the heading (the chosen button has become the company above it).
 */
export default function SwitchCompanyPage() {
  const data = useLoaderData<typeof loader>();
  const primary = useAtomValue(userAtom)?.primaryCompany;
  const { submit, busy } = useFormAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const choose = async (companyId: number) => {
    await submit({ companyId });
    if (appStore.get(userAtom)?.primaryCompany?.id === companyId) heading.current?.focus();
  };
  // Signed out here, or in another tab: the guards say where to go on the next navigation; nothing to show meanwhile.
  if (!primary) return <Navigate to={href('profile')} replace />;
  return (
    <section className="page page--narrow">
      <h1 ref={heading} tabIndex={-1}>
        Your companies
      </h1>
      <p className="lead">
        The company you work for on Basecamp: its page, its jobs and Post a job. Switch to another of yours at any time.
      </p>
      <div className="card">
        <CompanyChoices data={data} primary={primary} busy={busy} onChoose={(id) => void choose(id)} />
      </div>
      <p>
        <Link to={href('profile')}>Open the company page</Link>
      </p>
    </section>
  );
}
