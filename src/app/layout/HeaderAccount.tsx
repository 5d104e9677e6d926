import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { lazyPart } from '../../components/ui/lazy-part';
import { href } from '../../domain/paths';
import { appStore, isCandidate, recommendedCountAtom, signOut, userAtom } from '../../state/session';
import { heldWritesAtom, unsavedFormsAtom } from '../../state/unsaved';
import { userNavFor } from '../nav-user';

const SignOutConfirm = lazyPart(() => import('./SignOutConfirm'));
// For employers only (docs/decisions/0022).
const HeaderCompany = lazyPart(() => import('./HeaderCompany'));

/**
 * The header's part for a signed-in user: their own links (./nav-user.ts), their company, their account and
 * Sign out. Loaded once someone is signed in, not with the first page (docs/decisions/0001).
 */
export default function HeaderAccount({ onNavigate }: { onNavigate: () => void }) {
  const user = useAtomValue(userAtom);
  const recommended = useAtomValue(recommendedCountAtom);
  const unsaved = useAtomValue(unsavedFormsAtom);
  const [askSignOut, setAskSignOut] = useState(false);
  // A write held for its undo window is sent before the session that made it ends.
  const leave = () =>
    appStore.get(heldWritesAtom).length
      ? void import('../../state/held-writes').then((held) => held.sendThenSignOut())
      : signOut();
  const candidateToken = isCandidate(user) ? user?.accessToken : undefined;
  useEffect(() => {
    // Its code loads when a candidate is signed in.
    if (candidateToken && recommended === null)
      void import('../../state/recommended-count').then((m) => m.loadRecommendedCount());
  }, [candidateToken, recommended]);
  if (!user) return null;
  return (
    <>
      {userNavFor(user).map(({ to, label, badge }) => {
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
        {user.primaryCompany && <HeaderCompany onNavigate={onNavigate} />}
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
          <SignOutConfirm
            onStay={() => setAskSignOut(false)}
            onSignOut={() => {
              setAskSignOut(false);
              leave();
            }}
          />
        )}
      </li>
    </>
  );
}
