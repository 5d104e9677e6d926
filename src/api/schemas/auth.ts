import { z } from 'zod/mini';
import { Role } from '../../domain/enums';
import { codeOf, integer, isoDateTime } from './common';
import { primaryCompanySchema } from './company';

// The login form's schema is in ./credentials (it ships with the login page, not with every page).
export type { Credentials } from './credentials';

/** The logged-in user as Auth/login returns it and as it is kept in local storage (SPEC section 3). */
export const loggedInUserSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  tokenExpires: isoDateTime,
  roles: z.array(codeOf(Role, 'Unknown role')),
  primaryCompany: z.nullable(primaryCompanySchema),
  hasPendingJoinRequest: z.boolean(),
  lastJoinedCompany: z.nullable(primaryCompanySchema),
  // Who is logged in: not listed in the spec, needed for the header and greetings.
  user: z.object({
    id: integer,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type LoggedInUser = z.infer<typeof loggedInUserSchema>;
