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
/** Functions that lock rows (FOR UPDATE) or must be all-or-nothing with their caller take only a transaction. */
export type Tx = Transaction<Database>;

type Pools = { main?: { url: string; db: Db }; asyncCommit?: { url: string; db: Db } };
const globalForDb = globalThis as unknown as { __cvlensPools?: Pools };
const pools: Pools = (globalForDb.__cvlensPools ??= {});

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

/** One pool per kind and process, created on first use from DATABASE_URL (and again if it changes). */
function pool(kind: keyof Pools, make: (url: string) => Db): Db {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded PostgreSQL)');
  const cached = pools[kind];
  if (cached && cached.url === url) return cached.db;
  const db = make(url);
  pools[kind] = { url, db };
  return db;
}

/** The process-wide database. */
export const getDb = (): Db => pool('main', (url) => createDb(url));

/**
 * A small pool whose commits do not wait for the WAL flush (about 2 ms each here), for writes
 * that are redone when lost: the embedded executor's run state (a lost step result only means
 * the step runs again, and steps are idempotent) and batches of API call counts. PostgreSQL
 * loses only a suffix of such commits in a crash of its own, never one in the middle, so state
 * stays consistent. Records, charges and refunds go through getDb(), with synchronous commits.
 */
export const getAsyncCommitDb = (): Db => pool('asyncCommit', (url) => createDb(url, 6, { asyncCommit: true }));

export async function closeDb(): Promise<void> {
  const { main, asyncCommit } = pools;
  pools.main = undefined;
  pools.asyncCommit = undefined;
  await Promise.all([main?.db.destroy(), asyncCommit?.db.destroy()]);
}
