import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { Logo } from './Logo';
import { scrollKey } from '../../components/route/scroll-key';
import { whenIdle } from '../../components/ui/idle';
import { lazyPart } from '../../components/ui/lazy-part';
import { href } from '../../domain/paths';
import { pageTitle } from '../../domain/title';
import { MOCKS_ON } from '../../env';
import { useDemo } from '../../state/demo';
import { betaAtom, userAtom } from '../../state/session';
import { toastHostAtom } from '../../state/toasts';
import { navFor } from '../nav';

const ToastHost = lazyPart(() => import('../ToastHost'));
const Footer = lazyPart(() => import('./Footer'));
// For a signed-in user only: their links and account (docs/decisions/0001).
const HeaderAccount = lazyPart(() => import('./HeaderAccount'));
const DemoPanel = !MOCKS_ON ? null : lazyPart(() => import('../../features/demo/DemoPanel'));

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
        <HeaderAccount onNavigate={onNavigate} />
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
  const closeMenu = useCallback(() => setMenuOpen(false), []);
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
            {demo && idle && <DemoPanel demo={demo} />}
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
            <Nav onNavigate={closeMenu} />
          </nav>
        </div>
        {navigation.state === 'loading' && <div className="progress" role="progressbar" aria-label="Loading page" />}
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {idle && <Footer />}
      {toastHost && <ToastHost />}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
