/**
 * Finds the database for operator commands: DATABASE_URL, else the embedded server of a
 * running `npm start` (DATA_DIR/runtime.json), else an embedded server started for the command.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../db/embedded';

export interface RuntimeInfo {
  databaseUrl: string;
  pid: number;
  port?: number;
}

export const runtimeFile = (dataDir: string) => path.resolve(dataDir, 'runtime.json');

export function writeRuntime(dataDir: string, info: RuntimeInfo) {
  fs.writeFileSync(runtimeFile(dataDir), JSON.stringify(info, null, 2), { mode: 0o600 });
}

export function readRuntime(dataDir: string): RuntimeInfo | null {
  try {
    return JSON.parse(fs.readFileSync(runtimeFile(dataDir), 'utf8')) as RuntimeInfo;
  } catch {
    return null;
  }
}

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export async function resolveDatabase(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const running = readRuntime(dataDir);
  if (running && (await reachable(running.databaseUrl))) return { url: running.databaseUrl, stop: async () => undefined };
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
  return { url: server.url, stop: server.stop };
}
