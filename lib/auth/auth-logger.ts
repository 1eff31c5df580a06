import type { NextAuthConfig } from 'next-auth';

type AuthLikeError = Error & { type?: string; cause?: unknown };

/** Failures the sign-in form already explains to the user: not server errors. */
const EXPECTED = new Set(['CredentialsSignin']);

/**
 * Auth.js logs a wrong password as an error with a stack trace; that is normal use, so it
 * stays quiet here. Real failures (bad config, OAuth callbacks) are still logged, one line
 * plus the cause.
 */
export const authLogger: NextAuthConfig['logger'] = {
  error(error: AuthLikeError) {
    const name = error.type ?? error.name;
    if (EXPECTED.has(name)) return;
    const cause = error.cause as { err?: unknown } | undefined;
    console.error(`[auth] ${name}: ${error.message}`, cause?.err instanceof Error ? cause.err : '');
  },
  warn(code: string) {
    // running without https on localhost is expected in the embedded mode
    if (code === 'debug-enabled') return;
    console.warn(`[auth] warning: ${code}`);
  },
};
