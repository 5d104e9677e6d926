import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, openSignedIn, test } from './fixtures';

/**
 * The company screens' layout where jsdom cannot look (boxes): at a desktop and a phone width, a company's cover
 * lies above its header (never over its name, logo or buttons, which take their own clicks), the dashboard's job
 * rows fit the list, and create-company's suggestions keep the place clear of "Ask to join".
 */

const widths = [1280, 360] as const;
const IMAGE = path.resolve(import.meta.dirname, '../../contracts/fixtures/logo.png');

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b, `${locator.toString()} has a box`).not.toBeNull();
  return b!;
};
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of widths) {
  test(`a company's cover, header and job rows at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, 'employerAdmin', 'profile');
    await page.getByRole('button', { name: 'Edit company' }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit / });
    await dialog.getByLabel('Cover image').setInputFiles(IMAGE);
    // The file is taken once its content is checked: its preview shows.
    await expect(dialog.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();

    const header = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const cover = header.locator('img[src^="data:image/png"]').first();
    await expect(cover).toBeVisible();
    const coverBox = await box(cover);
    const edit = header.getByRole('button', { name: 'Edit company' });
    for (const part of [
      header.getByRole('heading', { level: 1 }),
      header.getByRole('link', { name: 'Post a job' }),
      edit,
    ]) {
      expect(overlap(coverBox, await box(part)), `the cover lies over ${part.toString()}`).toBe(false);
    }
    // The button takes its own click: the dialog opens.
    await edit.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const list = page
      .locator('main ul')
      .filter({ has: page.getByRole('article') })
      .first();
    const listBox = await box(list);
    for (const row of await list.getByRole('article').all()) {
      const rowBox = await box(row);
      expect(
        rowBox.x + rowBox.width,
        `${await row.getByRole('heading').textContent()} fits the list`,
      ).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test(`create-company's suggestions at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, 'employerFormer', 'create-company');
    await page.getByLabel('Company name').fill('Summit');
    const suggestions = page.getByRole('region', { name: 'Companies already on Basecamp' }).getByRole('listitem');
    await expect(suggestions.first()).toBeVisible();
    for (const item of await suggestions.all()) {
      const itemBox = await box(item);
      const ask = await box(item.getByRole('button', { name: /^Ask to join/ }));
      const place = item.locator('strong + span');
      const placeBox = await box(place);
      expect(overlap(placeBox, ask), `${await place.textContent()} runs under "Ask to join"`).toBe(false);
      expect(placeBox.x + placeBox.width).toBeLessThanOrEqual(itemBox.x + itemBox.width);
      // The place is not cut: its text fits its box.
      expect(await place.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
}
