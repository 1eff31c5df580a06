/**
 * Two server processes sharing one PostgreSQL (and Redis when REDIS_URL is set) serve one
 * organisation correctly: credits never overdraw, every job is picked up once, and the rate
 * limit holds across both. The first server is Playwright's webServer; this spec starts a
 * second `next start` on another port against the same database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { cli, databaseUrl, freshRequest, ROOT, startExtraServer, type ExtraServer } from './support';

const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? 3211);

let second: ExtraServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  second = await startExtraServer(SECOND_PORT);
});

test.afterAll(async () => {
  await second?.stop();
});

const servers = (baseURL: string) => [baseURL, `http://127.0.0.1:${SECOND_PORT}`];

// 200 creates at once, split over both servers, for 120 credits: exactly 120 records, 80 refusals.
const CREATES = 200;
const CREDITS = 120;
// the rate limit is 100 a minute per key (shared through Redis when set): spread the burst
const KEYS = 4;

test('credits never overdraw and every job runs once across two servers', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const { organization_id } = cli(['org', 'create', '--name', 'scale-out', '--plan', 'business']);
  // leave exactly CREDITS credits (the business plan's 5000 monthly credits come first)
  cli(['credits', 'grant', '--org', organization_id, `--amount=${CREDITS - 5000}`]);
  const keys = Array.from({ length: KEYS }, () => cli(['key', 'create', '--org', organization_id]).key as string);
  const cv = fs.readFileSync(path.join(ROOT, 'lib/engine/cv/fixtures/txt-electrician-us.txt'));

  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: CREATES }, (_, i) => {
      const form = new FormData();
      form.set('file', new File([cv], 'cv.txt'));
      form.set('target_role', 'Electrician');
      return freshRequest(`${servers(baseURL!)[i % 2]}/api/v1/analyses`, {
        method: 'POST',
        headers: { 'x-api-key': keys[Math.floor(i / 2) % KEYS] },
        body: form,
      });
    }),
  );
  console.log(`[scale-out] ${CREATES} creates answered in ${Date.now() - started} ms`);
  const created = results.filter((r) => r.status === 201);
  expect(created).toHaveLength(CREDITS);
  const refused = results.filter((r) => r.status !== 201);
  expect(refused).toHaveLength(CREATES - CREDITS);
  for (const r of refused) {
    expect(r.status).toBe(402);
    expect(r.body.error).toMatch(/^Insufficient credits/);
  }
  // each 201 told the balance after its own charge: all different, from CREDITS-1 down to 0
  const balances = created.map((r) => r.body.meta.credits.balance as number).sort((a, b) => a - b);
  expect(balances).toEqual(Array.from({ length: CREDITS }, (_, i) => i));

  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  try {
    const ids = created.map((r) => r.body.id as string);
    expect(new Set(ids).size).toBe(CREDITS);
    const completed = async () =>
      (await db.query(`select count(*)::int as n from analyses where id = any($1) and status = 'completed'`, [ids])).rows[0].n as number;
    // generous: a server that another spec (server-crash) kills may hold some of these runs
    // until their lease (60 s) expires
    await expect.poll(completed, { timeout: 180_000, intervals: [500] }).toBe(CREDITS);
    console.log(`[scale-out] ${CREDITS} analyses completed ${Date.now() - started} ms after the burst began`);

    // exactly one record (with its stored file) per successful create, none for a refusal
    const records = await db.query(
      `select a.id, a.status, f.id as file_id from analyses a left join files f on f.id = a.file_id where a.organization_id = $1`,
      [organization_id],
    );
    expect(records.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const r of records.rows) expect(r.file_id, `file of analysis ${r.id}`).not.toBeNull();
    const files = await db.query(`select count(*)::int as n from files where organization_id = $1`, [organization_id]);
    expect(files.rows[0].n).toBe(CREDITS);

    const runs = await db.query(
      `select event->'data'->>'id' as id, count(*)::int as n from inngest_runs where function_id = 'cvlens-analyse-cv' and event->'data'->>'id' = any($1) group by 1`,
      [ids],
    );
    expect(runs.rows).toHaveLength(CREDITS);
    for (const r of runs.rows) expect(r.n).toBe(1);

    // one charge per record, never twice; no refunds; the ledger sums to the balance, which is 0
    const charges = await db.query(
      `select resource_id, count(*)::int as n, sum(amount)::float as amount from credit_ledger
       where organization_id = $1 and kind in ('charge', 'refund') group by resource_id`,
      [organization_id],
    );
    expect(charges.rows.map((r) => r.resource_id).sort()).toEqual([...ids].sort());
    for (const r of charges.rows) expect(r).toEqual({ resource_id: r.resource_id, n: 1, amount: -1 });
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
