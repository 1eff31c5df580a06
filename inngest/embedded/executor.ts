/**
 * The embedded executor: runs the app's Inngest functions when no Inngest server is
 * configured, with run state in PostgreSQL. Worker slots turn waiting events into runs, lease
 * due runs (SKIP LOCKED, so any number of processes share the work) and drive them through the
 * SDK's own serve() handler, called in-process. A run whose process died is taken over when its
 * lease expires. When a run fails for good, the function's `onFailure` handler runs as a run of
 * its own (as on Inngest), and the executor's `onFailure` hook is told.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Inngest, InngestFunction } from 'inngest';
import { serve } from 'inngest/edge';
import { getAsyncCommitDb, type Db } from '../../db/index';
import type { StoredEvent } from '../../db/run-types';
import { inngest as appClient } from '../client';
import { fanOutEvents } from './event-queue';
import { callFunction } from './function-call';
import { functionRoutes, type FunctionRoute } from './function-routes';
import { driveRun } from './run-driver';
import { listenForRuns, type RunNotifications } from './run-notifications';
import { claimDueRun, type RunRow } from './run-store';
import { WakeSignal } from './wake-signal';

export interface RunFailure {
  runId: string;
  functionId: string;
  event: StoredEvent;
  error: unknown;
}

export interface EmbeddedExecutorOptions {
  functions: InngestFunction.Any[];
  /** the client the functions were created with; the app's by default */
  client?: Inngest.Any;
  db?: Db;
  /** connection for LISTEN/NOTIFY (DATABASE_URL by default); null: polling only */
  databaseUrl?: string | null;
  /** runs driven at once by this process */
  concurrency?: number;
  /** how often an idle slot looks for due runs and waiting events without a notification */
  pollMs?: number;
  /** how long a run stays ours without a heartbeat before another process may take it over */
  leaseMs?: number;
  /** first retry delay; doubles per retry */
  retryBaseMs?: number;
  /** told once about every run that failed for good, after its failure handler was queued */
  onFailure?: (failure: RunFailure) => void | Promise<void>;
}

export interface EmbeddedExecutor {
  /** identifies this executor's leases */
  readonly owner: string;
  /** look for work now (e.g. right after committing an enqueue) */
  wake(): void;
  /** stops claiming, lets calls in flight finish, hands their runs back; gives up waiting after timeoutMs */
  stop(opts?: { timeoutMs?: number }): Promise<void>;
}

/** Starts an executor; most code wants the process-wide one (startEmbeddedExecutor). */
export function createEmbeddedExecutor(options: EmbeddedExecutorOptions): EmbeddedExecutor {
  const client = options.client ?? appClient;
  if (client.mode !== 'dev') {
    throw new Error('The embedded executor needs the Inngest client in dev mode: unset INNGEST_EVENT_KEY/INNGEST_BASE_URL');
  }
  // run state may be lost in a crash of PostgreSQL itself: steps then run again (db/index.ts)
  const db = options.db ?? getAsyncCommitDb();
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryBaseMs = options.retryBaseMs ?? 1_000;
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  const routes = functionRoutes(client, options.functions);
  const routeOf = new Map<string, Pick<FunctionRoute, 'failure'>>();
  for (const r of routes) {
    routeOf.set(r.functionId, r);
    if (r.failure) routeOf.set(r.failure.functionId, {});
  }
  const functionIds = [...routeOf.keys()];
  const handler = serve({ client, functions: options.functions });

  const signal = new WakeSignal();
  let stopping = false;
  // Turning events into runs is a transaction of its own: only worth it when events may wait
  // (an enqueue was heard, this process sent one, or the poll's safety net).
  let eventsMaybeWaiting = true;
  const wakeOne = (o: { eventsWaiting: boolean }) => {
    if (o.eventsWaiting) eventsMaybeWaiting = true;
    signal.fire();
  };
  const databaseUrl = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  const notifications: RunNotifications | undefined = databaseUrl ? listenForRuns(databaseUrl, wakeOne) : undefined;
  // one idle slot looks every pollMs (due retries and sleeps, anything a lost notification hid)
  const poll = setInterval(() => wakeOne({ eventsWaiting: true }), pollMs);

  const onFailed = async (run: RunRow, error: unknown) => {
    console.error(`[inngest] run ${run.id} of ${run.function_id} failed for good:`, describe(error));
    try {
      await options.onFailure?.({ runId: run.id, functionId: run.function_id, event: run.event, error });
    } catch (err) {
      console.error('[inngest] the onFailure hook threw:', err);
    }
  };
  const deps = { db, owner, leaseMs, retryBaseMs, onFailed, shouldYield: () => stopping, call: callFunction.bind(null, handler) };

  const workSlot = async () => {
    while (!stopping) {
      const seen = signal.generation;
      let run: RunRow | undefined;
      try {
        if (eventsMaybeWaiting) {
          eventsMaybeWaiting = false;
          await db.transaction().execute((trx) => fanOutEvents(trx, routes));
        }
        run = await claimDueRun(db, { owner, functionIds, leaseMs });
      } catch (err) {
        eventsMaybeWaiting = true;
        console.error('[inngest] could not look for runs:', (err as Error).message);
      }
      if (!run) {
        await signal.wait(seen);
        continue;
      }
      // more may be due: another idle slot looks while this one drives its run
      signal.fire();
      try {
        await driveRun(run, routeOf.get(run.function_id)!, deps);
      } catch (err) {
        // The run keeps our lease until it expires; then any executor takes it over.
        console.error(`[inngest] run ${run.id} interrupted:`, (err as Error).message);
      }
    }
  };
  const slots = Array.from({ length: concurrency }, workSlot);

  return {
    owner,
    // while listening, this process hears its own enqueue like every other
    wake: () => {
      if (!notifications?.listening) wakeOne({ eventsWaiting: true });
    },
    async stop({ timeoutMs = 30_000 } = {}) {
      stopping = true;
      clearInterval(poll);
      signal.fireAll();
      await notifications?.close();
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all(slots), gaveUp]);
      clearTimeout(timer);
    },
  };
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return JSON.stringify(error);
}

// On globalThis, not in module state: Next.js bundles instrumentation and route handlers
// separately, and both must reach the same executor.
const processWide = globalThis as unknown as { __cvlensExecutor?: EmbeddedExecutor };

/** Starts this process's executor (once; later calls return the running one). */
export function startEmbeddedExecutor(options: EmbeddedExecutorOptions): EmbeddedExecutor {
  processWide.__cvlensExecutor ??= createEmbeddedExecutor(options);
  return processWide.__cvlensExecutor;
}

/** Kicks this process's executor, if one runs, to look for work now. */
export function wakeEmbeddedExecutor(): void {
  processWide.__cvlensExecutor?.wake();
}

export async function stopEmbeddedExecutor(opts?: { timeoutMs?: number }): Promise<void> {
  const executor = processWide.__cvlensExecutor;
  processWide.__cvlensExecutor = undefined;
  await executor?.stop(opts);
}
