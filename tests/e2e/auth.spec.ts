import { accounts, demoAccountButton, enableBeta, expect, open, pathOf, storedUser, test } from './fixtures';

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
