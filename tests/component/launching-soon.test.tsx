import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fastUser } from './data';
import { demoActions, renderApp } from './render';

const heading = () => screen.findByRole('heading', { name: /Launching soon/, level: 1 });
const HINT = /^Trying the demo\? Switch on Beta access in the Demo controls/;
/** The hint's paragraph (its words are split by emphasis). */
const hint = () => screen.queryByText((_, element) => element?.tagName === 'P' && HINT.test(element.textContent ?? ''));

describe('/launching-soon: the way in for a first-time visitor', () => {
  it('in demo mode, points to the beta switch in the demo controls, which opens the beta', async () => {
    const user = fastUser();
    const view = renderApp('/launching-soon', { beta: false, demo: demoActions() });
    await heading();
    expect(hint()).toHaveTextContent(
      'Trying the demo? Switch on Beta access in the Demo controls (the strip at the top of the page), then sign in ' +
        'with one of the demo accounts the sign-in page lists.',
    );

    // Following it: the strip's Demo controls, Beta access on, then the page lets the visitor in.
    const strip = screen.getByRole('complementary', { name: 'Demo controls' });
    await user.click(await within(strip).findByRole('button', { name: 'Demo controls' }));
    await user.click(within(strip).getByRole('checkbox', { name: 'Beta access' }));
    await user.click(await screen.findByRole('link', { name: 'Enter the beta' }));
    expect(await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 })).toBeInTheDocument();
    expect(view.path()).toBe('/jobs');
  });

  it('with beta access on, the hint is not repeated', async () => {
    renderApp('/launching-soon', { beta: true, demo: demoActions() });
    await heading();
    expect(screen.getByRole('link', { name: 'Enter the beta' })).toBeInTheDocument();
    expect(hint()).not.toBeInTheDocument();
  });

  it('a production build (no demo controls) says nothing of them', async () => {
    // No demo controls: what a production build shows.
    renderApp('/launching-soon', { beta: false, demo: null });
    await heading();
    expect(screen.getByText(/The beta is open by invitation/)).toBeInTheDocument();
    expect(hint()).not.toBeInTheDocument();
  });
});
