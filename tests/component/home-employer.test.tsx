import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fastUser } from './data';
import { renderApp, signInAs } from './render';

/** home-employer: what Basecamp offers employers, and how many candidates they could reach (Home/calculate-candidates). */

const reach = () => screen.getByText(/could take a job near|Counting…/).closest('[role="status"]') as HTMLElement;
const countOf = (text: string | null) =>
  Number(/^([\d,]+) candidates?/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

describe('home-employer', () => {
  it('shows a visitor how many candidates of a field could take a job near a place, and counts again when either changes', async () => {
    const user = fastUser();
    renderApp('/home-employer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hire people who live for the outdoors' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(reach()).toHaveTextContent(/^\d+ candidates in Guiding & Instruction could take a job near Boulder$/),
    );
    const guidingNearBoulder = countOf(reach().textContent);
    expect(guidingNearBoulder).toBeGreaterThan(0);

    await user.selectOptions(
      screen.getByLabelText('Job field'),
      within(screen.getByLabelText('Job field')).getByRole('option', { name: 'Engineering & Technology' }),
    );
    await waitFor(() =>
      expect(reach()).toHaveTextContent(/in Engineering & Technology could take a job near Boulder$/),
    );
    expect(countOf(reach().textContent)).toBeLessThan(guidingNearBoulder);

    await user.selectOptions(screen.getByLabelText('Near'), 'Anchorage, AK');
    await waitFor(() => expect(reach()).toHaveTextContent(/could take a job near Anchorage$/));
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/login?returnUrl=%2Fcreate-job');
  });

  it("greets a signed-in employer, counts near their company's town, and leads to their jobs", async () => {
    await signInAs('employer.admin@demo.test');
    renderApp('/home-employer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Morgan' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Candidates near Summit Trail Outfitters' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Near')).toHaveValue('boulder-co');
    await waitFor(() => expect(reach()).toHaveTextContent(/could take a job near Boulder$/));
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/create-job');
    expect(main.getByRole('link', { name: 'Manage your jobs' })).toHaveAttribute('href', '/profile');
  });
});
