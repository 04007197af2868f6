import { z } from 'zod';
import { normalizeEmail } from './email';

export const emailField = z
  .string()
  .transform(normalizeEmail)
  .pipe(z.string().email('Please enter a valid email address.'));

export const checkRateLimitBody = z.object({
  identifier: z.string().transform(normalizeEmail),
  identifierType: z.literal('email').default('email'),
  operationType: z.enum(['auth', 'account_creation']),
});

export const checkEmailExistsBody = z.object({ email: emailField });

export const signInBody = z.looseObject({ email: emailField, password: z.string().min(1) });

export const signUpBody = z.looseObject({
  email: emailField,
  password: z.string(),
  name: z.string().optional(),
  signupCompanyUrl: z.string().trim().max(2048).optional(),
});
