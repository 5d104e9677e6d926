import { Navigate, useLoaderData } from 'react-router-dom';
import type { loader } from './pennsylvania.data';
import { RichBody, StateSections } from './StateSections';
import type { CompanySummary } from '../../api/schemas/company-profile';
import { CompanyGrid } from '../../components/company/CompanyTile';
import { JobSearch } from '../../components/job-search/JobSearch';
import { PartNotLoaded } from '../../components/list/PartNotLoaded';
import type { Settled } from '../../components/route/loaders';
import { ScreenProblem } from '../../components/route/RouteProblem';
import { useDocumentMeta } from '../../components/ui/useDocumentMeta';
import { href } from '../../domain/paths';

/** A list of companies that could not be loaded, or their tiles. */
function Companies({ list, what }: { list: Settled<CompanySummary[]>; what: string }) {
  if (!list.ok) return <PartNotLoaded what={what} />;
  if (!list.value.length) return <p className="muted">None yet.</p>;
  return <CompanyGrid companies={list.value} />;
}

/**
 * state-company/pennsylvania (beta access; another state's path alike): the state's section: its organization, its content in sections (the FAQ
 * as disclosures), the organization's companies and every company in the state, each to its brand page.
 */
export default function PennsylvaniaPage() {
  const data = useLoaderData<typeof loader>();
  // `?placeTerm=` is for the Near field's fetcher; as the page's address, it is the page.
  if ('places' in data) return <Navigate to="." replace />;
  return <StatePage data={data} />;
}

function StatePage({ data }: { data: Exclude<Awaited<ReturnType<typeof loader>>, { places: unknown }> }) {
  const { stateName, organization, members, inState, pages, jobs } = data;
  const entries = pages.ok ? pages.value : [];
  const about = entries.filter((p) => p.section === 'about');
  const title = `Outdoor jobs in ${stateName}`;
  useDocumentMeta(title, about[0]?.body ?? `${title} with ${organization.name}.`);
  return (
    <div className="page state-page">
      <section className="home-hero" aria-labelledby="state-title">
        <p className="eyebrow">With {organization.name}</p>
        <h1 id="state-title">{title}</h1>
        {about.map((p) => (
          <RichBody key={p.id} html={p.body} className="lead state-page__about" />
        ))}
      </section>
      <JobSearch
        data={jobs}
        Heading="h2"
        title={`Live jobs in ${stateName}`}
        intro={`Every open job in ${stateName}: search, filter and page through them as on the job search.`}
      />
      <section className="home-section" aria-labelledby="state-members">
        <h2 id="state-members">Companies of {organization.name}</h2>
        <Companies list={members} what={`companies of ${organization.name}`} />
      </section>
      <StateSections pages={entries} />
      <section className="home-section" aria-labelledby="state-companies">
        <h2 id="state-companies">Every company in {stateName}</h2>
        <Companies list={inState} what={`companies in ${stateName}`} />
      </section>
    </div>
  );
}

/** A state without an organization: a page that says so; other failures as every page's. */
export const ErrorBoundary = () => (
  <ScreenProblem
    missing={{
      meta: 'State not found',
      title: 'This state has no section yet',
      text: 'Basecamp has a section for Pennsylvania; other states follow.',
    }}
    failed={{ meta: 'State', title: "The state's page could not be loaded" }}
    action={{ to: href('jobs'), label: 'Search all jobs' }}
  />
);
