import type { DbOrTx } from '../index';
import { uuidv7 } from '../../lib/ids';

/** Emails are stored lower-case (a check constraint enforces it), so lookups normalise too. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function insertUser(db: DbOrTx, u: { email: string; name: string | null; passwordHash: string | null }) {
  const id = uuidv7();
  await db
    .insertInto('users')
    .values({ id, email: normaliseEmail(u.email), name: u.name, password_hash: u.passwordHash })
    .execute();
  return id;
}

export const findUserByEmail = (db: DbOrTx, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();

export const findUserById = (db: DbOrTx, id: string) =>
  db.selectFrom('users').select(['id', 'email', 'name', 'is_staff', 'created_at']).where('id', '=', id).executeTakeFirst();

export const setUserStaff = (db: DbOrTx, id: string, isStaff: boolean) =>
  db.updateTable('users').set({ is_staff: isStaff }).where('id', '=', id).executeTakeFirst();
