import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { applyState, resetState, states } from '../../mocks/states';

/** Every area's states, by the file convention: each file of mocks/states but the shared ones exports `<area>States`. */
const areaModules = import.meta.glob<Record<string, object>>(
  ['../../mocks/states/*.ts', '!../../mocks/states/{index,define,support,journal}.ts'],
  { eager: true },
);

/** mocks/states: one file per area, combined without losing a state; the state-change protocol's errors. */

afterEach(resetState);

describe('provider states', () => {
  it('no two areas implement the same state', () => {
    const areas = Object.values(areaModules).flatMap((module) =>
      Object.entries(module).flatMap(([name, value]) => (name.endsWith('States') ? [value] : [])),
    );
    expect(areas.length).toBe(Object.keys(areaModules).length);
    const names = areas.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(states).sort()).toEqual(names.sort());
  });

  it('sets a state up from its parameters, and tears every state down', async () => {
    await applyState(
      'an active job {jobId} titled {title} exists at company {companyId}',
      { jobId: 11, title: 'River Trip Planner', companyId: 2 },
      'setup',
    );
    expect(db.jobs.findFirst((q) => q.where({ id: 11 }))).toMatchObject({ title: 'River Trip Planner', companyId: 2 });
    expect(db.companies.findFirst((q) => q.where({ id: 2 }))).toMatchObject({
      name: 'Keystone Paddle Co.',
      activeJobsCount: 1,
    });
    await applyState('an active job {jobId} titled {title} exists at company {companyId}', {}, 'teardown');
    expect(db.jobs.all()).toEqual([]);
  });

  it('refuses a state it does not implement, and a parameter missing', async () => {
    await expect(applyState('a state that does not exist', {}, 'setup')).rejects.toThrow(
      /No provider state named 'a state that does not exist'/,
    );
    await expect(
      applyState('the user {email} exists with password {password}', { email: 'casey@example.com' }, 'setup'),
    ).rejects.toThrow(/parameter 'password' is missing/);
  });
});
