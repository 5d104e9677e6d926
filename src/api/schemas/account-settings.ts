import { z } from 'zod/mini';
import { emailSchema, linkTokenSchema, nameSchema, newPasswordSchema } from './account';
import { integer } from './common';
import { oneOf } from './job-search';
import { blankToNull, onceValid } from './rules';
import { Pronouns, ProfileVisibility } from '../../domain/enums/profile';

/**
 * Account settings (calls proposed here: contracts/reference.md): the signed-in user's name, pronouns, email address,
 * password, who may see their profile, and the account's deletion. One schema per body, used by the forms and the
 * mock alike.
 */

/** GET Account, and the answer to every change of it. `pendingEmail`: a new address waiting for its confirmation. */
export const accountSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pendingEmail: z.nullable(z.string()),
  pronouns: z.nullable(integer),
  profileVisibility: integer,
});
export type Account = z.infer<typeof accountSchema>;

/** PUT Account: the name and the pronouns (none: null; a form's empty choice reads as none). */
export const accountDetailsSchema = z.object({
  firstName: nameSchema('Enter your first name'),
  lastName: nameSchema('Enter your last name'),
  // None given (no field in the body) is none too.
  pronouns: z.pipe(
    z.transform((value: unknown) => blankToNull(value ?? null)),
    z.nullable(oneOf(Object.values(Pronouns), 'Choose pronouns of the list')),
  ),
});
export type AccountDetails = z.output<typeof accountDetailsSchema>;

/** PUT Account/visibility: who may see the candidate's public profile. */
export const profileVisibilitySchema = z.object({
  profileVisibility: oneOf(Object.values(ProfileVisibility), 'Choose who may see your profile'),
});
export type ProfileVisibilityInput = z.output<typeof profileVisibilitySchema>;

/** The current password, asked again before a change that matters (address, password, deletion). */
const currentPassword = z
  .string('Enter your current password')
  .check(z.minLength(1, 'Enter your current password'), z.maxLength(128, 'The password is not correct'));

/** POST Account/email-change: the new address (a link goes to it) and the current password. */
export const emailChangeSchema = z.object({ email: emailSchema, password: currentPassword });
export type EmailChange = z.output<typeof emailChangeSchema>;

/** POST Account/confirm-email-change: the token of the link emailed to the new address. */
export const confirmEmailChangeSchema = z.object({ token: linkTokenSchema });

/** PUT Account/password: the current password and the new one (the rules of registration). */
export const passwordChangeSchema = z.object({ currentPassword, password: newPasswordSchema });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** The password form: the API's body, with the new password typed twice. */
export const passwordChangeFormSchema = z.extend(passwordChangeSchema, { confirmPassword: z.string() }).check(
  z.refine((form) => form.password === form.confirmPassword, {
    message: 'The two passwords are not the same',
    path: ['confirmPassword'],
    ...onceValid('password'),
  }),
);

/** DELETE Account: the current password, so that nobody at an unlocked screen deletes the account. */
export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccount = z.output<typeof deleteAccountSchema>;
