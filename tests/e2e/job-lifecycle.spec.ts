import type { Locator, Page } from '@playwright/test';
import { accounts, enableBeta, expectAccessible, expect, open, openDemoPanel, signInAs, test } from './fixtures';
import { choose, fillJobDetails } from './job-form';

/**
 * The job lifecycle as a stakeholder demos it, end to end in one browser: an employer posts a job and sends it for
 * review; an admin approves it; a candidate finds it in the search; the employer boosts it and the payment
 * succeeds; the candidate's recommended jobs show it among the sponsored jobs at the top; a second boost, with a
 * failure forced in the demo controls, shows the failure and leaves that job unboosted. Axe checks each new screen.
 */

const TITLE = 'Lead Canyon Guide';

async function signOut(page: Page) {
  const signOutButton = page.getByRole('button', { name: 'Sign out', includeHidden: true });
  // The signed-in header comes in a chunk of its own: wait for it before asking whether the Menu hides it.
  await expect(signOutButton).toBeAttached();
  if (!(await signOutButton.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await signOutButton.click();
  await expect(page.getByRole('button', { name: 'Sign out', includeHidden: true })).toHaveCount(0);
}

/** The dashboard row (article) of a job, by its title (unique here), or by the path of its page. */
const row = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const rowOf = (page: Page, path: string) =>
  page.getByRole('article').filter({ has: page.locator(`h3 a[href$="${path}"]`) });

/** The hrefs of the job cards at the top of a list that carry the Sponsored badge (before the first that does not). */
async function sponsoredBlock(cards: Locator): Promise<string[]> {
  const block: string[] = [];
  for (const card of await cards.all()) {
    if ((await card.getByText('Sponsored', { exact: true }).count()) === 0) break;
    block.push((await card.locator('h3 a').getAttribute('href')) ?? '');
  }
  return block;
}

async function payWith(dialog: Locator, cardNumber: string) {
  await dialog.getByLabel('Name on the card').fill('Morgan Alder');
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
}

test('an employer posts a job, an admin approves it, a candidate finds it, and the boosted job is sponsored first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await enableBeta(page);

  let jobPath = '';
  await test.step('the employer posts a job and sends it for review', async () => {
    await signInAs(page, accounts.employerAdmin, '/create-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    await page.getByLabel('Job title', { exact: true }).fill(TITLE);
    // Sent too early, the form says what is missing beside each field, and keeps the title.
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Check the \d+ fields marked below/ })).toBeVisible();
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue(TITLE);
    await expectAccessible(page, 'create-job with field errors');

    await fillJobDetails(
      page,
      'Lead climbing and canyoneering days around Boulder for small groups: set anchors, teach, and keep everyone safe and smiling.',
    );
    await page.getByRole('button', { name: 'Send for review' }).click();

    await expect(page).toHaveURL(/\/profile\?status=2$/);
    await expect(row(page, TITLE).getByText('Pending Review')).toBeVisible();
    jobPath = (await row(page, TITLE).locator('h3 a').getAttribute('href')) ?? '';
    expect(jobPath).toMatch(/^\/job\/\d+$/);
    await expectAccessible(page, 'the employer dashboard');
  });

  await test.step('an admin approves it', async () => {
    await signOut(page);
    await signInAs(page, accounts.admin);
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await page.getByLabel('Keywords').fill(TITLE);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toHaveText(
      '1 job waiting for review',
    );
    await expectAccessible(page, 'the review queue');
    await page.getByRole('button', { name: `Approve ${TITLE}` }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Approved/ })).toHaveText(
      `Approved “${TITLE}” by Summit Trail Outfitters. It is on the job search now.`,
    );
    await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toHaveText(
      '0 jobs waiting for review',
    );
  });

  await test.step('a candidate finds it in the search, not yet sponsored', async () => {
    await signOut(page);
    await signInAs(page, accounts.candidate);
    await open(page, `jobs?keyword=${encodeURIComponent(TITLE)}`);
    const card = page
      .locator('.results')
      .getByRole('article')
      .filter({ has: page.locator(`h3 a[href$="${jobPath}"]`) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Sponsored', { exact: true })).toHaveCount(0);
    await open(page, 'recommended-jobs?datePosted=Past24Hours');
    const cards = page.locator('.job-list').getByRole('article');
    await expect(cards.locator(`h3 a[href$="${jobPath}"]`)).toBeVisible();
    expect(await sponsoredBlock(cards)).not.toContain(jobPath);
  });

  await test.step('the employer boosts it, and the payment succeeds', async () => {
    await signOut(page);
    await signInAs(page, accounts.employerAdmin, '/profile?status=3');
    await row(page, TITLE)
      .getByRole('button', { name: `Boost ${TITLE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Boost “${TITLE}”` });
    await dialog.getByRole('radio', { name: /^Sponsored/ }).check();
    await choose(page, 'For', '2 weeks');
    await expect(dialog.getByText(/^Total:/)).toHaveText('Total: $198 for 2 weeks');
    await expectAccessible(page, 'the boost dialog');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    const pay = page.getByRole('dialog', { name: `Pay for the boost of “${TITLE}”` });
    await payWith(pay, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/purchase-confirmation\?boostId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your boost is booked' })).toBeVisible();
    await expect(page.locator('.receipt')).toContainText('$198 · card ending 4242');
    await expectAccessible(page, 'the purchase confirmation');
  });

  await test.step("the candidate's recommended jobs show it among the sponsored jobs at the top", async () => {
    await signOut(page);
    await signInAs(page, accounts.candidate, '/recommended-jobs?datePosted=Past24Hours');
    const cards = page.locator('.job-list').getByRole('article');
    await expect(cards.locator(`h3 a[href$="${jobPath}"]`)).toBeVisible();
    expect(await sponsoredBlock(cards)).toContain(jobPath);
  });

  await test.step('a second boost, with a failure forced in the demo controls, fails and leaves its job unboosted', async () => {
    await signOut(page);
    await signInAs(page, accounts.employerAdmin, '/profile?status=3');
    const panel = await openDemoPanel(page);
    await panel.getByLabel('Decline the next payment').check();
    await page.getByRole('button', { name: 'Demo controls' }).click();

    const other = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Boost / }) })
      .first();
    const otherTitle = (await other.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const otherPath = (await other.locator('h3 a').getAttribute('href')) ?? '';
    await other.getByRole('button', { name: `Boost ${otherTitle}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' }).click();
    const pay = page.getByRole('dialog', { name: `Pay for the boost of “${otherTitle}”` });
    await payWith(pay, '4242 4242 4242 4242');
    await expect(pay.getByRole('alert')).toHaveText(
      'Payment failed: The payment was declined (demo controls). The job is not boosted. Check the card, or use another one.',
    );
    await pay.getByRole('button', { name: 'Pay later' }).click();
    await expect(rowOf(page, otherPath)).toContainText('boost: waiting for payment');
    await expect(rowOf(page, otherPath).getByRole('button', { name: `Complete payment ${otherTitle}` })).toBeVisible();

    await open(page, otherPath.replace(/^\//, ''));
    await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
    await expect(page.locator('.job-page__header').getByText('Sponsored', { exact: true })).toHaveCount(0);
  });
});
