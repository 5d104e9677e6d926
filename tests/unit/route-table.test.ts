import { describe, expect, it } from 'vitest';
import { areaModuleNames, areaNames, loadArea } from '../../src/app/route-table';
import { createRoutes } from '../../src/app/router';
import { pathsByArea } from '../../src/domain/paths';

/**
 * The route table is found by convention: each area of the paths module has its module src/app/areas/<area>.ts,
 * with a row (a screen or a redirect) for each of the area's paths. What a new route forgets is named here.
 */
describe('the route table by area', () => {
  it('each area of src/domain/paths.ts has its module in src/app/areas/, and each module its area', () => {
    expect([...areaModuleNames()].sort()).toEqual([...areaNames].sort());
  });

  it.each(Object.keys(pathsByArea))(
    "each path of the area '%s' has a row in its module, and no other",
    async (area) => {
      const { screens, redirects = [] } = await loadArea(area as keyof typeof pathsByArea);
      const rows = [...screens, ...redirects.map((r) => ({ name: r.from }))].map((r) => r.name).sort();
      expect(rows).toEqual(Object.keys(pathsByArea[area as keyof typeof pathsByArea]).sort());
    },
  );
});

describe('a path no route of the loaded areas matches', () => {
  const unknown = createRoutes().routes[0]?.children?.find((route) => route.id === 'unknown');
  const open = async (url: string) => {
    const loader = unknown?.loader as (args: { request: Request }) => Promise<Response> | Response;
    return (await loader({ request: new Request(url) })).headers.get('Location');
  };

  it('is sent to the jobs when no area has it', async () => {
    expect(await open('http://app.test/no-such-page?x=1')).toBe('/jobs');
  });

  // A revalidation may run this route's loader for a page of an area still being patched in (a fetcher's action
  // ending while an account's deletion signs out towards the login page): the page is opened again, not the jobs.
  it('is opened again when an area has it, with its query', async () => {
    expect(await open('http://app.test/login?returnUrl=%2Faccount')).toBe('/login?returnUrl=%2Faccount');
  });
});
