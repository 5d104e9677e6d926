import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { pageTitle } from '../../domain/title';
import { Role } from '../../domain/enums';
import { useAtomValue } from 'jotai/react';
import { recommendedCountAtom, signOut, userAtom } from '../../state/session';
import { useDemo } from '../../state/demo';
import { toastHostAtom } from '../../state/toasts';
import { Logo } from './Logo';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { whenIdle } from '../idle';

const ToastHost = lazy(() => import('../ToastHost'));
const DemoPanel = import.meta.env.VITE_MOCKS === 'off' ? null : lazy(() => import('../../features/demo/DemoPanel'));

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title)?.handle as
    | { title: string }
    | undefined;
  useEffect(() => {
    document.title = pageTitle(title?.title);
  }, [title?.title]);
}

function Nav({ onNavigate }: { onNavigate: () => void }) {
  const user = useAtomValue(userAtom);
  const recommended = useAtomValue(recommendedCountAtom);
  const roles = user?.roles ?? [];
  const links: Array<[to: string, label: string, badge?: number | null]> = [['/jobs', 'Jobs']];
  if (roles.includes(Role.User)) links.push(['/recommended-jobs', 'My jobs', recommended], ['/profile/edit', 'My profile']);
  if (roles.includes(Role.Employer)) links.push(['/home-employer', 'Employer home'], ['/create-job', 'Post a job'], ['/profile', 'Company']);
  if (roles.includes(Role.Admin)) links.push(['/admin/jobs', 'Review jobs']);
  if (!user) links.push(['/home-employer', 'For employers']);
  links.push(['/state-company/pennsylvania', 'Pennsylvania']);
  return (
    <ul className="nav__list">
      {links.map(([to, label, badge]) => (
        <li key={to + label}>
          <NavLink to={to} onClick={onNavigate}>
            {label}
            {badge ? (
              <>
                <span className="nav__badge" aria-hidden="true">
                  {badge}
                </span>
                <span className="visually-hidden">, {badge} recommended</span>
              </>
            ) : null}
          </NavLink>
        </li>
      ))}
      <li className="nav__account">
        {user ? (
          <>
            {user.primaryCompany && (
              <Link to="/profile" className="nav__company" onClick={onNavigate} title={user.primaryCompany.name}>
                <CompanyLogo name={user.primaryCompany.name} logo={user.primaryCompany.logo} size={32} />
                <span className="visually-hidden">{user.primaryCompany.name}, your company</span>
              </Link>
            )}
            <span className="nav__user" aria-label={`Signed in as ${user.user.firstName} ${user.user.lastName}`}>
              {user.user.firstName}
            </span>
            <button type="button" className="button button--ghost" onClick={() => signOut()}>
              Sign out
            </button>
          </>
        ) : (
          <Link className="button button--primary" to="/login" onClick={onNavigate}>
            Sign in
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
  // The demo controls come once the first page is up (they are not part of it).
  const [panel, setPanel] = useState(false);
  useEffect(() => (demo ? whenIdle(() => setPanel(true)) : undefined), [demo]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <div className="header__inner">
          <Link to="/jobs" className="brand" aria-label="Basecamp, go to jobs">
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
      <footer className="footer">
        <div className="footer__inner">
          <span>© Basecamp</span>
          <Link to="/terms-of-service">Terms of service</Link>
          <Link to="/privacy-policy">Privacy policy</Link>
          <Link to="/feedback">Feedback</Link>
        </div>
      </footer>
      {toastHost && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      <ScrollRestoration />
      {DemoPanel && demo && panel && (
        <Suspense fallback={null}>
          <DemoPanel demo={demo} />
        </Suspense>
      )}
    </>
  );
}
