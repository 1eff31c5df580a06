import type { DbOrTx } from '../../db/index';
import { findUserByEmail } from '../../db/queries/users';
import { SignInFields } from './credentials';
import { burnPasswordCheck, verifyPassword } from './password';

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
}

/** The user whose email and password match, or null (never says which of the two was wrong). */
export async function verifyCredentials(db: DbOrTx, raw: unknown): Promise<SessionUser | null> {
  const parsed = SignInFields.safeParse(raw);
  if (!parsed.success) return null;
  const user = await findUserByEmail(db, parsed.data.email);
  if (!user?.password_hash) {
    await burnPasswordCheck(parsed.data.password);
    return null;
  }
  if (!(await verifyPassword(user.password_hash, parsed.data.password))) return null;
  return { id: user.id, email: user.email, name: user.name };
}
