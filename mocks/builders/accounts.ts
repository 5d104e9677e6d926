import { emptyProfile } from '../../src/api/schemas/profile';
import { ProfileVisibility } from '../../src/domain/enums/profile';
import { Role } from '../../src/domain/enums/user';
import { clock } from '../clock';
import { candidateProfileRecord, emailRecord, emailTokenRecord, sessionRecord, userRecord } from '../records';
import { builder } from './builder';

/** A candidate (role User) named Pat Example, created now; the email follows from the id. */
export const buildUser = builder(userRecord, ({ id = 1 }) => ({
  id,
  email: `user${id}@example.com`,
  password: 'password-not-used',
  firstName: 'Pat',
  lastName: 'Example',
  roles: [Role.User],
  primaryCompanyId: null,
  lastJoinedCompanyId: null,
  createdDate: clock.iso(),
  emailConfirmed: true,
  registrationId: null,
  pronouns: null,
  profileVisibility: ProfileVisibility.Public,
  pendingEmail: null,
}));

/** A product-API session of user 1, valid for an hour. */
export const buildSession = builder(sessionRecord, () => ({
  token: 'token-1',
  userId: 1,
  expiresAt: clock.hoursFromNow(1),
}));

/** An unused address-confirmation link of user 1, valid for a day. */
export const buildEmailToken = builder(emailTokenRecord, () => ({
  token: 'link-token-1',
  userId: 1,
  purpose: 'confirm' as const,
  expiresAt: clock.hoursFromNow(24),
  usedDate: null,
}));

/** An unread email to user 1, sent now, with one link. */
export const buildEmail = builder(emailRecord, ({ id = 1 }) => ({
  id,
  to: 'user1@example.com',
  subject: 'Confirm your email address',
  text: 'Hello Pat,',
  links: [{ label: 'Confirm my email address', href: '/register-confirmation/registration-1?token=link-token-1' }],
  sentDate: clock.iso(),
  read: false,
}));

/** A candidate profile of user 1 with nothing filled in. */
export const buildCandidateProfile = builder(candidateProfileRecord, () => ({ ...emptyProfile, userId: 1 }));
