import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fastUser } from './data';
import { renderApp } from './render';

/** The footer's groups, each a navigation landmark named by its heading, with its links' names. */
async function footerGroups() {
  const footer = await screen.findByRole('contentinfo');
  return within(footer)
    .getAllByRole('navigation')
    .map((group) => [
      within(group).getByRole('heading', { level: 2 }).textContent,
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ]);
}

describe('the footer of every page', () => {
  it('with beta access, links the public pages by group, and a link opens its page', async () => {
    const user = fastUser();
    const view = renderApp('/jobs');
    expect(await footerGroups()).toEqual([
      ['Candidates', ['Find your next job', 'Why Basecamp', 'Pay insights']],
      ['Employers', ['Hire with Basecamp', 'Employer home']],
      ['States', ['Pennsylvania']],
      ['Basecamp', ['Feedback', 'Terms of service', 'Terms and conditions', 'Privacy policy', 'NDA agreement']],
    ]);
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { name: 'Privacy policy', level: 1 })).toBeInTheDocument();
    expect(view.path()).toBe('/privacy-policy');
  });

  it('without beta access, links only the pages open to everyone', async () => {
    renderApp('/launching-soon', { beta: false });
    expect(await footerGroups()).toEqual([['Basecamp', ['Job board', 'Launching soon', 'Feedback']]]);
  });
});
