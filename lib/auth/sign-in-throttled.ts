/**
 * A sign-in refused by the throttle (lib/auth/throttle.ts), before any password is checked. The
 * form shows the message; the Auth.js HTTP route (app/api/auth/[...nextauth]) answers 429 with
 * Retry-After, learning of it through the async context of the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CredentialsSignin } from 'next-auth';

export class SignInThrottled extends CredentialsSignin {
  code = 'throttled';
  constructor(
    readonly retryAfterSeconds: number,
    readonly userMessage: string,
  ) {
    super(userMessage);
  }
}

/**
 * Recognised by shape, not instanceof: Next.js bundles a server action and the Auth.js config
 * it calls into different layers, each with its own copy of this class.
 */
export function asSignInThrottled(err: unknown): { retryAfterSeconds: number; userMessage: string } | null {
  const e = err as Partial<SignInThrottled> | null;
  return e && e.code === 'throttled' && typeof e.retryAfterSeconds === 'number' && typeof e.userMessage === 'string'
    ? { retryAfterSeconds: e.retryAfterSeconds, userMessage: e.userMessage }
    : null;
}

// one instance per process, whichever bundle layer asks
const g = globalThis as unknown as { __cvlensSignInAttempt?: AsyncLocalStorage<{ throttled?: SignInThrottled }> };
export const signInAttempt = (g.__cvlensSignInAttempt ??= new AsyncLocalStorage<{ throttled?: SignInThrottled }>());
