import { cardOf, cards, foreign, FOUND, jobIdOf, resultCount, shownDate, tick } from './discovery-helpers';
import { expect, openSignedIn, test, workerAnswers } from './fixtures';

/** Candidate discovery: a candidate saves a job from /jobs, applies, finds it under Applied (not Saved), and a sponsored match comes first. */

// Its requests are read as the page makes them: through the mock's service worker (fixtures.ts workerAnswers).
test.use({ serviceWorkers: 'allow' });

test('a candidate saves a job from /jobs, applies, finds it under Applied and not under Saved, and sees a sponsored match first', async ({
  page,
  requests,
  baseURL,
}) => {
  test.slow();
  await openSignedIn(page, 'candidate', 'jobs');
  await workerAnswers(page);
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(resultCount(page)).toHaveText(FOUND);

  // The first job of /jobs that this candidate has neither saved nor applied to (the seed's own saved and
  // applied jobs are older ones).
  const card = cards(page).first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const id = await jobIdOf(card);
  const company = (await card.locator('.job-card__company').textContent())!.split(' · ')[0]!;

  const saveButton = page.getByRole('button', { name: /Save job|Saved/ });
  await test.step(`open '${title}' and save it`, async () => {
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/job/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`Basecamp - ${title}`);
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveCount(0);
    await expect(saveButton).toHaveText('☆ Save job');
    await expect(saveButton).toHaveAttribute('aria-pressed', 'false');
    await saveButton.click();
    await expect(saveButton).toHaveText('★ Saved');
    await expect(saveButton).toHaveAttribute('aria-pressed', 'true');
    // The button keeps the focus through the save (a disabled button would drop it to the page).
    await expect(saveButton).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
      'Saved. You will find it under Saved in your jobs.',
    );
  });

  await test.step('apply through the dialog', async () => {
    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${company} will see your Basecamp profile`);
    const from = Date.now();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Application sent' })).toHaveText(
      `Application sent to ${company}.`,
    );
    const days = [...new Set([shownDate(from), shownDate(Date.now())])];
    await expect(page.getByText(/^Applied on /)).toHaveText(new RegExp(`^Applied on (${days.join('|')})$`));
    // Apply now is gone: the focus is on the application's note that replaced it, not dropped to the page.
    await expect(page.locator('.job-actions__applied')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    // Applied: nothing left to save (the job moved from saved to applied).
    await expect(saveButton).toHaveCount(0);
  });

  await test.step("the Applied tab lists it at stage 'Applied'", async () => {
    await page.getByRole('link', { name: 'See your applications' }).click();
    await expect(page).toHaveURL(/\/recommended-jobs\?tab=applied$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended jobs' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Your jobs' });
    await expect(tabs.getByRole('link', { name: 'Applied' })).toHaveAttribute('aria-current', 'page');
    await expect(cardOf(page, id)).toBeVisible();

    const stages = page.getByRole('group', { name: 'Applied by stage' });
    await expect(stages.getByLabel('All')).toBeChecked();
    await tick(stages.getByLabel('Applied', { exact: true }));
    await expect(page).toHaveURL(/\/recommended-jobs\?tab=applied&appliedBy=0$/);
    await expect(page.locator('.results__count')).toHaveText(/^\d+ applications?$/);
    const mine = cardOf(page, id);
    await expect(mine).toBeVisible();
    await expect(mine.locator('.badge--stage')).toHaveText('Applied');
    await expect(mine).toContainText(/Applied on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // Every job listed under this filter is at stage Applied.
    await expect(page.locator('.job-list .badge--stage').filter({ hasNotText: /^Applied$/ })).toHaveCount(0);
  });

  await test.step('the Saved tab no longer lists it', async () => {
    await page.getByRole('navigation', { name: 'Your jobs' }).getByRole('link', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/recommended-jobs\?tab=saved$/);
    await expect(page.locator('.results__count')).toHaveText(/^\d+ saved jobs?$/);
    await expect(cardOf(page, id)).toHaveCount(0);
  });

  await test.step('the Recommended tab shows a sponsored match first, with its match percentage', async () => {
    await page.getByRole('navigation', { name: 'Your jobs' }).getByRole('link', { name: 'Recommended' }).click();
    await expect(page).toHaveURL(/\/recommended-jobs\??$/);
    await expect(
      page.getByRole('navigation', { name: 'Your jobs' }).getByRole('link', { name: 'Recommended' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.results__count')).toHaveText(/^\d+ recommended jobs?$/);
    const first = page.getByRole('article').first();
    await expect(first.getByText('Sponsored', { exact: true })).toBeVisible();
    await expect(first.getByText(/^\d{1,3}% match$/)).toBeVisible();
    const percent = Number(/^(\d+)/.exec((await first.getByText(/% match$/).textContent())!)![1]);
    expect(percent).toBeGreaterThanOrEqual(60);
    expect(percent).toBeLessThanOrEqual(100);
    // 'Why this match' opens to the reasons.
    const why = first.getByText('Why this match');
    await why.click();
    await expect(first.locator('details')).toHaveAttribute('open', '');
    await expect(first.locator('details li').first()).toBeVisible();
  });

  await test.step('no request left the origin', async () => {
    expect(requests.some((r) => r.url().includes('Job/apply'))).toBe(true);
    expect(foreign(requests, baseURL)).toEqual([]);
  });
});
