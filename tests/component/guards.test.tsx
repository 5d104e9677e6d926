import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fastUser } from './data';
import { renderApp, signInAs } from './render';
import { createControls } from '../../mocks/controls';
import { appStore, userAtom, watchSessionExpiry } from '../../src/state/session';

const controls = createControls(async () => {});

async function signInOnThePage(email: string) {
  const user = fastUser();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

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

  it('on the login page of a page left when the session ended, a sign-in in another tab brings it back there', async () => {
    const view = renderApp('/login?returnUrl=%2Fprofile%2Fedit');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    // Another tab signs in: this one's guards run again (src/app/follow-tabs.ts).
    await signInAs('candidate@demo.test');
    await view.router.revalidate();
    expect(await screen.findByRole('heading', { name: 'Edit your profile', level: 1 })).toBeInTheDocument();
    expect(view.path()).toBe('/profile/edit');
  });

  it('an employer with a pending join request sees the pending message on /profile', async () => {
    await signInAs('employer.pending@demo.test');
    const view = renderApp('/profile');
    expect(
      await screen.findByText('Your company join request is pending approval; thank you for your patience.'),
    ).toBeVisible();
    expect(view.path()).toBe('/profile');
    expect(screen.queryByRole('heading', { name: 'Company profile' })).not.toBeInTheDocument();
  });

  it('the company admin sees the company profile', async () => {
    await signInAs('employer.admin@demo.test');
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Summit Trail Outfitters', level: 1 })).toBeInTheDocument();
  });

  it("an employer admin on /recommended-jobs (a candidate's page) ends on their company's profile", async () => {
    await signInAs('employer.admin@demo.test');
    const view = renderApp('/recommended-jobs');
    await screen.findByRole('heading', { name: 'Summit Trail Outfitters', level: 1 });
    expect(view.path()).toBe('/profile');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Post a job' }),
    ).toHaveAttribute('href', '/create-job');
  });

  it('a signed-in employer admin on /login is sent to their home', async () => {
    await signInAs('employer.admin@demo.test');
    const view = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back, Morgan', level: 1 });
    expect(view.path()).toBe('/home-employer');
    expect(screen.queryByRole('heading', { name: 'Sign in', level: 1 })).not.toBeInTheDocument();
  });

  it('a site admin without a company is sent from /profile to create one', async () => {
    await signInAs('admin@demo.test');
    const view = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Set up your company', level: 1 });
    expect(view.path()).toBe('/create-company');
  });

  it("the state's short path /state-company/PA is the Pennsylvania page's", async () => {
    const view = renderApp('/state-company/PA');
    await screen.findByRole('heading', { name: /Pennsylvania/, level: 1 });
    expect(view.path()).toBe('/state-company/pennsylvania');
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

  it('a 401 from any call logs the user out to the login page, which says why and brings them back after signing in', async () => {
    await signInAs('candidate@demo.test');
    controls.failNext('*', 401);
    const view = renderApp('/jobs?keyword=guide');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(view.path()).toBe('/login?returnUrl=%2Fjobs%3Fkeyword%3Dguide');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session is no longer valid. Sign in again to go back to where you were.',
    );
    expect(appStore.get(userAtom)).toBeNull();
    expect(JSON.parse(localStorage.getItem('jobboard.user') ?? 'null')).toBeNull();

    await signInOnThePage('candidate@demo.test');
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(view.path()).toBe('/jobs?keyword=guide');
  });

  it('an expired session sends the user to the login page, which says so, and back after signing in', async () => {
    await signInAs('employer.admin@demo.test');
    const view = renderApp('/create-job');
    await screen.findByRole('heading', { name: 'Post a job', level: 1 });
    // A clock just past the signed-in user's expiry; stopped once it has logged out (and whatever happens).
    const stop = watchSessionExpiry(() => Date.parse(appStore.get(userAtom)!.tokenExpires) + 1);
    onTestFinished(stop);
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    stop();
    expect(view.path()).toBe('/login?returnUrl=%2Fcreate-job');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Sign in again to go back to where you were.',
    );

    await signInOnThePage('employer.admin@demo.test');
    await screen.findByRole('heading', { name: 'Post a job', level: 1 });
    expect(view.path()).toBe('/create-job');
  });

  it('signing out by hand says nothing of a session ending', async () => {
    await signInAs('candidate@demo.test');
    const view = renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    await fastUser().click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(view.path()).toBe('/login');
    expect(screen.queryByText(/Your session/)).not.toBeInTheDocument();
  });
});
