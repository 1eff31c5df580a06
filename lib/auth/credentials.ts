import { z } from 'zod';
import { PASSWORD_MIN } from './password-length';

export const SignInFields = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

export const NewPassword = z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`).max(200, 'Use at most 200 characters');

export const EmailAddress = z.email('Enter a valid email address').max(254);

export const SignUpFields = z.object({
  name: z.string().trim().max(100).optional(),
  email: EmailAddress,
  password: NewPassword,
  organization: z.string().trim().max(100).optional(),
  /** the token of the invitation link the sign-up came from */
  invitation: z.string().max(100).optional(),
});
export type SignUpInput = z.infer<typeof SignUpFields>;

/** The first message per field, for forms. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}
