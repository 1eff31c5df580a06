import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import { uuidv7 } from '../ids';

export async function insertOutboxMessage(db: DbOrTx, m: { to: string; subject: string; body: string }) {
  const id = uuidv7();
  await db.insertInto('mail_outbox').values({ id, to_address: m.to, subject: m.subject, body: m.body }).execute();
  return id;
}

/** Newest first; `to` narrows to one address. */
export function listOutbox(db: DbOrTx, opts: { to?: string; limit?: number } = {}) {
  let q = db.selectFrom('mail_outbox').selectAll();
  if (opts.to) q = q.where('to_address', '=', opts.to);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(opts.limit ?? 100).execute();
}

/** Its links expire within days; older messages only hold addresses. */
export const deleteOldOutbox = (db: DbOrTx, days: number) =>
  db.deleteFrom('mail_outbox').where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`).executeTakeFirst();

export const deleteOutboxFor = (db: DbOrTx, address: string) => db.deleteFrom('mail_outbox').where('to_address', '=', address).executeTakeFirst();
