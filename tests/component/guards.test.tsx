import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createControls } from '../../mocks/controls';
import { appStore, userAtom } from '../../src/state/session';
import { renderApp, signInAs } from './render';

const controls = createControls(async () => {});

describe('guards through the real router', () => {
  it('without beta access, a product page shows the launching-soon page', async () => {
    const view = renderApp('/jobs', { beta: false });
    expect(await screen.findByRole('heading', { name: /Launching soon/, level: 1 })).toBeInTheDocument();
    expect(view.path()).toBe('/launching-soon');
  });

  it('without beta access, login is remembered on the launching-soon page', async () => {
    const view = renderApp('/login', { beta: false });
    await screen.findByRole('heading', { name: /Launching soon/, level: 1 });
    expect(view.path()).toBe('/launching-soon?returnUrl=%2Flogin');
    expect(screen.getByText(/You will be taken to sign in once you have access/)).toBeInTheDocument();
  });

  it('the empty path goes to launching-soon, an unknown path to the jobs', async () => {
    const empty = renderApp('/');
    await screen.findByRole('heading', { name: /Launching soon/, level: 1 });
    expect(empty.path()).toBe('/launching-soon');
    empty.unmount();

    const unknown = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(unknown.path()).toBe('/jobs');
  });

  it('a candidate on /create-job ends on /jobs', async () => {
    await signInAs('candidate@demo.test');
    const view = renderApp('/create-job');
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(view.path()).toBe('/jobs');
    expect(screen.queryByRole('heading', { name: 'Post a job' })).not.toBeInTheDocument();
  });

  it('a visitor on /recommended-jobs is sent to login with a return URL', async () => {
    const view = renderApp('/recommended-jobs');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(view.path()).toBe('/login?returnUrl=%2Frecommended-jobs');
  });

  it('an employer with a pending join request sees the pending message on /profile', async () => {
    await signInAs('employer.pending@demo.test');
    const view = renderApp('/profile');
    expect(await screen.findByText('Your company join request is pending approval; thank you for your patience.')).toBeVisible();
    expect(view.path()).toBe('/profile');
    expect(screen.queryByRole('heading', { name: 'Company profile' })).not.toBeInTheDocument();
  });

  it('the company admin sees the company profile', async () => {
    await signInAs('employer.admin@demo.test');
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Summit Trail Outfitters', level: 1 })).toBeInTheDocument();
  });

  it('an employer who left their company is sent to update-account', async () => {
    await signInAs('employer.former@demo.test');
    const view = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Update your account', level: 1 });
    expect(view.path()).toBe('/update-account');
  });

  it('a logged-in user on /quiz is refused with a notice', async () => {
    await signInAs('candidate@demo.test');
    const view = renderApp('/quiz');
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(view.path()).toBe('/jobs');
    expect(await screen.findByText('Quiz is not available for registered users')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Onboarding quiz' })).not.toBeInTheDocument();
  });

  it('a visitor may take the quiz', async () => {
    renderApp('/quiz');
    expect(await screen.findByRole('heading', { name: 'Onboarding quiz', level: 1 })).toBeInTheDocument();
  });

  it('a 401 from any call logs the user out and shows the login page', async () => {
    await signInAs('candidate@demo.test');
    controls.failNext('*', 401);
    const view = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(view.path()).toBe('/login');
    expect(appStore.get(userAtom)).toBeNull();
    expect(JSON.parse(localStorage.getItem('jobboard.user') ?? 'null')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
