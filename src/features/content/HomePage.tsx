import { useAtomValue } from 'jotai/react';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { HiringCompanies, Partners, Testimonials } from './home-sections';
import type { loader } from './home.data';
import { HomeSearch } from './HomeSearch';
import { useDocumentMeta } from '../../components/ui/useDocumentMeta';
import { href } from '../../domain/paths';
import { isCandidate, isEmployer, userAtom } from '../../state/session';

const DESCRIPTION =
  'Jobs in the outdoor industry: guides, rangers, trail crews, gear shops and the companies behind them. Search by ' +
  'place, see the pay up front, and apply in minutes.';

/** The next step home offers: the quiz to a visitor, their jobs to a candidate, their home to an employer. */
function NextStep() {
  const user = useAtomValue(userAtom);
  if (isEmployer(user))
    return (
      <Link className="button" to={href('homeEmployer')}>
        Go to your employer home
      </Link>
    );
  if (isCandidate(user))
    return (
      <Link className="button" to={href('recommendedJobs')}>
        See the jobs picked for you
      </Link>
    );
  if (user) return null;
  return (
    <section className="card home-quiz" aria-labelledby="home-quiz">
      <h2 id="home-quiz">Not sure where to start?</h2>
      <p>Answer six questions about the work you want and where, and see the jobs that match before you sign up.</p>
      <Link className="button button--primary" to={href('quiz')}>
        Take the quiz
      </Link>
    </section>
  );
}

/**
 * home (beta access): the candidates' way in: a search box (keywords and a place) that opens the job search, the
 * companies hiring now (each to its brand page), the quiz for a visitor, testimonials and partners.
 */
export default function HomePage() {
  const data = useLoaderData<typeof loader>();
  useDocumentMeta('Jobs in the outdoor industry', DESCRIPTION);
  // `?placeTerm=` is for the Near field's fetcher; as the page's address, it is the page.
  if ('places' in data) return <Navigate to="." replace />;
  const { hiring, testimonials, partners } = data;
  return (
    <div className="page home">
      <section className="home-hero" aria-labelledby="home-title">
        <p className="eyebrow">Basecamp</p>
        <h1 id="home-title">Find work that gets you outside</h1>
        <p className="lead">
          Guiding, trail work, conservation, gear and hospitality: real jobs with the pay shown, near you or anywhere.
        </p>
        <HomeSearch />
      </section>
      <NextStep />
      <HiringCompanies hiring={hiring} />
      <Testimonials testimonials={testimonials} audience="candidate" heading="From people who found their job here" />
      <Partners partners={partners} />
    </div>
  );
}
