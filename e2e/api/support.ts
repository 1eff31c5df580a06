/** What the API specs share: the server's data directory, its database and the operator CLI. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
