/**
 * Background work of a server process (started from instrumentation.ts): the embedded executor
 * when no Inngest server is configured, the sweep of stuck records and, with FILE_RETENTION_DAYS,
 * of old uploaded CVs.
 */
import type { InngestFunction } from 'inngest';
import { getDb } from '../db/index';
import { describeModes, env, usesInngestCloud } from './env';
import { deleteOldOutbox } from '../db/queries/mail-outbox';
import { OUTBOX_KEEP_DAYS } from './mail/send-mail';
import { sweepExpiredUploads } from './erasure/expired-uploads';
import { sweepStuckRecords } from './jobs/sweep-stuck-records';

const SWEEP_EVERY_MS = 60_000;

/**
 * `loadFunctions` hands over the Inngest functions (inngest/index.ts), loaded only when this
 * process runs them: they import the services, which lib/ must not import back.
 */
export async function startBackgroundWork(loadFunctions: () => Promise<InngestFunction.Any[]>): Promise<void> {
  const e = env();
  const modes = describeModes(e);
  console.log(`[cvlens] database: ${modes.database}; rate limit: ${modes.rateLimiter}; jobs: ${modes.executor}; model: ${modes.model}; mail: ${modes.mail}`);
  if (!e.DATABASE_URL) {
    console.error('[cvlens] DATABASE_URL is not set: use `npm start` (embedded PostgreSQL) or set it (required on Vercel)');
    return;
  }
  const embedded = !usesInngestCloud(e);
  // starts the engine's worker processes now, so the first client's upload is as fast as the rest
  void import('./engine/pool')
    .then((m) => m.runEngineTask('warmUp', undefined))
    .catch((err) => console.error('[cvlens] engine warm-up failed:', err instanceof Error ? err.message : err));
  if (embedded) {
    const { startEmbeddedExecutor } = await import('../inngest/embedded/executor');
    startEmbeddedExecutor({ functions: await loadFunctions() });
  }
  const sweep = () =>
    sweepStuckRecords(getDb(), { embedded, orphanAfterMs: 5 * 60_000, hardLimitMs: 60 * 60_000 })
      .then((n) => n && console.warn(`[cvlens] marked ${n} stuck record(s) failed and refunded them`))
      .catch((err) => console.error('[cvlens] sweep failed:', err instanceof Error ? err.message : err))
      .then(() => e.FILE_RETENTION_DAYS && sweepExpiredUploads(getDb(), e.FILE_RETENTION_DAYS))
      .then((n) => n && console.log(`[cvlens] deleted ${n} uploaded CV(s) older than FILE_RETENTION_DAYS=${e.FILE_RETENTION_DAYS}`))
      .catch((err) => console.error('[cvlens] retention sweep failed:', err instanceof Error ? err.message : err))
      .then(() => deleteOldOutbox(getDb(), OUTBOX_KEEP_DAYS))
      .catch((err) => console.error('[cvlens] outbox sweep failed:', err instanceof Error ? err.message : err));
  // API call counts wait up to 0.1 s in memory (lib/usage/call-counter.ts); write them on a graceful stop
  const { flushApiCalls } = await import('./usage/call-counter');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // a listener replaces Node's default exit on the signal: exit ourselves when no one else will
      const othersHandle = process.listenerCount(signal) > 0;
      void flushApiCalls()
        .catch((err) => console.error('[cvlens] could not write API call counts:', err.message))
        .finally(() => othersHandle || process.exit(0));
    });
  }
  setTimeout(sweep, 10_000).unref();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}
