/**
 * Events waiting to become runs. Senders only write an event; the executor, which knows the
 * functions, turns it into one run per function it triggers (Inngest's own model), so code
 * that sends events needs no function list and can do it inside its own transaction.
 */
import type { DbOrTx } from '../../db/index';
import type { StoredEvent } from '../../db/run-types';
import { uuidv7 } from '../../lib/ids';
import type { FunctionRoute } from './function-routes';
import { insertRuns, notifyExecutors } from './run-store';

export interface EventToSend {
  name: string;
  data?: Record<string, unknown>;
  id?: string;
  ts?: number;
}

/** Stores the events and wakes the executors (the notification is delivered at commit). */
export async function enqueueEvents(db: DbOrTx, events: EventToSend[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = events.map(({ name, data, id, ts }) => {
    const rowId = uuidv7();
    const payload: StoredEvent = { name, data: data ?? {}, id: id ?? rowId, ts: ts ?? Date.now() };
    return { id: rowId, name, payload: JSON.stringify(payload) };
  });
  await db.insertInto('inngest_events').values(rows).execute();
  await notifyExecutors(db, 'events');
  return rows.map((r) => r.id);
}

/**
 * Turns waiting events into runs of the functions they trigger and deletes them; `db` must be
 * a transaction so both happen together. Only events some route listens to are taken, so an
 * executor never drops events meant for functions it does not serve. Returns the runs created.
 */
export async function fanOutEvents(trx: DbOrTx, routes: FunctionRoute[], limit = 100): Promise<number> {
  const names = [...new Set(routes.flatMap((r) => r.events))];
  if (names.length === 0) return 0;
  const events = await trx
    .selectFrom('inngest_events')
    .select(['id', 'name', 'payload'])
    .where('name', 'in', names)
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  if (events.length === 0) return 0;
  const runs = events.flatMap((e) =>
    routes
      .filter((r) => r.events.includes(e.name))
      .map((r) => ({ functionId: r.functionId, event: e.payload, maxAttempts: r.maxAttempts })),
  );
  await insertRuns(trx, runs);
  await trx.deleteFrom('inngest_events').where('id', 'in', events.map((e) => e.id)).execute();
  return runs.length;
}

