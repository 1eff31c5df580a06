/** What the API specs share: the server's data directory, its database and the operator CLI. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const DATA_DIR = process.env.E2E_DATA_DIR!;

/** DATABASE_URL, or the embedded database of the server Playwright started. */
export function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'runtime.json'), 'utf8')).databaseUrl;
}

/** `npm run cli -- … --json` against the same database as the server (or the one given). */
export function cli(args: string[], database: string = databaseUrl()) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'lib/cli/index.ts'), ...args, '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database, DATA_DIR },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${r.stdout} ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!);
}

export function newKey(plan = 'business'): string {
  const { organization_id } = cli(['org', 'create', '--name', `e2e-${Date.now()}`, '--plan', plan]);
  return cli(['key', 'create', '--org', organization_id]).key;
}

/**
 * One request on its own connection. fetch pools keep-alive sockets, and a burst right after
 * an idle pause can pick a socket the server has just closed ("other side closed"); a request
 * that may or may not have reached the server would spoil exact counts such as the rate limit.
 */
export async function freshRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: FormData; json?: unknown; timeoutMs?: number } = {},
): Promise<{ status: number; body: any }> {
  let payload: Buffer | undefined;
  const headers = { ...init.headers };
  if (init.json !== undefined) {
    payload = Buffer.from(JSON.stringify(init.json));
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  } else if (init.body) {
    const encoded = new Request('http://encode.invalid/', { method: 'POST', body: init.body });
    headers['content-type'] = encoded.headers.get('content-type')!;
    payload = Buffer.from(await encoded.arrayBuffer());
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      // a server killed while it sends the body ends the response with an error, not 'end': without
      // this the request would hang, its socket gone, until the whole spec times out
      res.on('error', reject);
      res.on('close', () => {
        if (!res.complete) reject(new Error('the connection closed before the answer was complete'));
      });
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    // a request that never ends would otherwise surface only as the whole spec's timeout
    if (init.timeoutMs) req.setTimeout(init.timeoutMs, () => req.destroy(new Error(`no answer within ${init.timeoutMs} ms`)));
    req.end(payload);
  });
}

export interface ExtraServer {
  readonly port: number;
  readonly url: string;
  /** pid of the running `next start` (changes on restart) */
  readonly pid: number;
  /** SIGKILL to the server's whole process group: no shutdown hook runs */
  crash(): Promise<void>;
  /** starts it again with the same settings */
  restart(): Promise<void>;
  /** SIGTERM, waiting for the exit */
  stop(): Promise<void>;
}

/**
 * Another `next start` against the same database, DATA_DIR and secrets as Playwright's server
 * (so signed links and sessions are valid on both). `env` adds or overrides settings; the
 * server's output goes to `logFile` when given.
 */
export async function startExtraServer(port: number, opts: { env?: Record<string, string>; logFile?: string } = {}): Promise<ExtraServer> {
  const secrets = JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r()));

  const start = async () => {
    const log = opts.logFile ? fs.openSync(opts.logFile, 'a') : 'ignore';
    const c = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...secrets,
        DATABASE_URL: databaseUrl(),
        DATA_DIR,
        PORT: String(port),
        AUTH_TRUST_HOST: 'true',
        NEXT_TELEMETRY_DISABLED: '1',
        ...opts.env,
      },
      stdio: ['ignore', log, log],
      // its own process group, so a crash takes any worker it forked with it
      detached: true,
    });
    if (typeof log === 'number') fs.closeSync(log);
    child = c;
    for (let i = 0; i < 240; i++) {
      if (c.exitCode !== null || c.signalCode !== null) throw new Error(`the server on port ${port} exited while starting`);
      const ok = await fetch(`${url}/api/v1/openapi.json`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`the server on port ${port} did not start`);
  };

  const signal = async (sig: NodeJS.Signals) => {
    const c = child;
    if (!c?.pid) return;
    try {
      process.kill(-c.pid, sig);
    } catch {
      // already gone
    }
    await exited(c);
  };

  await start();
  return {
    port,
    url,
    get pid() {
      return child!.pid!;
    },
    crash: () => signal('SIGKILL'),
    restart: start,
    async stop() {
      const timer = setTimeout(() => void signal('SIGKILL'), 15_000);
      await signal('SIGTERM');
      clearTimeout(timer);
    },
  };
}

/**
 * A database of its own on the server's PostgreSQL, migrated, for a spec whose server must be
 * the only one working on its records (Playwright's server would otherwise take its jobs over).
 */
export async function scratchDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: databaseUrl() });
  await admin.connect();
  const db = `e2e_${name}_${Date.now().toString(36)}`;
  await admin.query(`create database ${db}`);
  await admin.end();
  const url = new URL(databaseUrl());
  url.pathname = `/${db}`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'lib/cli/migrate.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url.toString() },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`migrating ${db} failed: ${r.stdout} ${r.stderr}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl() });
      await c.connect();
      await c.query(`drop database if exists ${db} with (force)`).catch(() => undefined);
      await c.end();
    },
  };
}
