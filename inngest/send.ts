/**
 * Sends an app event to whichever executor is in use.
 *
 * Embedded: the event is a row in the caller's transaction, so a record, its credit charge
 * and the work that completes it commit (or roll back) together, and the executor is woken
 * by NOTIFY at commit. Inngest Cloud/self-hosted: the event goes to the Inngest event API at
 * once and cannot join the transaction; call this as the transaction's last statement, so a
 * failed send rolls the record back, and write functions to retry while their record is not
 * yet visible.
 */
import type { DbOrTx } from '../db/index';
import { inngest, usesEmbeddedExecutor } from './client';
import { enqueueEvents, type EventToSend } from './embedded/event-queue';

/** Returns the event ids. */
export async function sendEvent(db: DbOrTx, event: EventToSend & { validate?: () => Promise<void> }): Promise<string[]> {
  if (!usesEmbeddedExecutor) return (await inngest.send(event)).ids;
  await event.validate?.();
  return enqueueEvents(db, [event]);
}
