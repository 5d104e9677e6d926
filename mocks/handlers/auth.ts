import {
  confirmEmailSchema,
  doneSchema,
  emailOnlySchema,
  registeredSchema,
  registrationQuerySchema,
  registrationSchema,
  registrationStatusSchema,
  resetLinkQuerySchema,
  resetLinkSchema,
  resetPasswordSchema,
  type AccountType,
} from '../../src/api/schemas/account';
import { loggedInUserSchema } from '../../src/api/schemas/auth';
import { credentialsSchema } from '../../src/api/schemas/credentials';
import { Role } from '../../src/domain/enums/user';
import { buildUser } from '../builders';
import { db, nextId } from '../db';
import { badRequest, forbidden, HttpProblem, notFound, route } from '../http';
import { redeemLinkToken, resetPassword, sendConfirmation, sendPasswordReset, usableLinkToken } from '../mail';
import { newToken, startSession } from '../tokens';
import { loggedInUser } from '../users';
import { profileFromQuiz } from './quiz';

/** Said to an account whose address is not confirmed yet (Auth/login's 403: the app offers to send the link again). */
const UNCONFIRMED = 'Confirm your email address first: open the link we emailed you, or ask for a new one.';
const NO_REGISTRATION = 'This registration does not exist.';
/** Said when an address is already an account's (registration, a change of address: 409). */
export const ADDRESS_TAKEN = 'An account already uses this email address.';

const findUser = (email: string) => db.users.findFirst((q) => q.where({ email: email.trim().toLowerCase() }));

export const authHandlers = [
  route(
    'post',
    'Auth/login',
    {
      summary: 'Signs a user in: the logged-in user with a bearer token',
      spec: 'documented',
      body: credentialsSchema,
      response: loggedInUserSchema,
      errors: [403],
    },
    async ({ body }) => {
      const user = findUser(body.email);
      if (!user || user.password !== body.password) throw badRequest('The email or password is incorrect.');
      if (!user.emailConfirmed) throw forbidden(UNCONFIRMED);
      const { token, expiresAt } = await startSession(user);
      return loggedInUser(user, token, expiresAt);
    },
  ),

  route(
    'post',
    'Auth/register',
    {
      summary: 'Registers a candidate or an employer, unconfirmed, and emails the confirmation link',
      spec: 'proposed',
      body: registrationSchema,
      response: registeredSchema,
      errors: [409],
    },
    async ({ body }) => {
      if (findUser(body.email)) {
        throw new HttpProblem(409, {
          error: ADDRESS_TAKEN,
          errors: { email: [`${ADDRESS_TAKEN} Sign in, or reset its password.`] },
        });
      }
      const user = await db.users.create(
        buildUser({
          id: nextId(db.users),
          email: body.email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          roles: [body.accountType === 'employer' ? Role.Employer : Role.User],
          emailConfirmed: false,
          registrationId: newToken(),
        }),
      );
      // A candidate's quiz answers start the profile (completeness and recommendations follow them once confirmed).
      if (body.quiz && body.accountType === 'candidate')
        await db.candidateProfiles.create(profileFromQuiz(body.quiz, user.id));
      const registrationId = user.registrationId!;
      await sendConfirmation({ ...user, registrationId });
      return { registrationId };
    },
  ),

  route(
    'get',
    'Auth/registration',
    {
      summary: "A registration's address and whether it is confirmed",
      spec: 'proposed',
      query: registrationQuerySchema,
      response: registrationStatusSchema,
      errors: [404],
    },
    ({ query }) => {
      const user = db.users.findFirst((q) => q.where({ registrationId: query.id }));
      if (!user) throw notFound(NO_REGISTRATION);
      const accountType: AccountType = user.roles.includes(Role.Employer) ? 'employer' : 'candidate';
      return { email: user.email, emailConfirmed: user.emailConfirmed, accountType };
    },
  ),

  route(
    'post',
    'Auth/resend-confirmation',
    {
      summary: 'Emails a new confirmation link to an unconfirmed account (the same answer for any address)',
      spec: 'proposed',
      body: emailOnlySchema,
      response: doneSchema,
    },
    async ({ body }) => {
      const user = findUser(body.email);
      if (user && !user.emailConfirmed && user.registrationId)
        await sendConfirmation({ ...user, registrationId: user.registrationId });
      return null;
    },
  ),

  route(
    'post',
    'Auth/confirm-email',
    {
      summary: "Confirms an address with the emailed link's token, and signs the user in",
      spec: 'proposed',
      body: confirmEmailSchema,
      response: loggedInUserSchema,
      errors: [404, 409],
    },
    async ({ body }) => {
      const user = await redeemLinkToken(body.token, 'confirm');
      const confirmed = (await db.users.update(user, {
        data(u) {
          u.emailConfirmed = true;
        },
      }))!;
      const { token, expiresAt } = await startSession(confirmed);
      return loggedInUser(confirmed, token, expiresAt);
    },
  ),

  route(
    'post',
    'Auth/forgot-password',
    {
      summary: 'Emails a password reset link (the same answer for any address)',
      spec: 'proposed',
      body: emailOnlySchema,
      response: doneSchema,
    },
    async ({ body }) => {
      const user = findUser(body.email);
      if (user) await sendPasswordReset(user);
      return null;
    },
  ),

  route(
    'get',
    'Auth/reset-password',
    {
      summary: 'Whether a password reset link can still be used, and the address of its account',
      spec: 'proposed',
      query: resetLinkQuerySchema,
      response: resetLinkSchema,
      errors: [404, 409],
    },
    ({ query }) => ({ email: usableLinkToken(query.token, 'reset').user.email }),
  ),

  route(
    'post',
    'Auth/reset-password',
    {
      summary: "Sets a new password with the emailed link's token; ends the account's sessions",
      spec: 'proposed',
      body: resetPasswordSchema,
      response: doneSchema,
      errors: [404, 409],
    },
    async ({ body }) => {
      await resetPassword(body.token, body.password);
      return null;
    },
  ),
];
