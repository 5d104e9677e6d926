import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import '../../mocks/handlers';
import { routes } from '../../mocks/http';
import { mswPath, mswPattern } from '../../mocks/route-paths';

/**
 * The mock's handlers match a compiled RegExp (mocks/route-paths.ts) instead of the path string msw would compile
 * on every request: for every declared route, the two give msw the same answer, matched or not, with the same params.
 */

/** The route's path with each `:param` given `value`, under an origin. */
const urlOf = (path: string, origin: string, value: string) =>
  origin + path.replace(/^\*/, '').replace(/:[A-Za-z]+/g, value);

describe('the compiled paths of the mock', () => {
  it('match a few addresses as written out here', () => {
    const route = { service: 'api', path: 'admin/Job/:id/applicants' } as const;
    const pattern = mswPattern(route);
    expect(matchRequestUrl(new URL('http://127.0.0.1:4173/api/admin/Job/42/applicants'), pattern)).toEqual({
      matches: true,
      params: { 0: 'http://127.0.0.1:4173', id: '42' },
    });
    expect(matchRequestUrl(new URL('http://localhost/api/ADMIN/job/a%20b/applicants/'), pattern)).toEqual({
      matches: true,
      params: { 0: 'http://localhost', id: 'a b' },
    });
    expect(matchRequestUrl(new URL('http://localhost/api/admin/Job/42/applicants/stage'), pattern).matches).toBe(false);
    expect(matchRequestUrl(new URL('http://localhost/api/admin/Job/applicants'), pattern).matches).toBe(false);
    expect(matchRequestUrl(new URL('http://localhost/cms/admin/Job/42/applicants'), pattern).matches).toBe(false);
  });

  it('answer as msw answers the path string, for every route and every other route’s address', () => {
    expect(routes.length).toBeGreaterThan(90);
    const addresses = routes.flatMap((route) => {
      const path = mswPath(route);
      return [
        urlOf(path, 'http://127.0.0.1:4173', '17'),
        urlOf(path, 'http://localhost:5173', 'a%20b'),
        urlOf(path, 'http://localhost', 'x') + '/',
        urlOf(path, 'http://localhost', 'x').toUpperCase().replace('HTTP://LOCALHOST', 'http://localhost'),
        urlOf(path, 'http://localhost', 'x') + '/more',
        urlOf(path, 'http://localhost', 'x') + '?page=2#top',
      ];
    });
    for (const route of routes) {
      const pattern = mswPattern(route);
      for (const address of addresses) {
        const url = new URL(address);
        expect(matchRequestUrl(url, pattern), `${route.endpoint} at ${address}`).toEqual(
          matchRequestUrl(url, mswPath(route)),
        );
      }
    }
  });
});
