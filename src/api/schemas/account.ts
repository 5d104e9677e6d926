import { z } from 'zod/mini';
import { quizAnswersSchema } from './quiz';
import { onceValid } from './rules';

/**
 * Joining the product and getting back in (calls proposed here: contracts/reference.md): registration, the email
 * confirmation, forgotten passwords. One schema per body, used by the forms and by the mock alike.
 */

/** The password rules, as the forms state them beside the field. */
export const PASSWORD_RULES = 'At least 8 characters, with a letter and a number.';

/**
 * A new password (registration, reset, change): the rules of PASSWORD_RULES. A letter is a Latin one, plain or
 * accented (Latin-1 and Latin Extended-A), and a number an ASCII digit: classes every regex engine reads alike, where
 * `\p{L}` and `\d` are read differently or not at all (decision 0030).
 */
export const newPasswordSchema = z
  .string('Choose a password')
  .check(
    z.minLength(8, 'Use at least 8 characters'),
    z.maxLength(128, 'Use at most 128 characters'),
    z.regex(/[A-Za-zÀ-ÖØ-öø-ſ]/, 'Use at least one letter'),
    z.regex(/[0-9]/, 'Use at least one number'),
  );

export const emailSchema = z
  .string('Enter a valid email address')
  .check(
    z.trim(),
    z.toLowerCase(),
    z.email('Enter a valid email address'),
    z.maxLength(254, 'Enter a valid email address'),
  );

export const nameSchema = (missing: string) =>
  z.string(missing).check(z.trim(), z.minLength(1, missing), z.maxLength(50, 'Keep it under 50 characters'));

/** Who an account is for: a candidate looking for work (role User), or an employer hiring (role Employer). */
export const ACCOUNT_TYPES = ['candidate', 'employer'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** POST Auth/register: the registration form's fields. */
export const registrationSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, 'Choose how you will use the job board'),
  firstName: nameSchema('Enter your first name'),
  lastName: nameSchema('Enter your last name'),
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: z.literal(true, 'Accept the terms to create an account'),
  /** A candidate's answers to the onboarding quiz: they become the new profile (an employer's are ignored). */
  quiz: z.optional(quizAnswersSchema),
});
export type Registration = z.input<typeof registrationSchema>;

/** POST Auth/register's answer: the registration's own (unguessable) id, whose page says where the confirmation went. */
export const registeredSchema = z.object({ registrationId: z.string().check(z.minLength(1)) });

/**
 * GET Auth/registration: a registration's address, and whether it is confirmed yet. Any id but a blank one is looked
 * up: one too long to be a registration's is unknown (404), as any other.
 */
export const registrationQuerySchema = z.object({
  id: z.string('Unknown registration').check(z.minLength(1, 'Unknown registration')),
});
export const registrationStatusSchema = z.object({
  email: z.string(),
  emailConfirmed: z.boolean(),
  accountType: z.enum(ACCOUNT_TYPES),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** POST Auth/resend-confirmation and POST Auth/forgot-password: an address (the answer is the same whether or not it has an account). */
export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnly = z.input<typeof emailOnlySchema>;

/**
 * The token of a link the product emailed (confirmation, password reset). Any token but a blank one is looked up: one
 * too long to be a link's is no link's (404), as any other.
 */
export const linkTokenSchema = z
  .string('This link is not complete: open it again from the email')
  .check(z.minLength(1, 'This link is not complete: open it again from the email'));

/** POST Auth/confirm-email: the confirmation link's token. */
export const confirmEmailSchema = z.object({ token: linkTokenSchema });

/** GET Auth/reset-password?token=: whether a reset link can still be used, and the address of its account. */
export const resetLinkQuerySchema = z.object({ token: linkTokenSchema });
export const resetLinkSchema = z.object({ email: z.string() });

/** POST Auth/reset-password: the reset link's token and the new password. */
export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The reset form: the API's body, with the new password typed twice. */
export const resetPasswordFormSchema = z.extend(resetPasswordSchema, { confirmPassword: z.string() }).check(
  z.refine((form) => form.password === form.confirmPassword, {
    message: 'The two passwords are not the same',
    path: ['confirmPassword'],
    ...onceValid('password'),
  }),
);

/** The answer of calls that only say they were done (`{ "result": null }`). */
export const doneSchema = z.null();
