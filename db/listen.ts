/**
 * One PostgreSQL connection per process and channel, kept in LISTEN, for caches that must hear
 * about changes made by any process. While it is down (not yet connected, lost, reconnecting)
 * `listening` is false and callers must not trust what they cached; every drop is reported so
 * that they forget it. Reconnects every second until it works again.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface Channel {
  readonly listening: boolean;
  /**
   * Resolves once every notification committed before this call has been handled here
   * (PostgreSQL delivers notifications in commit order, so hearing our own marker proves it),
   * or when the channel is still not listening after timeoutMs.
   */
  sync(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Handlers {
  onMessage: (payload: string) => void;
  /** the connection was lost: anything learnt while listening may be stale now */
  onDrop?: (err?: Error) => void;
  /** listening (again): what was announced while not listening was missed */
  onListen?: () => void;
}

const SYNC = 'sync:';

export function listen(url: string, channel: string, handlers: Handlers): Channel {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const waiters = new Map<string, () => void>();

  const drop = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    listening = false;
    handlers.onDrop?.(err);
    c.end().catch(() => undefined);
    if (!closed) {
      retry = setTimeout(connect, 1_000);
      retry.unref();
    }
  };

  async function connect() {
    retry = null;
    const c = new pg.Client({ connectionString: url, application_name: `cvlens-listen:${channel}` });
    client = c;
    c.on('error', (err) => drop(c, err));
    c.on('end', () => drop(c));
    c.on('notification', (n) => {
      const payload = n.payload ?? '';
      if (payload.startsWith(SYNC)) waiters.get(payload)?.();
      else handlers.onMessage(payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      // the connection must not keep a finishing process (a test worker, a CLI run) alive
      (c as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      if (client === c && !closed) {
        listening = true;
        handlers.onListen?.();
      }
    } catch (err) {
      drop(c, err as Error);
    }
  }
  void connect();

  return {
    get listening() {
      return listening;
    },
    async sync(timeoutMs = 2_000) {
      // a channel that is still connecting is waited for: a caller syncing wants to hear what follows
      const deadline = Date.now() + timeoutMs;
      while (!listening && !closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      if (!listening || !client) return;
      const marker = SYNC + randomUUID();
      const heard = new Promise<void>((resolve) => {
        const t = setTimeout(resolve, timeoutMs);
        waiters.set(marker, () => {
          clearTimeout(t);
          resolve();
        });
      });
      try {
        await client.query('select pg_notify($1, $2)', [channel, marker]);
        await heard;
      } finally {
        waiters.delete(marker);
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      listening = false;
      await c?.end().catch(() => undefined);
    },
  };
}
