import { useAtomValue } from 'jotai/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { Logo } from './Logo';
import { scrollKey } from '../../components/route/scroll-key';
import { whenIdle } from '../../components/ui/idle';
import { href } from '../../domain/paths';
import { pageTitle } from '../../domain/title';
import { MOCKS_ON } from '../../env';
import { useDemo } from '../../state/demo';
import { appStore, betaAtom, isCandidate, recommendedCountAtom, signOut, userAtom } from '../../state/session';
import { toastHostAtom } from '../../state/toasts';
import { heldWritesAtom, unsavedFormsAtom } from '../../state/unsaved';
import { navFor } from '../nav';

const ToastHost = lazy(() => import('../ToastHost'));
const SignOutConfirm = lazy(() => import('./SignOutConfirm'));
const Footer = lazy(() => import('./Footer'));
// For employers only (docs/decisions/0022).
const HeaderCompany = lazy(() => import('./HeaderCompany'));
const DemoPanel = !MOCKS_ON ? null : lazy(() => import('../../features/demo/DemoPanel'));

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title)?.handle as
    { title: string } | undefined;
  // A layout effect: it runs before the screens' own (passive) effects, so a screen that names itself from its data
  // (a job's page: the job's title) has the last word.
  useLayoutEffect(() => {
    document.title = pageTitle(title?.title);
  }, [title?.title]);
}

function Nav({ onNavigate }: { onNavigate: () => void }) {
  const user = useAtomValue(userAtom);
  const recommended = useAtomValue(recommendedCountAtom);
  const beta = useAtomValue(betaAtom);
  const unsaved = useAtomValue(unsavedFormsAtom);
  const [askSignOut, setAskSignOut] = useState(false);
  // A write held for its undo window is sent before the session that made it ends.
  const leave = () =>
    appStore.get(heldWritesAtom).length
      ? void import('../../state/held-writes').then((held) => held.sendThenSignOut())
      : signOut();
  const candidateToken = isCandidate(user) ? user?.accessToken : undefined;
  useEffect(() => {
    // Its code loads when a candidate is signed in, not with the first page.
    if (candidateToken && recommended === null)
      void import('../../state/recommended-count').then((m) => m.loadRecommendedCount());
  }, [candidateToken, recommended]);
  return (
    <ul className="nav__list">
      {navFor(user, beta).map(({ to, label, badge }) => {
        const count = badge === 'recommended' ? recommended : null;
        return (
          <li key={to + label}>
            <NavLink to={href(to)} onClick={onNavigate}>
              {label}
              {count ? (
                <>
                  <span className="nav__badge" aria-hidden="true">
                    {count}
                  </span>
                  <span className="visually-hidden">, {count} recommended</span>
                </>
              ) : null}
            </NavLink>
          </li>
        );
      })}
      <li className="nav__account">
        {user ? (
          <>
            {user.primaryCompany && (
              <Suspense fallback={null}>
                <HeaderCompany onNavigate={onNavigate} />
              </Suspense>
            )}
            <Link
              to={href(isCandidate(user) ? 'account' : 'updateAccount')}
              className="nav__user"
              onClick={onNavigate}
              aria-label={`Account settings, signed in as ${user.user.firstName} ${user.user.lastName}`}
            >
              {user.user.firstName}
            </Link>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => (unsaved ? setAskSignOut(true) : leave())}
            >
              Sign out
            </button>
            {askSignOut && (
              <Suspense fallback={null}>
                <SignOutConfirm
                  onStay={() => setAskSignOut(false)}
                  onSignOut={() => {
                    setAskSignOut(false);
                    leave();
                  }}
                />
              </Suspense>
            )}
          </>
        ) : (
          // Signing in is for beta access (docs/product.md §4): without it, the way in is the launching-soon page.
          <Link className="button button--primary" to={href(beta ? 'login' : 'launchingSoon')} onClick={onNavigate}>
            {beta ? 'Sign in' : 'Get early access'}
          </Link>
        )}
      </li>
    </ul>
  );
}

export function AppShell() {
  useDocumentTitle();
  const toastHost = useAtomValue(toastHostAtom);
  const demo = useDemo();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The footer and the demo controls come once the first page is up (they are not part of it).
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {DemoPanel && (
        // Demo builds: a strip above the header, its height kept from the first paint; the controls' toggle sits in
        // it (in the page's flow: it never covers what the page shows), and the panel opens below it.
        <aside className="demo-bar" aria-label="Demo controls">
          <div className="demo-bar__inner">
            <span>
              Demo mode<span className="demo-bar__more">: sample data, kept in this browser</span>
            </span>
            {demo && idle && (
              <Suspense fallback={null}>
                <DemoPanel demo={demo} />
              </Suspense>
            )}
          </div>
        </aside>
      )}
      <header className="header">
        <div className="header__inner">
          <Link to={href('jobs')} className="brand" aria-label="Basecamp, go to jobs">
            <Logo />
            <span>Basecamp</span>
          </Link>
          <button
            type="button"
            className="nav__toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((v) => !v)}
          >
            Menu
          </button>
          <nav id="site-nav" aria-label="Main" className={`nav${menuOpen ? ' nav--open' : ''}`}>
            <Nav onNavigate={() => setMenuOpen(false)} />
          </nav>
        </div>
        {navigation.state === 'loading' && <div className="progress" role="progressbar" aria-label="Loading page" />}
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {idle && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {toastHost && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
