import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { applyState, resetState, states } from '../../mocks/states';
import { accountStates } from '../../mocks/states/account';
import { accountSettingsStates } from '../../mocks/states/account-settings';
import { adminCompanyStates } from '../../mocks/states/admin-company';
import { authStates } from '../../mocks/states/auth';
import { boostStates } from '../../mocks/states/boost';
import { companyStates } from '../../mocks/states/company';
import { companyListStates } from '../../mocks/states/company-list';
import { companyPeopleStates } from '../../mocks/states/company-people';
import { contentStates } from '../../mocks/states/content';
import { employerJobStates } from '../../mocks/states/employer-job';
import { feedbackStates } from '../../mocks/states/feedback';
import { homeStates } from '../../mocks/states/home';
import { jobStates } from '../../mocks/states/job';
import { payInsightsStates } from '../../mocks/states/pay-insights';
import { placeStates } from '../../mocks/states/place';
import { profileStates } from '../../mocks/states/profile';
import { quizStates } from '../../mocks/states/quiz';

/** mocks/states: one file per area, combined without losing a state; the state-change protocol's errors. */

afterEach(resetState);

describe('provider states', () => {
  it('no two areas implement the same state', () => {
    const areas = [
      authStates,
      accountStates,
      adminCompanyStates,
      companyStates,
      companyListStates,
      companyPeopleStates,
      jobStates,
      employerJobStates,
      boostStates,
      homeStates,
      payInsightsStates,
      placeStates,
      profileStates,
      accountSettingsStates,
      quizStates,
      contentStates,
      feedbackStates,
    ];
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
