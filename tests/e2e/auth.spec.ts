import {
  accounts,
  demoAccountButton,
  enableBeta,
  expect,
  open,
  openDemoPanel,
  pathOf,
  signInAs,
  storedUser,
  test,
  toasts,
} from './fixtures';

const LAUNCHING_SOON = 'Jobs for people who work outside. Launching soon.';

test.describe('beta gate', () => {
  test('without beta access /jobs lands on launching-soon', async ({ page }) => {
    await open(page, 'jobs');
    await expect(page).toHaveURL(/\/launching-soon$/);
    await expect(page.getByRole('heading', { level: 1, name: LAUNCHING_SOON })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enter the beta' })).toHaveCount(0);
  });

  test('/login without beta access keeps a return to login, offered once beta access is granted', async ({ page }) => {
    await open(page, 'login');
    await expect(page).toHaveURL(/\/launching-soon\?returnUrl=%2Flogin$/);
    await expect(page.getByText('You will be taken to sign in once you have access.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to sign in' })).toHaveCount(0);

    const panel = await openDemoPanel(page);
    await panel.getByRole('checkbox', { name: 'Beta access' }).check();
    await page.getByRole('button', { name: 'Demo controls' }).click();

    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Demo accounts' })).toBeVisible();
  });
});

test('every demo account signs in from its button on /login, lands on its home and signs out', async ({ page }) => {
  // One page for all seven accounts: signing out leads back to the login page (directly for candidates and
  // the admin, through the header's 'Sign in' link for employers), as a stakeholder would go through them.
  const cases = [
    { email: accounts.candidate, lands: '/jobs', afterLogout: '/login' },
    { email: accounts.premium, lands: '/jobs', afterLogout: '/login' },
    { email: accounts.employerAdmin, lands: '/home-employer', afterLogout: '/home-employer' },
    { email: accounts.employerMember, lands: '/home-employer', afterLogout: '/home-employer' },
    { email: accounts.employerPending, lands: '/home-employer', afterLogout: '/home-employer' },
    { email: accounts.employerFormer, lands: '/home-employer', afterLogout: '/home-employer' },
    { email: accounts.admin, lands: '/jobs', afterLogout: '/login' },
  ];
  await enableBeta(page);
  await open(page, 'login');
  const signOut = page.getByRole('button', { name: 'Sign out' });

  for (const { email, lands, afterLogout } of cases) {
    await test.step(`${email}: lands on ${lands}, signs out to ${afterLogout}`, async () => {
      if (pathOf(page) !== '/login')
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      expect(await storedUser(page)).toBeNull();

      await demoAccountButton(page, email).click();
      await expect(page).toHaveURL(new RegExp(`${lands}$`));
      await expect(signOut).toBeVisible();
      const stored = await storedUser(page);
      expect(stored?.user.email).toBe(email);
      // The mock's bearer token: a random UUID.
      expect(stored?.accessToken).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

      await signOut.click();
      await expect(page).toHaveURL(new RegExp(`${afterLogout}$`));
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(signOut).toHaveCount(0);
      expect(await storedUser(page)).toBeNull();
    });
  }
});

test.describe('the login form', () => {
  test.beforeEach(async ({ page }) => {
    await enableBeta(page);
    await open(page, 'login');
  });

  test('a wrong password shows the message beside the form, once: no toast repeats it', async ({ page }) => {
    await page.getByLabel('Email').fill(accounts.candidate);
    await page.getByLabel('Password').fill('not-the-password');
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Sign in' }).click();

    await expect(form.getByRole('alert')).toHaveText('The email or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
    // A toast made after the failure (the jobs' search failing on purpose) comes after any the failure made: it is
    // the only one on screen.
    await page.evaluate(() => window.__demo!.failNext('GET Job/search', 500));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect(toasts(page, 'error')).toHaveText('The demo controls made the server fail (500).');
    // Counted once, not retried: a toast of the failed login would close by itself while a retrying check waited.
    expect(await toasts(page).count()).toBe(1);
  });

  test('a signed-in user is sent away from /login', async ({ page }) => {
    await signInAs(page, accounts.employerAdmin);
    await open(page, 'login');
    await expect(page).toHaveURL(/\/home-employer$/);
  });
});
