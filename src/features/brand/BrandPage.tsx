import { useAtomValue } from 'jotai/react';
import { Link, useLoaderData } from 'react-router-dom';
import type { loader } from './brand.data';
import { BRAND_PAGE_JOBS_MAX } from '../../api/schemas/company-profile';
import { CompanyHeader } from '../../components/company/CompanyHeader';
import { JobCard } from '../../components/job/JobCard';
import { ScreenProblem } from '../../components/route/RouteProblem';
import { useDocumentMeta } from '../../components/ui/useDocumentMeta';
import { mayEditCompany } from '../../domain/company-roles';
import { organizationJsonLd } from '../../domain/organization';
import { href } from '../../domain/paths';
import { counted } from '../../domain/text';
import { absoluteHref } from '../../env';
import { userAtom } from '../../state/session';

/**
 * brand/{name} (beta access): a company's public page: its cover, logo, place, website and about text, and its live
 * jobs, newest first, each to its page. Its admin gets a link to edit it when it is their primary company (the one
 * their dashboard edits). Title, meta description and Organization markup as docs/product.md §9 says.
 */
export default function BrandPage() {
  const page = useLoaderData<typeof loader>();
  const user = useAtomValue(userAtom);
  const { jobs } = page;
  // The list holds every live job up to its limit; past it, the company's count of its active jobs says how many.
  const capped = jobs.length === BRAND_PAGE_JOBS_MAX && page.activeJobsCount > jobs.length;
  const count = capped ? page.activeJobsCount : jobs.length;
  const url = absoluteHref(href('brand', { name: page.path }));
  useDocumentMeta(page.name, page.description, organizationJsonLd(page, url));
  const editable = user?.primaryCompany?.id === page.id && mayEditCompany(user, page.id);
  return (
    <section className="page">
      <CompanyHeader company={page} eyebrow="Company">
        {editable && (
          <Link className="button" to={href('profile')}>
            Edit your company
          </Link>
        )}
      </CompanyHeader>
      <section aria-labelledby="brand-jobs">
        <h2 id="brand-jobs">{counted(count, 'open job')}</h2>
        {jobs.length ? (
          <>
            {capped && <p className="muted">The {jobs.length} newest of them.</p>}
            <ul className="job-list" aria-labelledby="brand-jobs">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="card empty-state">
            <h3>No open jobs right now</h3>
            <p className="muted">
              {page.name} has nothing open at the moment. <Link to={href('jobs')}>Search all jobs</Link> meanwhile.
            </p>
          </div>
        )}
      </section>
    </section>
  );
}

/** A path no company has: a page that says so (the catalogue's toast has too); other failures as every page's. */
export const ErrorBoundary = () => (
  <ScreenProblem
    missing={{
      meta: 'Company not found',
      title: 'This company page does not exist',
      text: 'The company may have changed its name, or the link is wrong.',
    }}
    failed={{ meta: 'Company', title: 'The company page could not be loaded' }}
    action={{ to: href('jobs'), label: 'Search all jobs' }}
  />
);
