import { z } from 'zod';

export const PASSWORD_MIN = 8;

export const SignInFields = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

export const SignUpFields = z.object({
  name: z.string().trim().max(100).optional(),
  email: z.email('Enter a valid email address').max(254),
  password: z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`).max(200, 'Use at most 200 characters'),
  organization: z.string().trim().max(100).optional(),
});
export type SignUpInput = z.infer<typeof SignUpFields>;
