import { Link, useLoaderData } from 'react-router-dom';
import type { loader } from './account.data';
import { DetailsSection, PasswordSection } from './sections';
import { useSectionsLeaveGuard } from '../../components/form/sections';
import { ProblemPage, useRouteProblem } from '../../components/route/RouteProblem';
import { href } from '../../domain/paths';
import { getUser, isEmployer } from '../../state/session';

/**
 * update-account (any signed-in user): where the company guard sends an employer who left their company
 * (docs/product.md §4.5): the next step (create a company, or ask to join one), and their name and password.
 */
export default function UpdateAccountPage() {
  const { account } = useLoaderData<typeof loader>();
  const { report, question } = useSectionsLeaveGuard();
  const user = getUser();
  const left = user?.lastJoinedCompany ?? null;
  // An employer without a company chooses what comes next; anyone else keeps their name and password here.
  const choosing = isEmployer(user) && !user?.primaryCompany;
  return (
    <section className="page settings">
      <header className="settings__head">
        <h1>Update your account</h1>
        <p className="lead">
          {!choosing && 'Your name, and the password you sign in with.'}
          {choosing && left && (
            <>
              You are no longer part of <strong>{left.name}</strong>.{' '}
            </>
          )}
          {choosing && !left && 'You are not part of a company yet. '}
          {choosing && 'Choose what comes next, and check your details.'}
        </p>
      </header>
      {choosing && <NextSteps />}
      <DetailsSection account={account} report={report} pronouns={false} />
      <PasswordSection report={report} />
      {question}
    </section>
  );
}

/** An employer without a company: create one, or ask to join one. */
function NextSteps() {
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="visually-hidden">
        Next step
      </h2>
      <div className="card next-step">
        <h3>Create a company</h3>
        <p className="muted">Set up your company's page, then post its jobs. You become its admin.</p>
        <Link className="button button--primary" to={href('createCompany')}>
          Create a company
        </Link>
      </div>
      <div className="card next-step">
        <h3>Join a company</h3>
        <p className="muted">Find your company by its name and ask its admins to let you in.</p>
        <Link className="button" to={href('joinCompany')}>
          Ask to join a company
        </Link>
      </div>
    </section>
  );
}

/** The account could not be loaded. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  return (
    <ProblemPage
      title="Your account could not be loaded"
      text={problem.text}
      action={{ to: href('jobs'), label: 'Find jobs' }}
      retry={problem.retry}
    />
  );
}
