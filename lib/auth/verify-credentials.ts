import type { DbOrTx } from '../../db/index';
import { findUserByEmail } from '../../db/queries/users';
import { SignInFields } from './credentials';
import { burnPasswordCheck, verifyPassword } from './password';
import { signInAttempt, SignInThrottled } from './sign-in-throttled';
import { throttle } from './throttle';

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  /** the session epoch the sign-in began in (users.session_epoch) */
  epoch: number;
}

/**
 * The user whose email and password match, or null (never says which of the two was wrong).
 * Every attempt counts against the address and the client IP; past the limit the password is
 * not even checked (SignInThrottled).
 */
export async function verifyCredentials(db: DbOrTx, raw: unknown, ctx: { ip: string }): Promise<SessionUser | null> {
  const parsed = SignInFields.safeParse(raw);
  if (!parsed.success) return null;
  const verdict = await throttle('sign_in', { email: parsed.data.email, ip: ctx.ip });
  if (!verdict.ok) {
    const refused = new SignInThrottled(verdict.retryAfterSeconds, verdict.message);
    const attempt = signInAttempt.getStore();
    if (attempt) attempt.throttled = refused;
    throw refused;
  }
  const user = await findUserByEmail(db, parsed.data.email);
  if (!user?.password_hash) {
    await burnPasswordCheck(parsed.data.password);
    return null;
  }
  if (!(await verifyPassword(user.password_hash, parsed.data.password))) return null;
  return { id: user.id, email: user.email, name: user.name, epoch: user.session_epoch };
}
