/**
 * Two server processes sharing one PostgreSQL (and Redis when REDIS_URL is set) serve one
 * organisation correctly: credits never overdraw, every job is picked up once, and the rate
 * limit holds across both. The first server is Playwright's webServer; this spec starts a
 * second `next start` on another port against the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { cli, DATA_DIR, databaseUrl, freshRequest, ROOT } from './support';

const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? 3211);

let second: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const secrets = JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8'));
  second = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(SECOND_PORT)], {
    cwd: ROOT,
    env: { ...process.env, ...secrets, DATABASE_URL: databaseUrl(), DATA_DIR, AUTH_TRUST_HOST: 'true', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${SECOND_PORT}/api/v1/openapi.json`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the second server did not start');
});

test.afterAll(() => {
  second?.kill('SIGTERM');
});

const servers = (baseURL: string) => [baseURL, `http://127.0.0.1:${SECOND_PORT}`];

test('credits never overdraw and every job runs once across two servers', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { organization_id } = cli(['org', 'create', '--name', 'scale-out', '--plan', 'business']);
  // leave exactly 12 credits
  cli(['credits', 'grant', '--org', organization_id, `--amount=${12 - 5000}`]);
  const { key } = cli(['key', 'create', '--org', organization_id]);
  const cv = fs.readFileSync(path.join(ROOT, 'lib/analysis/fixtures/txt-electrician-us.txt'));

  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const form = new FormData();
      form.set('file', new File([cv], 'cv.txt'));
      form.set('target_role', 'Electrician');
      return freshRequest(`${servers(baseURL!)[i % 2]}/api/v1/analyses`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
    }),
  );
  const created = results.filter((r) => r.status === 201);
  expect(created).toHaveLength(12);
  for (const r of results.filter((x) => x.status !== 201)) {
    expect(r.status).toBe(402);
    expect(r.body.error).toMatch(/^Insufficient credits/);
  }

  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  try {
    const ids = created.map((r) => r.body.id as string);
    for (let i = 0; i < 120; i++) {
      const { rows } = await db.query(`select count(*)::int as n from analyses where id = any($1) and status = 'completed'`, [ids]);
      if (rows[0].n === ids.length) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const done = await db.query(`select count(*)::int as n from analyses where id = any($1) and status = 'completed'`, [ids]);
    expect(done.rows[0].n).toBe(12);
    const runs = await db.query(
      `select event->'data'->>'id' as id, count(*)::int as n from inngest_runs where function_id = 'cvlens-analyse-cv' and event->'data'->>'id' = any($1) group by 1`,
      [ids],
    );
    expect(runs.rows).toHaveLength(12);
    for (const r of runs.rows) expect(r.n).toBe(1);
    const money = await db.query(
      `select o.credit_balance::float as balance, (select sum(amount)::float from credit_ledger where organization_id = o.id) as ledger from organizations o where o.id = $1`,
      [organization_id],
    );
    expect(money.rows[0]).toEqual({ balance: 0, ledger: 0 });
  } finally {
    await db.end();
  }
});

test('the rate limit holds across both servers when they share Redis', async ({ baseURL }) => {
  test.skip(!process.env.REDIS_URL && !process.env.UPSTASH_REDIS_REST_URL, 'needs a shared Redis (REDIS_URL)');
  const { organization_id } = cli(['org', 'create', '--name', 'limits', '--plan', 'business']);
  const { key } = cli(['key', 'create', '--org', organization_id]);
  const statuses = await Promise.all(
    Array.from({ length: 130 }, (_, i) =>
      freshRequest(`${servers(baseURL!)[i % 2]}/api/v1/usage`, { headers: { 'x-api-key': key } }).then((r) => r.status),
    ),
  );
  expect(statuses.filter((s) => s === 200)).toHaveLength(100);
  expect(statuses.filter((s) => s === 429)).toHaveLength(30);
});
