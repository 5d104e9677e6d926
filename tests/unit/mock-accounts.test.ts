import { describe, expect, it } from 'vitest';
import { outbox } from '../../mocks/controls';
import { accountApi } from '../../src/api/account';
import { ApiError } from '../../src/api/http';
import { httpAs, seededMockForEachTest } from './seeded-mock';

/** The mock's emailed links over its HTTP API: single use, replaced by newer ones, all ended by a password reset. */

seededMockForEachTest();

/** The token of the newest link sent to the address with this subject. */
function newestToken(to: string, subject: string): string {
  const email = outbox().find((m) => m.to === to && m.subject === subject);
  const href = email?.links[0]?.href;
  if (!href) throw new Error(`No '${subject}' email to ${to}`);
  return new URL(href, 'http://app').searchParams.get('token')!;
}

const refusal = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => (error instanceof ApiError ? error.status : error));

describe('emailed links', () => {
  const email = 'robin.hollow@example.com';
  const registration = { accountType: 'candidate', firstName: 'Robin', lastName: 'Hollow', email, password: 'trail2026', acceptTerms: true } as const;

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
