/**
 * `npm start`: everything the service needs on a fresh machine, then `next start`.
 * Embedded PostgreSQL in DATA_DIR unless DATABASE_URL is set; secrets generated into DATA_DIR;
 * migrations applied; a production build made when missing or older than the sources.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../db/embedded';
import { createDb } from '../../db/index';
import { migrateToLatest } from '../../db/migrator';
import { describeModes, env } from '../env';
import { secrets } from '../secrets';
import { runtimeFile, writeRuntime } from './database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const SOURCE_DIRS = ['app', 'components', 'lib', 'db', 'inngest', 'public'];
/** How long the server gets to stop by itself before it is killed. */
const GRACE_MS = 6_000;
const SOURCE_FILES = ['next.config.ts', 'package.json', 'tsconfig.json', 'postcss.config.mjs', 'instrumentation.ts', 'proxy.ts', 'auth.ts'];

function newestSourceMtime(): number {
  let newest = 0;
  const visit = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && !e.startsWith('.')) visit(path.join(p, e));
    } else if (!/\.test\.tsx?$/.test(p)) newest = Math.max(newest, st.mtimeMs);
  };
  for (const d of [...SOURCE_DIRS, ...SOURCE_FILES]) visit(path.join(ROOT, d));
  return newest;
}

function buildIfNeeded(childEnv: NodeJS.ProcessEnv) {
  const buildId = path.join(ROOT, '.next/BUILD_ID');
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  if (built && built >= newestSourceMtime()) return;
  console.log(built ? '[start] sources changed since the last build: building…' : '[start] no production build yet: building (takes a minute)…');
  const r = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, stdio: 'inherit', env: childEnv });
  if (r.status !== 0) throw new Error('next build failed');
}

async function main() {
  const dev = process.argv.includes('--dev');
  const e = env();
  const dataDir = path.resolve(ROOT, e.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  const s = secrets();

  let embedded: EmbeddedServer | undefined;
  let databaseUrl = e.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`[start] starting the embedded PostgreSQL in ${path.join(dataDir, 'pg')}`);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
    databaseUrl = embedded.url;
    writeRuntime(dataDir, { databaseUrl, pid: process.pid, port: embedded.port });
  }
  const db = createDb(databaseUrl, 2);
  const applied = await migrateToLatest(db);
  await db.destroy();
  if (applied.length) console.log(`[start] applied migrations: ${applied.join(', ')}`);

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: s.AUTH_SECRET,
    SIGNING_SECRET: s.SIGNING_SECRET,
    AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(e.PORT),
  };
  const modes = describeModes({ ...e, DATABASE_URL: databaseUrl });
  console.log(`[start] database: ${embedded ? `embedded ${modes.database}` : modes.database}; rate limit: ${modes.rateLimiter}; jobs: ${modes.executor}; model: ${modes.model}; mail: ${modes.mail}`);

  if (!dev) buildIfNeeded({ ...childEnv, NODE_ENV: 'production' });
  // Its own process group: `next start` runs next-server as a child of its own, and the engine
  // workers are children of that; stopping the group stops all of them, whatever they are doing.
  // Semi-spaces of 32 MB (V8's default is 16) halve the server's scavenges and the objects they
  // promote, which under the heap cap also meant more full collections: 35-45% less GC time in the
  // mixed load for about 30 MB more memory. A flag of this process only: the engine workers,
  // which inherit NODE_OPTIONS, keep V8's default young generation.
  const serverFlags = dev ? [] : ['--max-semi-space-size=32'];
  const child = spawn(process.execPath, [...serverFlags, NEXT_BIN, dev ? 'dev' : 'start', '-p', String(e.PORT)], {
    cwd: ROOT,
    stdio: 'inherit',
    // the server's heap cap (not the build's); the engine workers' own --max-old-space-size
    // (ENGINE_HEAP_MB) wins over it
    env: dev ? childEnv : { ...childEnv, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${e.SERVER_HEAP_MB}`.trim() },
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone
    }
  };
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM lets the server write its buffered call counts and hand its runs back; whatever
    // has not stopped after GRACE_MS is killed, so the whole stop stays within ten seconds
    signalGroup('SIGTERM');
    const deadline = Date.now() + GRACE_MS;
    while (groupAlive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive()) {
      console.warn('[start] the server did not stop in time: killing it');
      signalGroup('SIGKILL');
    }
    if (embedded) {
      await Promise.race([embedded.stop().catch(() => undefined), new Promise((r) => setTimeout(r, 3_000))]);
      fs.rmSync(runtimeFile(dataDir), { force: true });
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));
  child.on('exit', (code) => void shutdown(code ?? 1));
}

main().catch((err) => {
  console.error(`[start] ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
