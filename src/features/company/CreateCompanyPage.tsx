import { useAtomValue } from 'jotai/react';
import { Link, Navigate, useLoaderData, useMatch } from 'react-router-dom';
import { emptyCompanyForm } from './company-form';
import { CompanyForm } from './CompanyForm';
import type { CreateCompanyIntent, loader } from './create-company.data';
import { Suggestions, useSuggestions } from './Suggestions';
import type { JoinRequest } from '../../api/schemas/company-profile';
import { useFormAction } from '../../components/form/Form';
import { JOIN_PENDING } from '../../domain/constants';
import { href, loginWithReturn } from '../../domain/paths';
import { userAtom } from '../../state/session';

/**
 * create-company (and confirm-email, join-company: the same page): set up a company, or, when it is already here,
 * ask to join it instead of adding it twice. The employer who creates a company becomes its admin. The route's
 * module (./create-company.data.ts) loads the form's choices and the name suggestions, and creates or joins.
 */
export default function CreateCompanyPage() {
  const user = useAtomValue(userAtom);
  const data = useLoaderData<typeof loader>();
  const joining = useMatch(href('joinCompany')) !== null;
  const create = useFormAction();
  const join = useFormAction<JoinRequest>();
  const { typed, term, found } = useSuggestions();
  const asked = join.result?.ok ? join.result.value.companyName : null;
  // `?term=` is for the name suggestions' fetcher; as the page's address, it is the page.
  if ('suggestions' in data) return <Navigate to="." replace />;

  return (
    <section className="page page--narrow">
      <h1>{joining ? 'Join your company' : 'Set up your company'}</h1>
      <p className="lead">
        Start with its name. If your company is already on Basecamp, ask to join it; if not, add it: you become its
        admin and can post jobs at once.
      </p>
      {!user ? (
        <div className="card empty-state">
          <p>Sign in with your employer account to set up or join a company.</p>
          <Link
            className="button button--primary"
            to={loginWithReturn(href(joining ? 'joinCompany' : 'createCompany'))}
          >
            Sign in
          </Link>
        </div>
      ) : asked ? (
        <div className="card empty-state" role="status">
          <h2>Request sent</h2>
          <p>{`You asked to join ${asked}. ${JOIN_PENDING}`}</p>
          <Link className="button button--primary" to={href('jobs')}>
            Browse jobs meanwhile
          </Link>
        </div>
      ) : (
        <>
          {user.hasPendingJoinRequest && !user.primaryCompany && (
            <p className="notice" role="note">
              {JOIN_PENDING} You can also set up another company.
            </p>
          )}
          <CompanyForm
            initial={emptyCompanyForm()}
            options={data.options}
            submitLabel="Create company"
            busy={create.busy}
            result={create.result}
            onSubmit={(company, images) =>
              create.submit({ intent: 'create', ...company, ...images } satisfies CreateCompanyIntent)
            }
            onNameChange={typed}
            nameAside={
              <Suggestions
                found={found}
                term={term}
                busy={join.busy}
                onJoin={(c) => void join.submit({ intent: 'join', companyId: c.id } satisfies CreateCompanyIntent)}
              />
            }
          />
        </>
      )}
    </section>
  );
}
