import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openSignedIn, signInThroughDemo, test } from './fixtures';

/**
 * The admins' console, as a stakeholder demos it (issue 25's story): an employer admin renames their company with a
 * comma, a quote and a leading `=`; the site's admin filters the companies by membership status and a date range
 * (the tabs' counts follow), pages, exports companies.csv (the file's header and the renamed company's row, inert),
 * then opens the company and adds an employer to it and removes them; asks for missing information on one of its
 * jobs, which its employer admin then sees under Action Required. Each screen's details: tests/component
 * (admin-companies, admin-companies-export, admin-company-people, job-review).
 */

const TRICKY = '=Summit, "Trail" Outfitters';
const tab = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Membership status' }).getByRole('link', { name });
const countOf = async (page: Page, name: RegExp) => Number(await tab(page, name).locator('.tabs__count').textContent());

test('an admin filters, pages and exports the companies, then adds and removes an employer', async ({ page }) => {
  // A story of three screens and two accounts: some 25 s here.
  test.setTimeout(90_000);
  await openSignedIn(page, 'employerAdmin', 'profile');
  await page.getByRole('button', { name: 'Edit company' }).click();
  const edit = page.getByRole('dialog', { name: /^Edit / });
  await edit.getByLabel('Company name').fill(TRICKY);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  await signInThroughDemo(page, 'admin@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^300 companies, page 1 of 15$/ })).toBeVisible();
  await expectAccessible(page, 'the companies, all of them');

  // A membership status, then a date range: the list and every tab's count follow.
  await tab(page, /^Active membership/).click();
  const active = await countOf(page, /^Active membership/);
  await expect(page.getByRole('status').filter({ hasText: `${active} companies` })).toBeVisible();
  await page.getByLabel('Created from').fill('2026-01-01');
  await page.getByLabel('Created to').fill('2026-06-30');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/dateFrom=2026-01-01&dateTo=2026-06-30/);
  await expect.poll(() => countOf(page, /^Active membership/)).toBeLessThan(active);
  const inRange = await countOf(page, /^Active membership/);
  for (const cell of await page.locator('tbody tr td:nth-child(3) time').all())
    expect(await cell.getAttribute('datetime')).toMatch(/^2026-0[1-6]-/);
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${inRange} compan`) })).toBeVisible();

  // Back to all, searched by name: the renamed company, exported with the header of the spec, inert.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Name').fill('summit');
  await page.getByRole('button', { name: 'Search' }).click();
  await tab(page, /^All/).click();
  await expect(page.getByRole('row', { name: /Summit, "Trail" Outfitters/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).dblclick(),
  ]);
  expect(download.suggestedFilename()).toBe('companies.csv');
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFId,Name,Created Date,Active Jobs,Pending Review Jobs,Rejected Jobs,Membership Status');
  // One row per company the view finds (all its pages), as many as the list says.
  const found = await page
    .getByRole('status')
    .filter({ hasText: /^\d+ compan/ })
    .textContent();
  expect(lines.length - 1).toBe(Number(found!.split(' ')[0]));
  const row = lines.find((line) => line.includes('Trail'));
  expect(row).toMatch(/^\d+,"'=Summit, ""Trail"" Outfitters",\d{4}-\d{2}-\d{2},\d+,\d+,\d+,[A-Z][a-z ]+$/);
  await expect(page.getByRole('status').filter({ hasText: /^companies\.csv saved, with \d+ compan/ })).toBeVisible();

  // Paging, at 360 px: the table scrolls on its own, the page does not.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^300 companies, page 2 of 15$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The company's people: an employer found by name, added, then removed.
  await page.getByLabel('Name').fill('summit');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: TRICKY }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRICKY })).toBeVisible();
  await page.getByLabel('Name or email address').fill('employer.pending');
  await page.getByRole('button', { name: 'Find' }).click();
  const add = page.getByRole('button', { name: `Add Riley Cedar to ${TRICKY}` });
  await add.dblclick();
  await expect(page.getByRole('row', { name: /employer\.pending@demo\.test/ })).toBeVisible();
  await expectAccessible(page, "a company's people, for the site's admin");
  await page.getByRole('button', { name: 'Remove Riley Cedar' }).click();
  await page.getByRole('dialog', { name: 'Remove Riley Cedar' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('row', { name: /employer\.pending@demo\.test/ })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'People' })).toBeFocused();

  // A job of the company waiting for review: the admin asks for what is missing, and its employer sees it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review jobs' }).click();
  await page.getByLabel('Company').selectOption({ label: TRICKY });
  // The queue of that company only: every row names it.
  await expect(page.getByRole('article').first()).toContainText(TRICKY);
  await expect(page.getByRole('article').filter({ hasNotText: TRICKY })).toHaveCount(0);
  const pending = page.getByRole('article').first();
  const title = (await pending.getByRole('heading').first().textContent())!;
  await pending.getByRole('button', { name: `Ask for information ${title}` }).click();
  const ask = page.getByRole('dialog', { name: `Ask for information on “${title}”` });
  await ask.getByLabel('What is missing').fill('Say where the guides meet each morning, and the season dates.');
  await ask.getByRole('button', { name: 'Send to the employer' }).dblclick();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeHidden();

  await signInThroughDemo(page, 'employer.admin@demo.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await page.getByLabel(/^Action Required/).click();
  await expect(page.getByLabel(/^Action Required/)).toBeChecked();
  const asked = page.getByRole('article').filter({ hasText: title });
  await expect(asked).toContainText(
    'Missing information: Say where the guides meet each morning, and the season dates.',
  );
});
