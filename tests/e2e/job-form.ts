import type { Page } from '@playwright/test';

/** The job form as an employer fills it in (create-job, update-job). */

/** Picks an option of a select by its visible text. */
export const choose = (page: Page, label: string, option: string) =>
  page.getByLabel(label, { exact: true }).selectOption({ label: option });

/** Every field a job needs to be sent for review, but its title: a full-time climbing guide job in Boulder, CO. */
export async function fillJobDetails(page: Page, description: string) {
  await page.getByLabel('Description', { exact: true }).fill(description);
  await choose(page, 'Job type', 'Full-time');
  await choose(page, 'Experience', '3-5 years');
  await choose(page, 'Job field', 'Guiding & Instruction');
  await choose(page, 'Focus', 'Climbing');
  await choose(page, 'Based in', 'Boulder, CO');
  await choose(page, 'Remote status', 'Onsite');
  await page.getByLabel('Minimum ($)', { exact: true }).fill('52000');
  await page.getByLabel('Maximum ($)', { exact: true }).fill('64000');
  await choose(page, 'Paid', 'per year');
}
