/** What the API specs share: the server's data directory, its database and the operator CLI. */
import { spawnSync } from 'node:child_process';
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

/** `npm run cli -- … --json` against the same database as the server. */
export function cli(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'lib/cli/index.ts'), ...args, '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl(), DATA_DIR },
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
  init: { method?: string; headers?: Record<string, string>; body?: FormData } = {},
): Promise<{ status: number; body: any }> {
  let payload: Buffer | undefined;
  const headers = { ...init.headers };
  if (init.body) {
    const encoded = new Request('http://encode.invalid/', { method: 'POST', body: init.body });
    headers['content-type'] = encoded.headers.get('content-type')!;
    payload = Buffer.from(await encoded.arrayBuffer());
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
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
    req.end(payload);
  });
}
