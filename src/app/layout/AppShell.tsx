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
import { betaAtom, userAtom } from '../../state/session';
import { toastHostAtom } from '../../state/toasts';
import { navFor } from '../nav';

const ToastHost = lazy(() => import('../ToastHost'));
const Footer = lazy(() => import('./Footer'));
// For a signed-in user only: their links and account (docs/decisions/0001).
const HeaderAccount = lazy(() => import('./HeaderAccount'));
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
  const beta = useAtomValue(betaAtom);
  return (
    <ul className="nav__list">
      {navFor(user, beta).map(({ to, label }) => (
        <li key={to + label}>
          <NavLink to={href(to)} onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
      {user ? (
        <Suspense fallback={null}>
          <HeaderAccount onNavigate={onNavigate} />
        </Suspense>
      ) : (
        <li className="nav__account">
          {/* Signing in is for beta access (docs/product.md §4): without it, the way in is the launching-soon page. */}
          <Link className="button button--primary" to={href(beta ? 'login' : 'launchingSoon')} onClick={onNavigate}>
            {beta ? 'Sign in' : 'Get early access'}
          </Link>
        </li>
      )}
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
