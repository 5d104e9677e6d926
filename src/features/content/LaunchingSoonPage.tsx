import { useAtomValue } from 'jotai/react';
import { Link, useSearchParams } from 'react-router-dom';
import { href, safeReturnUrl } from '../../domain/paths';
import { MOCKS_ON } from '../../env';
import { demoAtom } from '../../state/demo';
import { betaAtom } from '../../state/session';

/**
 * The coming-soon page, open to all. With beta access it offers the way back to where the visitor was going;
 * without, the public job board (open to all) is the way on, and in demo mode a first-time visitor is told where
 * beta access is switched on: the demo controls, in the strip at the top of every page.
 */
export default function LaunchingSoonPage() {
  const [params] = useSearchParams();
  const hasBeta = useAtomValue(betaAtom);
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  // The demo controls are there (the mock has started); a build without mocks drops the demo's words.
  const demo = useAtomValue(demoAtom);
  const demoControls = MOCKS_ON && demo !== null;
  return (
    <section className="page hero">
      <p className="eyebrow">Basecamp</p>
      <h1>Jobs for people who work outside. Launching soon.</h1>
      <p className="lead">
        Guides, rangers, designers, retail crews and the brands that hire them: one job board for the outdoor industry,
        with a home for Pennsylvania's outdoor community.
      </p>
      {hasBeta ? (
        <p>
          <Link className="button button--primary" to={returnUrl ?? href('jobs')}>
            {returnUrl?.startsWith(href('login')) ? 'Continue to sign in' : 'Enter the beta'}
          </Link>
        </p>
      ) : (
        <>
          <p className="muted">
            The beta is open by invitation. {returnUrl ? 'You will be taken to sign in once you have access.' : ''}
          </p>
          {demoControls && (
            <p className="notice">
              Trying the demo? Switch on <strong>Beta access</strong> in the <strong>Demo controls</strong> (the strip
              at the top of the page), then sign in with one of the demo accounts the sign-in page lists.
            </p>
          )}
          <p>
            <Link className="button button--primary" to={href('jobBoard')}>
              Browse the open jobs
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
