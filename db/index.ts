import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './types';

// numeric -> number (credit amounts have two decimals, well within double precision);
// bigint counts -> number; date stays 'YYYY-MM-DD' so days never shift with the time zone.
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);

export type Db = Kysely<Database>;
/** Repository functions take either the database or a transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

const globalForDb = globalThis as unknown as { __cvlensDb?: { url: string; db: Db }; __cvlensAsyncCommitDb?: { url: string; db: Db } };

export function createDb(url: string, max = Number(process.env.DATABASE_POOL_MAX ?? 10), opts: { asyncCommit?: boolean } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    ...(opts.asyncCommit ? { options: '-c synchronous_commit=off' } : {}),
  });
  // An idle client losing its server (restart) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The process-wide database, created on first use from DATABASE_URL. */
export function getDb(): Db {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded PostgreSQL)');
  const cached = globalForDb.__cvlensDb;
  if (cached && cached.url === url) return cached.db;
  const db = createDb(url);
  globalForDb.__cvlensDb = { url, db };
  return db;
}

/**
 * A small pool whose commits do not wait for the WAL flush (about 2 ms each here), for writes
 * that are redone when lost: the embedded executor's run state (a lost step result only means
 * the step runs again, and steps are idempotent) and batches of API call counts. PostgreSQL
 * loses only a suffix of such commits in a crash of its own, never one in the middle, so state
 * stays consistent. Records, charges and refunds go through getDb(), with synchronous commits.
 */
export function getAsyncCommitDb(): Db {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded PostgreSQL)');
  const cached = globalForDb.__cvlensAsyncCommitDb;
  if (cached && cached.url === url) return cached.db;
  const db = createDb(url, 6, { asyncCommit: true });
  globalForDb.__cvlensAsyncCommitDb = { url, db };
  return db;
}

export async function closeDb(): Promise<void> {
  const { __cvlensDb: main, __cvlensAsyncCommitDb: lazy } = globalForDb;
  globalForDb.__cvlensDb = undefined;
  globalForDb.__cvlensAsyncCommitDb = undefined;
  await Promise.all([main?.db.destroy(), lazy?.db.destroy()]);
}
