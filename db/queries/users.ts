import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import { uuidv7 } from '../ids';

/** Emails are stored lower-case (a check constraint enforces it), so lookups normalise too. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function insertUser(db: DbOrTx, u: { email: string; name: string | null; passwordHash: string | null; emailVerified?: boolean }) {
  const id = uuidv7();
  await db
    .insertInto('users')
    .values({
      id,
      email: normaliseEmail(u.email),
      name: u.name,
      password_hash: u.passwordHash,
      email_verified_at: u.emailVerified ? sql<Date>`now()` : null,
    })
    .execute();
  return id;
}

export const findUserByEmail = (db: DbOrTx, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();

/** What pages and actions know of the signed-in user (never the password hash). */
export const findUserById = (db: DbOrTx, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'is_staff', 'created_at', 'email_verified_at', 'session_epoch', sql<boolean>`password_hash is not null`.as('has_password')])
    .where('id', '=', id)
    .executeTakeFirst();

export const setUserStaff = (db: DbOrTx, id: string, isStaff: boolean) =>
  db.updateTable('users').set({ is_staff: isStaff }).where('id', '=', id).executeTakeFirst();

/** Marks the address proven, if it is still the one that was proven. */
export const markEmailVerified = (db: DbOrTx, id: string, email: string) =>
  db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, now())` })
    .where('id', '=', id)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();

/** A new password (or none) ends every session begun before it. */
export const setPasswordHash = (db: DbOrTx, id: string, passwordHash: string | null) =>
  db
    .updateTable('users')
    .set({ password_hash: passwordHash, session_epoch: sql`session_epoch + 1` })
    .where('id', '=', id)
    .returning('session_epoch')
    .executeTakeFirst();

export const deleteUser = (db: DbOrTx, id: string) => db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
