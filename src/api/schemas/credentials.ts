import { z } from 'zod/mini';

/** Auth/login's body and the login form's fields (one schema for both). */
export const credentialsSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
export type Credentials = z.infer<typeof credentialsSchema>;
