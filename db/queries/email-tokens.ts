import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { EmailTokenPurpose } from '../types';
import { uuidv7 } from '../ids';

/** A new link replaces the user's unused ones of the same purpose: only the latest works. */
export async function insertEmailToken(
  db: DbOrTx,
  t: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; email: string; expiresAt: Date },
) {
  await db
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', t.userId)
    .where('purpose', '=', t.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_tokens')
    .values({ id: uuidv7(), user_id: t.userId, purpose: t.purpose, token_hash: t.tokenHash, email: t.email, expires_at: t.expiresAt })
    .execute();
}

/** Spends a link: one statement, so two clicks racing cannot both succeed. */
export const spendEmailToken = (db: DbOrTx, purpose: EmailTokenPurpose, tokenHash: string) =>
  db
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'email'])
    .executeTakeFirst();

/** Whether a link would still work, without spending it (the page that shows the form). */
export const findUsableEmailToken = (db: DbOrTx, purpose: EmailTokenPurpose, tokenHash: string) =>
  db
    .selectFrom('email_tokens')
    .select(['user_id', 'email', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
