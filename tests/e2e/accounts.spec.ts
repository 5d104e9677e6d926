import path from 'node:path';
import type { Page } from '@playwright/test';
import { enableBeta, expect, expectAccessible, open, openDemoPanel, pathOf, test, toasts } from './fixtures';

/**
 * Joining the product as a stakeholder demos it: a visitor takes the quiz, registers, reads the confirmation in the
 * demo mailbox (demo controls), confirms and lands on a profile the quiz started; completes it (the banner goes, the
 * recommended jobs follow), sees its public page, hides it (a visitor then finds none), and later forgets the
 * password and resets it through the mailbox. An employer's registration reaches confirm-email. Axe checks each new
 * screen. The forms' messages and refusals in detail: tests/component (register, quiz, profile-edit, account-settings,
 * candidate-view).
 */

const PASSWORD = 'trail2026';
const FIXTURE = (name: string) => path.resolve(import.meta.dirname, '../../contracts/fixtures', name);

async function register(page: Page, accountType: 'I am looking for work' | 'I am hiring', email: string) {
  if (!pathOf(page).startsWith('/register')) await open(page, 'register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // Sent empty first: each message beside its field, the first field focused (the rest: tests/component/register.test.tsx).
  await page.getByRole('button', { name: 'Create account' }).click();
  // The first field missing is focused: the kind of account, unless the link chose it (the quiz's: ?as=candidate).
  const chosen = pathOf(page).includes('as=candidate');
  await expect(
    chosen
      ? page.getByRole('textbox', { name: 'First name' })
      : page.getByRole('radio', { name: /I am looking for work/ }),
  ).toBeFocused();
  await expect(page.getByText('Accept the terms to create an account')).toBeVisible();
  await expectAccessible(page, 'register, sent empty');
  await page.getByRole('radio', { name: new RegExp(accountType) }).check();
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hollow');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
}

/** Opens the newest email with this subject in the demo mailbox and follows its link. */
async function followEmailLink(page: Page, subject: string, link: string) {
  // The demo strip says new mail arrived.
  await expect(page.getByRole('button', { name: 'Demo controls' })).toHaveAccessibleDescription(/new email/);
  const panel = await openDemoPanel(page);
  const message = panel
    .getByRole('list', { name: 'Emails, newest first' })
    .getByRole('button', { name: new RegExp(subject) })
    .first();
  await message.click();
  await expect(panel.getByRole('article', { name: `Email: ${subject}` })).toBeVisible();
  await panel.getByRole('link', { name: link }).click();
  await expect(page.getByRole('button', { name: 'Demo controls' })).toHaveAttribute('aria-expanded', 'false');
}

/** The quiz, answered as a climbing guide near Boulder would, to its matches. */
async function takeTheQuiz(page: Page) {
  await open(page, 'quiz');
  await page.getByRole('combobox', { name: 'Job field' }).selectOption({ label: 'Guiding & Instruction' });
  await page.getByRole('checkbox', { name: 'Climbing' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Full-time', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await page.getByRole('combobox', { name: 'State' }).selectOption('CO');
  await page.getByRole('textbox', { name: 'Town or city' }).fill('Boulder');
  await page
    .getByRole('combobox', { name: 'How far would you travel or move?' })
    .selectOption({ label: 'Up to 100 miles' });
  await page.getByRole('checkbox', { name: 'I would work remotely' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Lowest pay you would take ($)' }).fill('20');
  await page.getByRole('combobox', { name: 'Pay period' }).selectOption({ label: 'per hour' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Housing included' }).check();
  await page.getByRole('button', { name: 'See my matches' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your matches' })).toBeFocused();
  await expect(page.getByText(/active jobs? match(es)? your answers/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your best matches' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'quiz results');
}

/** The profile editor's section (a form named as its heading). */
const section = (page: Page, name: string) => page.getByRole('form', { name });

/** Saves a section of the profile editor and waits for its toast. */
async function save(page: Page, button: string, said: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(toasts(page, 'success').filter({ hasText: said })).toBeVisible();
}

/** The nav's count of recommended jobs. */
const recommendedCount = async (page: Page) =>
  Number(
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /My jobs/ })
      .locator('.nav__badge')
      .textContent(),
  );

test('the story of a candidate: quiz, register, confirm, a complete profile, its public page hidden, a reset password', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = 'robin.hollow@example.com';
  await enableBeta(page);
  await takeTheQuiz(page);
  await page.getByRole('link', { name: 'Create your account' }).click();
  await expect(page.getByRole('group', { name: 'Your quiz answers' })).toContainText(
    'Your quiz answers will start your profile',
  );
  await register(page, 'I am looking for work', email);
  await expectAccessible(page, 'confirmation sent');

  // Unconfirmed: signing in is refused, with a way to get a new link.
  await open(page, 'login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Confirm your email address first' })).toBeVisible();
  await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();

  // Two confirmation emails: the newest link confirms (the first one was replaced).
  await followEmailLink(page, 'Confirm your email address', 'Confirm my email address');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expectAccessible(page, 'confirm link');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  // The profile starts from the quiz's answers; the banner on the jobs says so.
  await expect(page.getByText('Profile 34 % complete')).toBeVisible();
  await open(page, 'jobs');
  await expect(page.getByText('Your profile is 34 % complete.')).toBeVisible();
  const before = await recommendedCount(page);

  // Every section to 100 %.
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  await section(page, 'Work preference')
    .getByRole('textbox', { name: 'Leadership' })
    .fill('Led a climbing team of four');
  await section(page, 'Work preference').getByRole('textbox', { name: 'Leadership' }).press('Enter');
  await save(page, 'Save work preference', 'Your work preference is saved.');
  const qualifications = section(page, 'Qualifications');
  await qualifications.getByRole('textbox', { name: 'Experience' }).fill('Three seasons guiding in Eldorado Canyon.');
  await qualifications.getByRole('textbox', { name: 'Your next job' }).fill('A year-round guiding job.');
  await qualifications.getByRole('checkbox', { name: 'Ski & Snowboard' }).check();
  await qualifications.getByRole('textbox', { name: 'Skills' }).fill('Wilderness First Responder');
  await qualifications.getByRole('textbox', { name: 'Skills' }).press('Enter');
  await qualifications.getByLabel('Resume').setInputFiles(FIXTURE('resume.pdf'));
  await save(page, 'Save qualifications', 'Your qualifications are saved.');
  const about = section(page, 'About');
  await about.getByRole('textbox', { name: 'Website' }).fill('https://robin.example.com');
  await about.getByRole('textbox', { name: 'Professional highlights' }).fill('Guided 120 days without an incident.');
  await about.getByRole('textbox', { name: 'Professional summary' }).fill('A patient climbing guide.');
  await about.getByRole('textbox', { name: 'Job interests' }).fill('Climbing guide');
  await about.getByRole('textbox', { name: 'Job interests' }).press('Enter');
  await about.getByRole('button', { name: 'Add a link' }).click();
  await about.getByRole('textbox', { name: 'Address' }).fill('https://instagram.com/robin.climbs');
  await about.getByLabel('Photos').setInputFiles(FIXTURE('logo.png'));
  await about.getByRole('textbox', { name: 'Current career status' }).fill('Seasonal guide');
  await about.getByRole('textbox', { name: 'Career moves' }).fill('From gym coach to guide');
  await about.getByRole('textbox', { name: 'Career moves' }).press('Enter');
  await save(page, 'Save about', 'Your about section is saved.');
  await expect(page.getByText('Profile 100 % complete')).toBeVisible();
  await expectAccessible(page, 'profile complete');

  // The banner is gone, and the recommended jobs followed the new focus.
  await open(page, 'jobs');
  await expect(page.locator('main article.job-card').first()).toBeVisible();
  await expect(page.getByText(/Your profile is \d+ % complete/)).toHaveCount(0);
  await expect.poll(() => recommendedCount(page)).not.toBe(before);

  // The public profile, then hidden: a visitor finds none.
  await page.getByRole('link', { name: 'My profile' }).click();
  await page.getByRole('link', { name: 'See how employers see you' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Hollow' })).toBeVisible();
  await expect(page.getByText('This is how employers see your profile.')).toBeVisible();
  await expectAccessible(page, 'public profile');
  const publicPath = pathOf(page);
  await page.getByRole('link', { name: 'Change who sees it' }).click();
  await page.getByRole('radio', { name: /Only employers I applied to/ }).check();
  await page.getByRole('region', { name: 'Who can see your profile' }).getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page, 'success').filter({ hasText: 'Who may see your profile is saved.' })).toBeVisible();
  await expectAccessible(page, 'account settings');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await open(page, publicPath.slice(1));
  await expect(page.getByRole('heading', { level: 1, name: 'This profile is not available' })).toBeVisible();
  await expect(toasts(page, 'error')).toContainText('This profile does not exist or is not shared.');

  // The password forgotten: reset through the mailbox.
  await open(page, 'login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account uses ${email}, we sent it a link`)).toBeVisible();
  await followEmailLink(page, 'Reset your password', 'Choose a new password');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('river2027');
  await page.getByRole('textbox', { name: 'New password again' }).fill('river2027');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page, 'success')).toContainText('Your password is changed.');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('river2027');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  expect(pathOf(page)).toBe('/jobs');
});

test("an employer's registration, confirmed, continues on confirm-email: create a company or ask to join one", async ({
  page,
}) => {
  await enableBeta(page);
  await register(page, 'I am hiring', 'morgan.pine@example.com');
  await followEmailLink(page, 'Confirm your email address', 'Confirm my email address');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'confirm-email');
});
