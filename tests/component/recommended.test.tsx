import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cards, cardTitles, fastUser } from './data';
import { addApplication, onlyJobs } from './fixtures';
import { addBestMatch, addMatches, bestMatch, openMyJobs } from './recommended-page';
import { renderApp, signInAs } from './render';
import { location } from '../../mocks/builders';
import { db, type JobRecord } from '../../mocks/db';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';

const COUNT_KEY = 'jobboard.recommended-count';

/** The match percent a card shows ('83% match' → 83). */
const percentOf = (card: HTMLElement) =>
  Number(/^(\d+)% match$/.exec(within(card).getByText(/% match$/).textContent!)![1]);

/** The total the list announces ('59 recommended jobs' → 59), or NaN while it loads. */
const shownTotal = () => {
  const text = screen
    .queryAllByRole('status')
    .map((s) => s.textContent ?? '')
    .find((t) => /^\d+ recommended jobs?$/.test(t));
  return text ? Number(text.split(' ')[0]) : NaN;
};

/** Waits for the recommended list and returns its total. */
async function recommendedTotal() {
  await waitFor(() => expect(shownTotal()).not.toBeNaN());
  return shownTotal();
}

const asCandidate = () => signInAs('candidate@demo.test');

const cardOf = (jobId: number) =>
  cards().find((card) => within(card).getByRole('link').getAttribute('href') === `/job/${jobId}`);

describe('/recommended-jobs: the Recommended tab', () => {
  beforeEach(async () => {
    await asCandidate();
    // Which sponsored jobs go first is drawn at random; fix the draw for the page-level tests.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the jobs with their match, and a "Why this match" disclosure with the reasons', async () => {
    const user = fastUser();
    await addMatches();
    const match = await addBestMatch();
    await openMyJobs();
    const total = await recommendedTotal();
    expect(total).toBeGreaterThan(20);
    expect(screen.getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'page');
    expect(cards()).toHaveLength(20);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    for (const card of cards()) expect(percentOf(card)).toBeGreaterThanOrEqual(60);

    // The best match fits the candidate's whole profile: focus, job type, pay (Casey: climbing and paddling, $45,000 a year).
    const best = cardOf(match.id)!;
    expect(within(best).getByRole('link')).toHaveTextContent('River Trip Planner');
    expect(percentOf(best)).toBe(100);
    const why = within(best).getByText('Why this match');
    const reasons = () =>
      within(best)
        .getAllByRole('listitem')
        .filter((li) => li.closest('details'));
    expect(reasons().length).toBeGreaterThanOrEqual(3);
    for (const reason of reasons()) expect(reason).not.toBeVisible();

    await user.click(why);
    for (const reason of reasons()) expect(reason).toBeVisible();
    const texts = reasons().map((li) => li.textContent);
    expect(texts).toContainEqual(expect.stringMatching(/^Your focus: (Climbing|Paddling)$/));
    expect(texts).toContain('Pays your $45,000 minimum or more');
    expect(texts).toContainEqual(expect.stringMatching(/, as you prefer$/));
  });

  it('sorting High-Low Match % orders the jobs by their match', async () => {
    const user = fastUser();
    // Each job's match with Casey's profile (docs/matching.md). The best is the oldest: by date, twenty newer jobs
    // that match less come first, and it is on the second page.
    const partTime = { ...bestMatch, jobType: JobType.PartTime };
    await onlyJobs(
      // 85 %: not a job type Casey picked.
      { ...partTime, title: 'Part-time Paddling Guide' },
      // 90 %: her field, but no focus named.
      { ...bestMatch, title: 'Trip Leader', focusId: null },
      // 95 %: remote, which she does not look for (no commute, though).
      { ...bestMatch, title: 'Remote Trip Planner', remoteStatus: RemoteStatus.RemoteGlobally },
      // 70 %: part-time, and paid below her minimum.
      ...Array<Partial<JobRecord>>(17).fill({
        ...partTime,
        title: 'Low-pay Guide',
        salaryMin: 30_000,
        salaryMax: 40_000,
      }),
      // 100 %.
      { ...bestMatch, title: 'River Trip Planner' },
    );
    const view = await openMyJobs();
    expect(await recommendedTotal()).toBe(21);
    const shown = () => cards().map((card) => `${within(card).getByRole('link').textContent}: ${percentOf(card)} %`);
    expect(shown()).toEqual([
      'Part-time Paddling Guide: 85 %',
      'Trip Leader: 90 %',
      'Remote Trip Planner: 95 %',
      ...Array<string>(17).fill('Low-pay Guide: 70 %'),
    ]);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'High-Low Match %');
    expect(view.router.state.location.search).toBe('?sort=HighLowMatch');
    // The first page holds the best matches of all the recommendations.
    await waitFor(() =>
      expect(shown()).toEqual([
        'River Trip Planner: 100 %',
        'Remote Trip Planner: 95 %',
        'Trip Leader: 90 %',
        'Part-time Paddling Guide: 85 %',
        ...Array<string>(16).fill('Low-pay Guide: 70 %'),
      ]),
    );
  });

  it('the date-posted filter keeps only the recently posted jobs', async () => {
    const user = fastUser();
    await addBestMatch();
    const view = await openMyJobs();
    const all = await recommendedTotal();

    await user.selectOptions(screen.getByLabelText('Date posted'), 'Past 24 hours');
    expect(view.router.state.location.search).toBe('?datePosted=Past24Hours');
    await waitFor(() => expect(shownTotal()).toBeLessThan(all));
    const recent = shownTotal();
    expect(recent).toBeGreaterThan(0);
    expect(cards()).toHaveLength(recent);
    for (const card of cards()) expect(within(card).getByText(/^Posted /)).toHaveTextContent('Posted today');
    // The nav keeps the count of all recommendations, not of a filtered view.
    expect(sessionStorage.getItem(COUNT_KEY)).toBe(String(all));
  });

  it('stores the count in session storage, shows it in the nav, and clears it at logout', async () => {
    const user = fastUser();
    const view = await openMyJobs();
    const total = await recommendedTotal();

    await waitFor(() => expect(sessionStorage.getItem(COUNT_KEY)).toBe(String(total)));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: `My jobs, ${total} recommended` })).toHaveAttribute(
      'href',
      '/recommended-jobs',
    );

    await user.click(within(nav).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(view.path()).toBe('/login');
    expect(sessionStorage.getItem(COUNT_KEY)).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: /My jobs/ }),
    ).not.toBeInTheDocument();
  });

  it('the nav shows the count from sign-in on, before recommended-jobs is opened', async () => {
    // Three jobs of the candidate's field and focus, one of another field.
    await onlyJobs('Kayak Guide', 'Climbing Guide', 'Canoe Guide', {
      title: 'Data Engineer',
      jobFieldId: 8,
      focusId: null,
    });
    expect(sessionStorage.getItem(COUNT_KEY)).toBeNull();
    renderApp('/jobs');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My jobs, 3 recommended' })).toHaveAttribute(
      'href',
      '/recommended-jobs',
    );
    expect(sessionStorage.getItem(COUNT_KEY)).toBe('3');
  });
});

describe('/recommended-jobs: what is recommended', () => {
  beforeEach(asCandidate);

  /** The reasons of a card's "Why this match". */
  const reasonsOf = (card: HTMLElement) =>
    within(card.querySelector('details')!)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');

  it('the seeded climbing and paddling candidate is recommended only jobs of that field and focus, within 100 miles of Boulder or remote', async () => {
    const profile = db.candidateProfiles.findFirst((q) => q.where({ userId: 1 }))!;
    expect(profile.focus).toEqual([1, 2]);
    expect(profile.maxDistanceMiles).toBe(100);
    const denver = await addBestMatch({ title: 'Denver Climbing Guide', focusId: 1, ...location('denver-co') });
    const remote = await addBestMatch({ title: 'Remote Trip Planner', remoteStatus: RemoteStatus.RemoteGlobally });
    const far = await addBestMatch({ title: 'Harrisburg Paddling Guide', ...location('harrisburg-pa') });
    await openMyJobs();
    const total = await recommendedTotal();
    expect(cards()).toHaveLength(total);
    expect(reasonsOf(cardOf(denver.id)!)).toContain('24 mi from Boulder');
    expect(reasonsOf(cardOf(remote.id)!)).toContain('No commute');
    expect(cardOf(far.id)).toBeUndefined();
    for (const card of cards()) {
      const reasons = reasonsOf(card);
      expect(reasons).toContainEqual(
        expect.stringMatching(/^(Your focus: (Climbing|Paddling)|Your field: Guiding & Instruction)$/),
      );
      // Within reach: at most 100 miles from Boulder, or no commute.
      expect(reasons).toContainEqual(expect.stringMatching(/^(\d{1,2}|100) mi from Boulder$|^No commute$/));
      // The job itself: guiding, climbing or paddling (or no focus named).
      const id = Number(within(card).getByRole('link').getAttribute('href')!.split('/').pop());
      const job = db.jobs.findFirst((q) => q.where({ id }))!;
      expect(job.jobFieldId).toBe(1);
      expect([1, 2, null]).toContain(job.focusId);
    }
    // Engineering and marketing jobs are not recommended, however remote, full-time and well paid.
    const otherFields = db.jobs
      .all()
      .filter((j) => j.jobFieldId === 8 || j.jobFieldId === 3)
      .map((j) => `/job/${j.id}`);
    expect(cards().map((card) => within(card).getByRole('link').getAttribute('href'))).not.toContainEqual(
      expect.toBeOneOf(otherFields),
    );
  });

  it('a job the candidate applied to is not recommended again (it is under Applied); a saved one still is', async () => {
    const applied = await addBestMatch({ title: 'Applied Climbing Guide' });
    const saved = await addBestMatch({ title: 'Saved Climbing Guide' });
    await addBestMatch({ title: 'Fresh Climbing Guide' });
    await addApplication({ jobId: applied.id });
    await addApplication({ jobId: saved.id, status: ApplicationStatus.Watching });
    await openMyJobs();
    await recommendedTotal();
    expect(cardTitles()).toEqual(expect.arrayContaining(['Fresh Climbing Guide', 'Saved Climbing Guide']));
    expect(cardOf(applied.id)).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Applied Climbing Guide' })).not.toBeInTheDocument();
  });
});

describe('/recommended-jobs: who may see it', () => {
  it('a visitor is sent to sign in, with the way back', async () => {
    const view = renderApp('/recommended-jobs');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(view.path()).toBe('/login?returnUrl=%2Frecommended-jobs');
  });

  it('an employer is sent to the company profile', async () => {
    await signInAs('employer.admin@demo.test');
    const view = renderApp('/recommended-jobs');
    await screen.findByRole('heading', { name: 'Summit Trail Outfitters', level: 1 });
    expect(view.path()).toBe('/profile');
  });
});
