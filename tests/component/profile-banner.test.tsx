import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { fastUser } from './data';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { appStore, profileBannerDismissedAtom, signOut } from '../../src/state/session';

/** The profile banner of jobs and recommended jobs (docs/product.md §4.7). */

const banner = () => screen.findByRole('complementary', { name: /^Your profile is \d+ % complete/ });

describe('the profile banner', () => {
  beforeEach(() => signInAs('candidate@demo.test'));

  it("shows a candidate's completeness on jobs and links to the first missing part, which the editor focuses", async () => {
    const user = fastUser();
    const view = renderApp('/jobs');
    expect(await banner()).toHaveTextContent('Your profile is 81 % complete.');
    await user.click(screen.getByRole('link', { name: 'Add: Resume' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/profile/edit'));
    await waitFor(() => expect(screen.getByLabelText('Resume')).toHaveFocus());
  });

  it('shows on recommended jobs too; dismissed, it stays away until the candidate signs out', async () => {
    const user = fastUser();
    const view = renderApp('/recommended-jobs');
    await banner();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: /Your profile is/ })).not.toBeInTheDocument();
    // The focus goes to the page's heading, not to the top of the document.
    expect(screen.getByRole('heading', { name: 'Recommended jobs', level: 1 })).toHaveFocus();
    expect(appStore.get(profileBannerDismissedAtom)).toBe(true);
    view.unmount();
    renderApp('/jobs');
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(screen.queryByRole('complementary', { name: /Your profile is/ })).not.toBeInTheDocument();
    signOut();
    expect(appStore.get(profileBannerDismissedAtom)).toBe(false);
  });

  it('is not shown once the profile is complete, nor to other users', async () => {
    const answered: string[] = [];
    const onAnswer = ({ request }: { request: Request }) =>
      void answered.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('response:mocked', onAnswer);
    onTestFinished(() => void server.events.removeListener('response:mocked', onAnswer));
    const casey = db.candidateProfiles.findFirst((q) => q.where({ userId: 1 }))!;
    await db.candidateProfiles.update(casey, {
      data(p) {
        p.resumeUrl = 'data:application/pdf;base64,JVBERi0=';
        p.websiteUrl = 'https://casey.example';
        p.albumPhotosUrls = ['data:image/png;base64,QQ=='];
        p.careerMoves = ['From instructor to lead guide'];
      },
    });
    const view = renderApp('/jobs');
    await screen.findAllByRole('article');
    // The banner has loaded the profile (through the editor's loader), and still does not show.
    await waitFor(() => expect(answered).toContain('GET /api/Profile'));
    await waitFor(() => expect(view.router.state.fetchers.size).toBe(0));
    await act(async () => {});
    expect(screen.queryByRole('complementary', { name: /Your profile is/ })).not.toBeInTheDocument();
    view.unmount();
    signOut();
    await signInAs('employer.admin@demo.test');
    renderApp('/jobs');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('complementary', { name: /Your profile is/ })).not.toBeInTheDocument();
  });
});
