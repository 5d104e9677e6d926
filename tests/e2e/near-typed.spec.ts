import { FOUND, resultCount } from './discovery-helpers';
import { enableBeta, expect, open, test } from './fixtures';

/**
 * A town typed in Near and not chosen from the list is never dropped: Search, clicked with the mouse before any
 * suggestion came, searches near its best match and says so; a text no place matches stays in the field, with why
 * beside it, and the jobs are said to be from anywhere.
 */

test('on /jobs, Denver typed and Search clicked at once: the jobs near Denver, CO, and a word saying so', async ({
  page,
}) => {
  await enableBeta(page);
  await open(page, 'jobs');
  await expect(resultCount(page)).toHaveText(FOUND);
  const search = page.getByRole('search', { name: 'Jobs' });
  await search.getByLabel('Near').fill('Denver');
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/jobs\?near=denver-co&radius=50$/);
  await expect(page.getByText('Showing jobs near Denver, CO, the best match for “Denver”.')).toBeVisible();
  await expect(search.getByLabel('Near')).toHaveValue('Denver, CO');
  await expect(search.getByLabel('Within')).toHaveValue('50');
});

test('on /home, Denver typed in Where and Search jobs clicked: /jobs near Denver, CO', async ({ page }) => {
  await enableBeta(page);
  await open(page, 'home');
  const search = page.getByRole('search', { name: 'Find jobs' });
  await search.getByLabel('What').fill('raft guide');
  await search.getByLabel('Where').fill('Denver');
  await search.getByRole('button', { name: 'Search jobs' }).click();

  await expect(page).toHaveURL(/\/jobs\?keyword=raft\+guide&near=denver-co&radius=50$/);
  await expect(page.getByText('Showing jobs near Denver, CO, the best match for “Denver”.')).toBeVisible();
  const bar = page.getByRole('search', { name: 'Jobs' });
  await expect(bar.getByLabel('Near')).toHaveValue('Denver, CO');
  await expect(bar.getByLabel('Keywords')).toHaveValue('raft guide');
});

test('a town no place matches stays in the field, with why beside it; choosing a place then searches near it', async ({
  page,
}) => {
  await enableBeta(page);
  await open(page, 'jobs');
  const search = page.getByRole('search', { name: 'Jobs' });
  const near = search.getByLabel('Near');
  await near.fill('Qzxv');
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/jobs\?nearText=Qzxv$/);
  await expect(near).toHaveValue('Qzxv');
  await expect(near).toHaveAccessibleDescription(
    'No town or ZIP code matches “Qzxv”, so these jobs are from anywhere. Choose a place from the list.',
  );
  await expect(resultCount(page)).toHaveText(FOUND);

  await near.fill('Boulder');
  await page.getByRole('option', { name: 'Boulder, CO, United States' }).click();
  await expect(page).toHaveURL(/\/jobs\?near=boulder-co&radius=50$/);
  await expect(near).not.toHaveAccessibleDescription(/No town/);
});

test('Denver typed, its suggestions shown, and Search clicked: the first suggestion is taken, nothing else said', async ({
  page,
}) => {
  await enableBeta(page);
  await open(page, 'jobs');
  const search = page.getByRole('search', { name: 'Jobs' });
  await search.getByLabel('Near').fill('Denver');
  await expect(page.getByRole('option', { name: 'Denver, CO, United States' })).toBeVisible();
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/jobs\?near=denver-co&radius=50$/);
  await expect(search.getByLabel('Near')).toHaveValue('Denver, CO');
  await expect(page.getByText('the best match for “Denver”', { exact: false })).toHaveCount(0);
});
