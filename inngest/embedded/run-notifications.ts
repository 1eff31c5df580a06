/**
 * LISTEN for new or newly due runs (NOTIFY from enqueue, failures and other processes), so a
 * run starts at once instead of at the next poll. Polling stays the safety net: a lost
 * connection only costs latency, and this reconnects in the background.
 */
import pg from 'pg';
import { RUNS_CHANNEL } from './run-store';

const RECONNECT_MS = 2_000;

export interface RunNotifications {
  close(): Promise<void>;
}

export function listenForRuns(databaseUrl: string, onNotify: () => void): RunNotifications {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    const reconnect = (err?: Error) => {
      if (err) console.warn(`[inngest] run notifications lost (${err.message}); polling until reconnected`);
      silence(c);
      c.end().catch(() => undefined);
      if (!closed && client === c) retry = setTimeout(connect, RECONNECT_MS);
    };
    c.on('error', reconnect);
    c.on('notification', () => onNotify());
    try {
      await c.connect();
      await c.query(`listen ${RUNS_CHANNEL}`);
      if (closed) await c.end();
      // Runs may have been queued while we were not listening.
      else onNotify();
    } catch (err) {
      reconnect(err as Error);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) silence(c);
      await c?.end().catch(() => undefined);
    },
  };
}

/** Detaches our handlers but keeps one for 'error': an unhandled one would crash the process. */
function silence(c: pg.Client): void {
  c.removeAllListeners('notification');
  c.removeAllListeners('error');
  c.on('error', () => undefined);
}
