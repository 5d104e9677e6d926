import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/vanilla/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from './data';
import { renderApp, signInAs } from './render';
import { clearLookups } from '../../src/state/lookups';
import { appStore } from '../../src/state/store';
import { tooltipsAtom } from '../../src/state/tooltips';

const SALARY_MIN_HELP = 'The lowest pay you will offer. Jobs that show pay get more applicants.';

const requests = recordRequests();

beforeEach(async () => {
  await signInAs('employer.admin@demo.test');
});

describe('/create-job field help', () => {
  it('shows the help button, and a click shows the tooltip from the content service', async () => {
    const user = userEvent.setup();
    renderApp('/create-job');
    await screen.findByRole('heading', { name: 'Post a job', level: 1 });

    const help = await screen.findByRole('button', { name: 'About Minimum salary' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(SALARY_MIN_HELP)).not.toBeVisible();

    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(SALARY_MIN_HELP)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.getByText(SALARY_MIN_HELP)).not.toBeVisible();
  });

  it('only published tooltips are offered (the seeded draft is not)', async () => {
    renderApp('/create-job');
    await screen.findByRole('button', { name: 'About Minimum salary' });
    expect(screen.getByRole('button', { name: 'About Maximum salary' })).toBeInTheDocument();
    expect(screen.queryByText('Draft tooltip: not published yet.')).not.toBeInTheDocument();
  });

  it('caches the tooltips in session storage: a second render makes no second request', async () => {
    const first = renderApp('/create-job');
    await screen.findByRole('button', { name: 'About Minimum salary' });
    expect(requests.filter((r) => r === 'GET /cms/items/tooltips')).toHaveLength(1);
    expect(requests.filter((r) => r === 'POST /cms/auth/authenticate')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('jobboard.tooltips')!)).toContainEqual({
      field_name: 'salaryMin',
      tooltip: SALARY_MIN_HELP,
    });
    first.unmount();

    renderApp('/create-job');
    await screen.findByRole('button', { name: 'About Minimum salary' });
    expect(requests.filter((r) => r === 'GET /cms/items/tooltips')).toHaveLength(1);
    expect(requests.filter((r) => r.includes('/cms/'))).toHaveLength(2);
  });

  it('the content token is kept: a new browser session (empty cache) authenticates no second time', async () => {
    const first = renderApp('/create-job');
    await screen.findByRole('button', { name: 'About Minimum salary' });
    first.unmount();
    // A new browser session: its session storage is empty and the page's store starts anew.
    sessionStorage.clear();
    appStore.set(tooltipsAtom, RESET);
    clearLookups();

    renderApp('/create-job');
    await screen.findByRole('button', { name: 'About Minimum salary' });
    expect(requests.filter((r) => r === 'GET /cms/items/tooltips')).toHaveLength(2);
    expect(requests.filter((r) => r === 'POST /cms/auth/authenticate')).toHaveLength(1);
  });
});
