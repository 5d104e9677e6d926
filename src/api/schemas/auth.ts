import { z } from 'zod';
import { Role } from '../../domain/enums';
import { primaryCompanySchema } from './company';

const roleCodes = Object.values(Role) as [number, ...number[]];

export const credentialsSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** The logged-in user as Auth/login returns it and as it is kept in local storage (SPEC section 3). */
export const loggedInUserSchema = z.object({
  accessToken: z.string().min(1),
  tokenExpires: z.iso.datetime({ offset: true }),
  roles: z.array(z.number().int().refine((n) => roleCodes.includes(n), 'Unknown role')),
  primaryCompany: primaryCompanySchema.nullable(),
  hasPendingJoinRequest: z.boolean(),
  lastJoinedCompany: primaryCompanySchema.nullable(),
  // Who is logged in: not listed in the spec, needed for the header and greetings.
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type LoggedInUser = z.infer<typeof loggedInUserSchema>;
