import type { NextRequest } from 'next/server';
import { handlers } from '@/auth';
import { errorResponse } from '@/lib/api/error-response';
import { signInAttempt, type SignInThrottled } from '@/lib/auth/sign-in-throttled';
import { AppError } from '@/lib/errors';
import { uuidv7 } from '@/lib/ids';

export const { GET } = handlers;

/** A sign-in posted here past its limit answers 429 with Retry-After (Auth.js would redirect to the sign-in page). */
export async function POST(req: NextRequest) {
  const attempt: { throttled?: SignInThrottled } = {};
  const res = await signInAttempt.run(attempt, () => handlers.POST(req));
  if (!attempt.throttled) return res;
  return errorResponse(new AppError('throttled', attempt.throttled.userMessage), uuidv7(), { 'Retry-After': String(attempt.throttled.retryAfterSeconds) });
}
