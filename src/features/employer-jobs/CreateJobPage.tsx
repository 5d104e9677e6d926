import { Link, useLoaderData } from 'react-router-dom';
import { ChosenCompanyJobForm } from './ChosenCompanyJobForm';
import type { Blocked, loader } from './create-job.data';
import { emptyJobForm } from './job-form';
import { JobForm } from './JobForm';
import { usePendingCompany } from '../../components/company/PendingJoin';
import { href, loginWithReturn } from '../../domain/paths';
import { sentence } from '../../domain/text';

/** What a user who cannot post a job yet is told, and the way on (a pending join request names its company). */
const blockedText = (company: string | null): Record<Blocked, { text: string; to: string; action: string }> => ({
  visitor: {
    text: 'Sign in with your employer account to post a job.',
    to: loginWithReturn(href('createJob')),
    action: 'Sign in',
  },
  pending: {
    text:
      `You cannot post a job yet. Jobs are posted for a company, and your request to join ${company ?? 'your company'} ` +
      'is still waiting for one of its admins to accept it. Once you are in, Post a job opens here; your company page ' +
      'says what you can do meanwhile, and how to withdraw the request.',
    to: href('profile'),
    action: 'Back to your company page',
  },
  noCompany: {
    text: 'Jobs are posted by a company. Set up yours, or join one that is already here.',
    to: href('createCompany'),
    action: 'Set up your company',
  },
});

/**
 * create-job: a new job for the employer's company (the site's admin: for the company they choose), saved as a
 * draft or sent for review.
 */
export default function CreateJobPage() {
  const page = useLoaderData<typeof loader>();
  const pendingCompany = usePendingCompany();
  const blocked = page.blocked ? blockedText(pendingCompany)[page.blocked] : null;

  return (
    <section className="page">
      <h1>Post a job</h1>
      <p className="lead">
        {page.company ? `${sentence(`For ${page.company.name}`)} ` : ''}
        {page.companies ? 'Choose the company the job is for, then describe' : 'Describe'} the role, the pay and the
        perks, then send it for review. Candidates see it once an admin approves it.
      </p>
      {page.companies ? (
        <ChosenCompanyJobForm companies={page.companies} options={page.options} help={page.help} />
      ) : page.blocked === null ? (
        <JobForm
          initial={emptyJobForm(page.company)}
          companyId={page.company.id}
          options={page.options}
          help={page.help}
        />
      ) : (
        <div className="card empty-state">
          <p>{blocked?.text}</p>
          <Link className="button button--primary" to={blocked?.to ?? href('jobs')}>
            {blocked?.action}
          </Link>
        </div>
      )}
    </section>
  );
}
