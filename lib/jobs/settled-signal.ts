/**
 * News that a record left `processing`, so a create waiting for its own job answers at once
 * instead of at its next poll. A job run in this process announces it directly; a job run by
 * another process (or the sweeper, or a hand-written UPDATE) reaches us through the
 * `cvlens_records_settled` NOTIFY of the record tables (db/migrations/…-record-settled-notify).
 * While that channel is not listening, nothing heard can be trusted to be complete, so waiters
 * poll often; while it listens, polling is only a slow safety net.
 */
import { type Channel, listen } from '../../db/listen';

interface Listener {
  settle(): void;
  /** look again now (notifications may have been missed), without taking it as settled */
  nudge(): void;
}

const CHANNEL = 'cvlens_records_settled';

// On globalThis: Next.js bundles the executor (instrumentation) and the routes separately.
const store = globalThis as unknown as {
  __cvlensSettled?: Map<string, Set<Listener>>;
  __cvlensSettledChannel?: { url: string; channel: Channel };
};
const listeners = (store.__cvlensSettled ??= new Map());

export function announceSettled(id: string): void {
  const set = listeners.get(id);
  if (!set) return;
  listeners.delete(id);
  for (const listener of set) listener.settle();
}

function nudgeAll(): void {
  for (const set of listeners.values()) for (const listener of set) listener.nudge();
}

/** This process's LISTEN connection, opened on first use; null without a database URL. */
function channel(): Channel | null {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const current = store.__cvlensSettledChannel;
  if (current?.url === url) return current.channel;
  if (current) void current.channel.close();
  // a drop may hide settlements: waiters look at once, then poll often (hearsAll is false) until it listens again
  const fresh = listen(url, CHANNEL, { onMessage: announceSettled, onDrop: nudgeAll });
  store.__cvlensSettledChannel = { url, channel: fresh };
  return fresh;
}

export interface SettledWatch {
  /** waits `ms`, or less if the record settles meanwhile (at once if it already did) */
  sleep(ms: number): Promise<void>;
  /** true while every settlement, from any process, reaches this watch */
  readonly hearsAll: boolean;
  dispose(): void;
}

/** Watch before the record's job can start, so no announcement is missed. */
export function watchSettled(id: string): SettledWatch {
  const news = channel();
  let settled = false;
  let wake: (() => void) | undefined;
  const listener: Listener = {
    settle() {
      settled = true;
      wake?.();
    },
    nudge: () => wake?.(),
  };
  const set = listeners.get(id) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(id, set);
  return {
    sleep: (ms) =>
      settled
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              wake = undefined;
              resolve();
            }, ms);
            wake = () => {
              clearTimeout(timer);
              wake = undefined;
              resolve();
            };
          }),
    get hearsAll() {
      return news?.listening ?? false;
    },
    dispose() {
      set.delete(listener);
      if (set.size === 0 && listeners.get(id) === set) listeners.delete(id);
    },
  };
}
