import { screen } from '@testing-library/react';
import { fastUser } from './data';
import { createControls } from '../../mocks/controls';
import { account } from '../../src/api/account';
import type { Registration } from '../../src/api/schemas/account';
import type { DemoEmail } from '../../src/domain/demo-controls';

/**
 * What the tests of the account screens share (register.test.tsx, password-reset.test.tsx, demo-mailbox.test.tsx):
 * the demo mailbox read through the demo controls, and a registration made through the real API client.
 */

const controls = createControls(async () => {});

export const CONFIRMATION = 'Confirm your email address';
export const PASSWORD_RESET = 'Reset your password';
/** The password rules, as the forms state them beside a new password's field. */
export const PASSWORD_RULES = 'At least 8 characters, with a letter and a number.';

/** The demo mailbox (the mock's outbox), newest first. */
export const mailbox = (): Promise<DemoEmail[]> => controls.mailbox();

/** The emails with this subject sent to `to`, newest first. */
export const emailsTo = async (to: string, subject: string) =>
  (await mailbox()).filter((m) => m.to === to && m.subject === subject);

/** The link of the newest email with this subject sent to `to`. */
export async function linkTo(to: string, subject: string): Promise<string> {
  const [email] = await emailsTo(to, subject);
  if (!email?.links[0]) throw new Error(`No email '${subject}' with a link was sent to ${to}`);
  return email.links[0].href;
}

/** A new candidate's registration, as the form sends it. */
export const NEWCOMER = {
  accountType: 'candidate',
  firstName: 'Robin',
  lastName: 'Hale',
  email: 'robin.hale@example.com',
  password: 'trail1234',
  acceptTerms: true,
} as const satisfies Registration;

/** An unconfirmed account made through the real API client (its confirmation email sent): its registration. */
export const register = (overrides: Partial<Registration> = {}) => account.register({ ...NEWCOMER, ...overrides });

/** A new confirmation link for the address, asked through the real API client (the earlier one stops working). */
export const resendConfirmation = (email: string = NEWCOMER.email) => account.resendConfirmation({ email });

/** Signs in on the login page on screen, as a user does. */
export async function signInOnThePage(email: string, password: string) {
  const user = fastUser();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}
