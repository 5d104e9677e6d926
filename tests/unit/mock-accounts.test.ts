import { describe, expect, it } from 'vitest';
import { httpAs, seededMockForEachTest } from './seeded-mock';
import { outbox } from '../../mocks/controls';
import { db } from '../../mocks/db';
import { accountApi } from '../../src/api/account';
import { accountSettingsApi } from '../../src/api/account-settings';
import { ApiError } from '../../src/api/http';

/** The mock's emailed links over its HTTP API: single use, replaced by newer ones, all ended by a password reset. */

seededMockForEachTest();

/** The token of the newest link sent to the address with this subject. */
function newestToken(to: string, subject: string, param = 'token'): string {
  const email = outbox().find((m) => m.to === to && m.subject === subject);
  const href = email?.links[0]?.href;
  if (!href) throw new Error(`No '${subject}' email to ${to}`);
  return new URL(href, 'http://app').searchParams.get(param)!;
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error.status : error),
  );

describe('emailed links', () => {
  const email = 'robin.hollow@example.com';
  const registration = {
    accountType: 'candidate',
    firstName: 'Robin',
    lastName: 'Hollow',
    email,
    password: 'trail2026',
    acceptTerms: true,
  } as const;

  it('a password reset ends every other link of the account: an unused confirmation link no longer signs anyone in', async () => {
    const account = accountApi((await httpAs()).http);
    await account.register(registration);
    const confirmation = newestToken(email, 'Confirm your email address');
    await account.forgotPassword({ email });
    await account.resetPassword({ token: newestToken(email, 'Reset your password'), password: 'river2027' });

    expect(await refusal(account.confirmEmail(confirmation))).toBe(409);
  });

  it('a newer confirmation link replaces the older one, and a link works once', async () => {
    const account = accountApi((await httpAs()).http);
    await account.register(registration);
    const first = newestToken(email, 'Confirm your email address');
    await account.resendConfirmation({ email });
    const second = newestToken(email, 'Confirm your email address');

    expect(await refusal(account.confirmEmail(first))).toBe(409);
    expect((await account.confirmEmail(second)).user.email).toBe(email);
    expect(await refusal(account.confirmEmail(second))).toBe(409);
  });
});

describe('the link of an address change', () => {
  it('is used up only by the change it makes: refused while the address is taken, it confirms once the address is free', async () => {
    const { http } = await httpAs('candidate@demo.test');
    const settings = accountSettingsApi(http);
    await settings.requestEmailChange({ email: 'casey.next@example.com', password: 'demo1234' });
    const token = newestToken('casey.next@example.com', 'Confirm your new email address', 'emailChange');
    // Meanwhile another account takes the address.
    const taker = db.users.findFirst((q) => q.where({ email: 'premium@demo.test' }))!;
    await db.users.update(taker, { data: (u) => void (u.email = 'casey.next@example.com') });
    expect(await refusal(settings.confirmEmailChange(token))).toBe(409);
    await db.users.update(
      db.users.findFirst((q) => q.where({ id: taker.id }))!,
      { data: (u) => void (u.email = 'premium@demo.test') },
    );

    expect((await settings.confirmEmailChange(token)).email).toBe('casey.next@example.com');
    expect(await refusal(settings.confirmEmailChange(token))).toBe(409);
  });
});
