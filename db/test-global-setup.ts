/**
 * Gives the test run a fresh, migrated database: a new database on the server of
 * DATABASE_URL (dropped afterwards), or an embedded PostgreSQL when DATABASE_URL is unset.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { createDb } from './index';
import { migrateToLatest } from './migrator';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';

export default async function setup() {
  let embedded: EmbeddedServer | undefined;
  let baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = path.join(os.tmpdir(), `cvlens-test-pg-${process.pid}`);
    embedded = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
    baseUrl = embedded.url;
    console.log(`[test] embedded PostgreSQL on port ${embedded.port}`);
  }

  const dbName = `cvlens_test_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  let testUrl = baseUrl;
  let created = false;
  try {
    await admin.query(`create database ${dbName}`);
    const u = new URL(baseUrl);
    u.pathname = `/${dbName}`;
    testUrl = u.toString();
    created = true;
  } catch (err) {
    // No right to create databases: use the given one as is.
    console.warn(`[test] could not create a test database (${(err as Error).message}); using ${new URL(baseUrl).pathname}`);
  } finally {
    await admin.end();
  }

  const db = createDb(testUrl, 2);
  await migrateToLatest(db);
  await db.destroy();
  process.env.DATABASE_URL = testUrl;
  process.env.CVLENS_TEST = '1';
  if (!process.env.DATA_DIR) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cvlens-test-data-'));

  return async () => {
    if (created) {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      await c.end();
    }
    await embedded?.stop();
    if (embedded) fs.rmSync(path.join(os.tmpdir(), `cvlens-test-pg-${process.pid}`), { recursive: true, force: true });
  };
}
