import { Link, useLoaderData } from 'react-router-dom';
import type { loader } from './accept-request-success.data';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { ScreenProblem } from '../../components/route/RouteProblem';
import { href } from '../../domain/paths';

/**
 * accept-request-success/{company}/{name}: the invitation accepted: the company joined and the role there, and the
 * ways on (the company dashboard, posting a job).
 */
export default function AcceptRequestSuccessPage() {
  const { company, primaryCompany } = useLoaderData<typeof loader>();
  const role = company.role === 'admin' ? 'an admin' : 'a member';
  const otherPrimary = primaryCompany && primaryCompany.id !== company.id ? primaryCompany : null;
  return (
    <section className="page page--narrow invitation" aria-labelledby="joined-title">
      <div className="invitation__company">
        <CompanyLogo name={company.name} logo={company.logo} size={64} />
      </div>
      <h1 id="joined-title">
        You joined {company.name} as {role}
      </h1>
      <p className="lead">
        {company.role === 'admin'
          ? `You post the jobs of ${company.name} and manage its details and its people.`
          : `You post and manage the jobs of ${company.name} with the rest of its team.`}
      </p>
      {otherPrimary && (
        <p className="notice">
          Your company dashboard and new jobs are for your primary company, {otherPrimary.name}, until you switch to{' '}
          {company.name}.
        </p>
      )}
      <p className="button-row">
        <Link className="button button--primary" to={href('profile')}>
          Go to the company dashboard
        </Link>
        <Link className="button" to={href('createJob')}>
          Post a job
        </Link>
      </p>
    </section>
  );
}

/** A company that does not exist, or is not theirs, is worded here. */
export function ErrorBoundary() {
  return (
    <ScreenProblem
      missing={{
        meta: 'Company not found',
        title: 'This company does not exist',
        text: 'The link may be incomplete. Your companies are on your company dashboard.',
      }}
      failed={{ meta: 'Company not loaded', title: 'This company could not be loaded' }}
      action={{ to: href('profile'), label: 'Go to the company dashboard' }}
    />
  );
}
