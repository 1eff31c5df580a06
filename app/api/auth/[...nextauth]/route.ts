import type { NextRequest } from 'next/server';
import { handlers } from '@/auth';
import { signInAttempt, type SignInThrottled } from '@/lib/auth/sign-in-throttled';

export const { GET } = handlers;

/** A sign-in posted here past its limit answers 429 with Retry-After (Auth.js would redirect to the sign-in page). */
export async function POST(req: NextRequest) {
  const attempt: { throttled?: SignInThrottled } = {};
  const res = await signInAttempt.run(attempt, () => handlers.POST(req));
  if (!attempt.throttled) return res;
  return Response.json(
    { error: attempt.throttled.userMessage },
    { status: 429, headers: { 'Retry-After': String(attempt.throttled.retryAfterSeconds) } },
  );
}
