import { describe, expect, it } from 'vitest';
import { areaModuleNames, areaNames, loadArea } from '../../src/app/route-table';
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
