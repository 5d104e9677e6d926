// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person } from './users';

/**
 * The session of docs/product.md §4: stored on login under a fixed key, logged out when the token expires,
 * and what logout clears. Every test imports a fresh copy of the state modules (fresh store, fresh atoms).
 */

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const HOUR = 3_600_000;

const user = (roles: number[], tokenExpires = new Date(NOW + HOUR).toISOString()) =>
  person(roles, {
    accessToken: 'api-token',
    tokenExpires,
    user: { id: 1, email: 'candidate@demo.test', firstName: 'Casey', lastName: 'Rivers' },
  });

/** What local storage holds under the fixed key, parsed (a stored JSON null means no user). */
const storedUser = (): unknown => JSON.parse(localStorage.getItem('jobboard.user') ?? 'null');

const loadSession = async () => {
  vi.resetModules();
  return import('../../src/state/session');
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('signIn', () => {
  it('stores the user in local storage under jobboard.user', async () => {
    const session = await loadSession();
    const candidate = user([1]);
    session.signIn(candidate);
    expect(JSON.parse(localStorage.getItem('jobboard.user')!)).toEqual(candidate);
    expect(session.getUser()).toEqual(candidate);
  });

  it('a stored user is read back on the next load', async () => {
    localStorage.setItem('jobboard.user', JSON.stringify(user([2])));
    const session = await loadSession();
    expect(session.getUser()?.roles).toEqual([2]);
  });

  it.each([
    ['corrupt JSON', '{"accessToken": '],
    ['a record that fails the schema', JSON.stringify({ accessToken: 'x', roles: 'admin' })],
  ])('%s under jobboard.user reads as no user', async (_name, raw) => {
    localStorage.setItem('jobboard.user', raw);
    const session = await loadSession();
    expect(session.getUser()).toBeNull();
  });
});

describe('watchSessionExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });

  it('logs out exactly when the token expires, not before', async () => {
    const session = await loadSession();
    const sentTo = vi.fn();
    session.onLogout(sentTo);
    session.signIn(user([1], new Date(NOW + HOUR).toISOString()));
    const stop = session.watchSessionExpiry();

    vi.advanceTimersByTime(HOUR - 1);
    expect(session.getUser()).not.toBeNull();
    expect(sentTo).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(session.getUser()).toBeNull();
    expect(storedUser()).toBeNull();
    // The session ended under the user: the app asks them to sign in and come back (null), and says why.
    expect(sentTo).toHaveBeenCalledExactlyOnceWith(null);
    expect(session.appStore.get(session.sessionEndAtom)).toBe('expired');
    stop();
  });

  it('logs out at once when the token has already expired', async () => {
    const session = await loadSession();
    const sentTo = vi.fn();
    session.onLogout(sentTo);
    session.signIn(user([1], new Date(NOW - 1).toISOString()));
    const stop = session.watchSessionExpiry();
    expect(session.getUser()).toBeNull();
    expect(sentTo).toHaveBeenCalledExactlyOnceWith(null);
    stop();
  });

  it('logs out on load when the stored token expired while the app was closed', async () => {
    localStorage.setItem('jobboard.user', JSON.stringify(user([1], new Date(NOW - HOUR).toISOString())));
    const session = await loadSession();
    const stop = session.watchSessionExpiry();
    expect(session.getUser()).toBeNull();
    stop();
  });

  it('re-arms for a user who signs in after the watch started', async () => {
    const session = await loadSession();
    const stop = session.watchSessionExpiry();
    session.signIn(user([1], new Date(NOW + 2 * HOUR).toISOString()));
    vi.advanceTimersByTime(2 * HOUR - 1);
    expect(session.getUser()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(session.getUser()).toBeNull();
    stop();
  });

  it('waits beyond the longest setTimeout delay (about 24.8 days) without logging out early', async () => {
    const session = await loadSession();
    const thirtyDays = 30 * 24 * HOUR;
    session.signIn(user([1], new Date(NOW + thirtyDays).toISOString()));
    const stop = session.watchSessionExpiry();
    vi.advanceTimersByTime(thirtyDays - 1);
    expect(session.getUser()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(session.getUser()).toBeNull();
    stop();
  });

  it('stops watching when stopped', async () => {
    const session = await loadSession();
    session.signIn(user([1]));
    const stop = session.watchSessionExpiry();
    stop();
    vi.advanceTimersByTime(2 * HOUR);
    expect(session.getUser()).not.toBeNull();
  });
});

describe('signOut', () => {
  function fillStorage() {
    localStorage.setItem(
      'jobboard.content-token',
      JSON.stringify({ accessToken: 'c', expires: '2026-11-22T13:00:00.000Z' }),
    );
    localStorage.setItem('jobboard.profile-banner-dismissed', 'true');
    sessionStorage.setItem('jobboard.recommended-count', '12');
  }

  it.each([
    ['a candidate', [1]],
    ['a premium candidate', [1, 4]],
    ['an admin', [3]],
  ])('%s: clears user, content token, recommended count and banner flag, then goes to /login', async (_name, roles) => {
    fillStorage();
    const session = await loadSession();
    session.signIn(user(roles));
    expect(session.appStore.get(session.profileBannerDismissedAtom)).toBe(true);
    const sentTo = vi.fn();
    session.onLogout(sentTo);

    expect(session.signOut()).toBe('/login');
    expect(sentTo).toHaveBeenCalledExactlyOnceWith('/login');
    expect(session.getUser()).toBeNull();
    expect(storedUser()).toBeNull();
    expect(localStorage.getItem('jobboard.content-token')).toBeNull();
    expect(sessionStorage.getItem('jobboard.recommended-count')).toBeNull();
    expect(localStorage.getItem('jobboard.profile-banner-dismissed')).toBeNull();
    expect(session.appStore.get(session.profileBannerDismissedAtom)).toBe(false);
  });

  it('an employer keeps the banner flag and goes to /home-employer', async () => {
    fillStorage();
    const session = await loadSession();
    session.signIn(user([2]));
    const sentTo = vi.fn();
    session.onLogout(sentTo);

    expect(session.signOut()).toBe('/home-employer');
    expect(sentTo).toHaveBeenCalledExactlyOnceWith('/home-employer');
    expect(session.getUser()).toBeNull();
    expect(storedUser()).toBeNull();
    expect(localStorage.getItem('jobboard.content-token')).toBeNull();
    expect(sessionStorage.getItem('jobboard.recommended-count')).toBeNull();
    expect(localStorage.getItem('jobboard.profile-banner-dismissed')).toBe('true');
    expect(session.appStore.get(session.profileBannerDismissedAtom)).toBe(true);
  });

  it('leaves other storage alone', async () => {
    localStorage.setItem('jobboard.beta', 'true');
    sessionStorage.setItem('jobboard.tooltips', '[]');
    const session = await loadSession();
    session.signIn(user([1]));
    session.signOut();
    expect(localStorage.getItem('jobboard.beta')).toBe('true');
    expect(session.hasBetaAccess()).toBe(true);
  });

  it('an unsubscribed listener is not told', async () => {
    const session = await loadSession();
    const sentTo = vi.fn();
    const unsubscribe = session.onLogout(sentTo);
    unsubscribe();
    session.signIn(user([1]));
    session.signOut();
    expect(sentTo).not.toHaveBeenCalled();
  });
});

describe('a 401 ends the session it was sent with (src/app/bind-api.ts)', () => {
  const bound = async () => {
    const session = await loadSession();
    await import('../../src/app/bind-api');
    const { bindings } = await import('../../src/api/bindings');
    return { session, bindings };
  };

  it("signs out when the refused request carried the signed-in user's token", async () => {
    const { session, bindings } = await bound();
    session.signIn(user([1]));
    bindings.onUnauthorized('api-token');
    expect(session.getUser()).toBeNull();
    expect(session.appStore.get(session.sessionEndAtom)).toBe('refused');
  });

  it('leaves a newer session alone: an answer to an older token, or to a request sent signed out', async () => {
    const { session, bindings } = await bound();
    session.signIn(user([1]));
    bindings.onUnauthorized('token-of-an-earlier-session');
    bindings.onUnauthorized(null);
    expect(session.getUser()?.accessToken).toBe('api-token');
  });
});
