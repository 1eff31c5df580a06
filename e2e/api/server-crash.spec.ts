/**
 * kill -9 of a server while analyses, interview preps, skill gaps and generations are in flight:
 * afterwards every record of the organisation completes, or fails with its credits
 * refunded; nothing stays processing, no record or stored file is lost, and the ledger still
 * sums to the balance.
 *
 * The spec starts its own `next start` against the same database (Playwright's server keeps
 * running, and its executor keeps working through the crash), fires a burst of creates at it
 * and SIGKILLs its process group as soon as some of its runs are leased and requests are open.
 * Then it restarts it: the runs it held are taken over once their lease expires.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { cli, databaseUrl, freshRequest, ROOT, startExtraServer, type ExtraServer } from './support';

const CRASH_PORT = Number(process.env.E2E_CRASH_PORT ?? 3212);
/** the lease of a server's executor (the default of inngest/embedded/executor.ts): a dead server's runs wait this long */
const LEASE_MS = 60_000;

type Operation = 'analysis' | 'interview_prep' | 'skill_gap' | 'generation';
const TABLE: Record<Operation, string> = { analysis: 'analyses', interview_prep: 'interview_preps', skill_gap: 'skill_gaps', generation: 'generations' };
const FUNCTION: Record<Operation, string> = {
  analysis: 'cvlens-analyse-cv',
  interview_prep: 'cvlens-prepare-interview',
  skill_gap: 'cvlens-analyse-skill-gap',
  generation: 'cvlens-generate-cv',
};
const COST: Record<Operation, number> = { analysis: 1, interview_prep: 1, skill_gap: 1, generation: 2 };

/** the creates of the burst, in this order, repeated */
const KINDS = ['analysis', 'interview_prep', 'generation_upload', 'skill_gap', 'analysis', 'generation'] as const;
type Kind = (typeof KINDS)[number];
const ROUNDS = 12;
/** creates wait for their job at most JOB_WAIT_MS (20 s); one open far longer is a hang, and must say so */
const BURST_REQUEST_TIMEOUT_MS = 90_000;

const fixture = (name: string) => fs.readFileSync(path.join(ROOT, 'lib/engine/cv/fixtures', name));
const TXT = fixture('txt-electrician-us.txt');
const PDF = fixture('pdf-backend-engineer-us.pdf');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: ExtraServer | undefined;
let db: pg.Client | undefined;

test.afterAll(async () => {
  await server?.stop();
  await db?.end();
});

function create(kind: Kind, i: number, base: string, key: string, analysisId: string) {
  const headers = { 'x-api-key': key };
  const timeoutMs = BURST_REQUEST_TIMEOUT_MS;
  const upload = (extra: Record<string, string>) => {
    const form = new FormData();
    form.set('file', i % 4 < 2 ? new File([TXT], 'cv.txt') : new File([PDF], 'cv.pdf'));
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    return form;
  };
  switch (kind) {
    case 'analysis':
      return freshRequest(`${base}/api/v1/analyses`, { method: 'POST', headers, body: upload({ target_role: 'Electrician' }), timeoutMs });
    case 'interview_prep':
      return freshRequest(`${base}/api/v1/interview-preps`, { method: 'POST', headers, json: { analysis_id: analysisId }, timeoutMs });
    case 'skill_gap':
      return freshRequest(`${base}/api/v1/skill-gaps`, { method: 'POST', headers, json: { analysis_id: analysisId }, timeoutMs });
    case 'generation':
      return freshRequest(`${base}/api/v1/generations`, { method: 'POST', headers, json: { analysisId, template: 'classic' }, timeoutMs });
    case 'generation_upload':
      return freshRequest(`${base}/api/v1/generations`, { method: 'POST', headers, body: upload({ template: 'modern' }), timeoutMs });
  }
}

const operationOf = (kind: Kind): Operation => (kind === 'generation_upload' ? 'generation' : kind);

test('a server killed with SIGKILL mid-burst loses no record, file or credit', async ({ baseURL }) => {
  test.setTimeout(LEASE_MS + 300_000);
  const { organization_id: org } = cli(['org', 'create', '--name', 'server-crash', '--plan', 'business']);
  // one key per phase: the rate limit (100 a minute per key) must refuse nothing here
  const [setupKey, burstKey, checkKey] = [0, 1, 2].map(() => cli(['key', 'create', '--org', org]).key as string);
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  const q = async <T = any>(text: string, values: unknown[] = []) => (await db!.query(text, values)).rows as T[];

  // a completed analysis for the preps, skill gaps and generations to start from
  const form = new FormData();
  form.set('file', new File([TXT], 'cv.txt'));
  form.set('target_role', 'Electrician');
  const baseRes = await test.step('a completed analysis to start from', () =>
    freshRequest(`${baseURL}/api/v1/analyses`, { method: 'POST', headers: { 'x-api-key': setupKey }, body: form, timeoutMs: BURST_REQUEST_TIMEOUT_MS }),
  );
  expect(baseRes.status).toBe(201);
  const baseId = baseRes.body.id as string;
  await expect.poll(async () => (await q(`select status from analyses where id = $1`, [baseId]))[0].status, { timeout: 60_000 }).toBe('completed');

  // analyses answer at once (their ids are known before the crash); the other creates wait
  // for their job (JOB_WAIT_MS, 20 s by default), so many requests are still open when it dies
  const serverLog = test.info().outputPath('crash-server.log');
  server = await test.step('start the server to kill', () => startExtraServer(CRASH_PORT, { env: { ANALYSIS_WAIT_MS: '0' }, logFile: serverLog }));
  const ownerLike = `%:${server.pid}:%`;
  // runs of this organisation's records leased by that server (other specs' runs may be too)
  const leasedBy = `r.status = 'running' and r.lease_owner like $1 and r.event->'data'->>'id' in (
    select id::text from analyses where organization_id = $2 union all select id::text from interview_preps where organization_id = $2
    union all select id::text from skill_gaps where organization_id = $2 union all select id::text from generations where organization_id = $2)`;

  const kinds = Array.from({ length: ROUNDS }, () => KINDS).flat();
  let answered = 0;
  const started = Date.now();
  const burst = kinds.map((kind, i) =>
    create(kind, i, server!.url, burstKey, baseId).then(
      (r) => {
        answered++;
        return { kind, status: r.status, body: r.body, error: undefined as string | undefined };
      },
      (err: Error) => ({ kind, status: 0, body: undefined as any, error: err.message }),
    ),
  );

  // kill -9 once the server holds leased runs and has answered a few creates (the others stay open)
  let leased = 0;
  for (const until = Date.now() + 60_000; Date.now() < until && answered < kinds.length; await sleep(10)) {
    leased = (await q(`select count(*)::int as n from inngest_runs r where ${leasedBy}`, [ownerLike, org]))[0].n;
    if (leased >= 2 && answered >= kinds.length / 6) break;
  }
  await test.step('kill the server mid-burst', () => server!.crash());
  const crashedAfter = Date.now() - started;
  const results = await test.step('the burst ends', () => Promise.all(burst));
  const stranded = await q<{ id: string; function_id: string }>(`select id, function_id from inngest_runs r where ${leasedBy}`, [ownerLike, org]);
  const cut = results.filter((r) => r.error);
  const processingAtCrash = await q(
    `select (select count(*) from analyses where organization_id = $1 and status = 'processing')::int as analyses,
            (select count(*) from interview_preps where organization_id = $1 and status = 'processing')::int as interview_preps,
            (select count(*) from skill_gaps where organization_id = $1 and status = 'processing')::int as skill_gaps,
            (select count(*) from generations where organization_id = $1 and status = 'processing')::int as generations`,
    [org],
  );
  console.log(
    `[server-crash] killed after ${crashedAfter} ms: ${answered}/${kinds.length} creates answered, ${cut.length} cut off, ` +
      `${stranded.length} runs left leased by the dead server (${[...new Set(stranded.map((s) => s.function_id))].join(', ')}), ` +
      `processing: ${JSON.stringify(processingAtCrash[0])}`,
  );
  // the crash must have hit work in flight, or this spec proves nothing
  expect(stranded.length, 'runs leased by the killed server').toBeGreaterThan(0);
  expect(cut.length, 'requests open when the server died').toBeGreaterThan(0);
  expect(answered, 'creates answered before the crash').toBeGreaterThan(0);
  // what was answered before the crash was answered normally
  for (const r of results.filter((x) => !x.error)) {
    expect([201, 202], `${r.kind}: ${JSON.stringify(r.body)}`).toContain(r.status);
    if (r.kind === 'analysis') expect(r.status).toBe(201);
  }

  // each phase a step, so a timeout names the phase that hung
  await test.step('restart the killed server', () => server!.restart());
  const restartedAfter = Date.now() - started;

  // everything settles: no record processing, no run of theirs queued or running
  const unsettled = async () =>
    (
      await q(
        `with ids as (
           select id from analyses where organization_id = $1 union all select id from interview_preps where organization_id = $1
           union all select id from skill_gaps where organization_id = $1 union all select id from generations where organization_id = $1)
         select (select count(*) from analyses where organization_id = $1 and status = 'processing')
              + (select count(*) from interview_preps where organization_id = $1 and status = 'processing')
              + (select count(*) from skill_gaps where organization_id = $1 and status = 'processing')
              + (select count(*) from generations where organization_id = $1 and status = 'processing')
              + (select count(*) from inngest_runs r join ids on r.event->'data'->>'id' = ids.id::text where r.status in ('queued', 'running'))
              + (select count(*) from inngest_events e join ids on e.payload->'data'->>'id' = ids.id::text) as n`,
        [org],
      )
    )[0].n as string;
  await test.step('every record and run settles', () =>
    expect.poll(unsettled, { message: 'records processing, runs queued or running, events pending', timeout: LEASE_MS + 90_000, intervals: [1_000] }).toBe('0'),
  );
  console.log(`[server-crash] restarted after ${restartedAfter} ms; all settled after ${Date.now() - started} ms`);

  // ---- the records, as the database has them
  const analyses = await q(
    `select a.id, a.status, a.result is not null as has_result, a.file_id, f.size as file_size, f.organization_id as file_org,
            (select g.id from generations g where g.analysis_id = a.id and a.id <> $2) as upload_of
     from analyses a left join files f on f.id = a.file_id where a.organization_id = $1`,
    [org, baseId],
  );
  const preps = await q(`select id, status, body is not null as has_body from interview_preps where organization_id = $1`, [org]);
  const gaps = await q(`select id, status, body is not null as has_body from skill_gaps where organization_id = $1`, [org]);
  const generations = await q(
    `select g.id, g.status, g.analysis_id, p.size as pdf_size, d.size as docx_size
     from generations g left join files p on p.id = g.pdf_file_id left join files d on d.id = g.docx_file_id where g.organization_id = $1`,
    [org],
  );
  const rows: Record<Operation, any[]> = { analysis: analyses, interview_prep: preps, skill_gap: gaps, generation: generations };
  const byId = new Map<string, { op: Operation; row: any }>();
  for (const op of Object.keys(rows) as Operation[]) for (const row of rows[op]) byId.set(row.id, { op, row });
  const counts = Object.fromEntries(
    (Object.keys(rows) as Operation[]).map((op) => [op, { completed: rows[op].filter((r) => r.status === 'completed').length, failed: rows[op].filter((r) => r.status === 'failed').length }]),
  );
  console.log(`[server-crash] records: ${JSON.stringify(counts)}`);

  // nothing stays processing
  for (const { op, row } of byId.values()) expect(['completed', 'failed'], `${op} ${row.id}`).toContain(row.status);

  // every create that was answered has its record, of the right kind and organisation
  for (const r of results.filter((x) => !x.error)) {
    expect(byId.get(r.body.id)?.op, `${r.kind} ${r.body.id}`).toBe(operationOf(r.kind));
  }
  // no more records than creates sent (plus the base analysis and each uploaded generation's own analysis)
  const sent = (op: Operation) => kinds.filter((k) => operationOf(k) === op).length;
  expect(preps.length).toBeLessThanOrEqual(sent('interview_prep'));
  expect(gaps.length).toBeLessThanOrEqual(sent('skill_gap'));
  expect(generations.length).toBeLessThanOrEqual(sent('generation'));
  const uploads = generations.filter((g) => g.analysis_id !== baseId);
  expect(analyses.length).toBeLessThanOrEqual(1 + sent('analysis') + kinds.filter((k) => k === 'generation_upload').length);

  // every analysis (all come from uploads) keeps its stored file
  for (const a of analyses) {
    expect(a.file_id, `file of analysis ${a.id}`).not.toBeNull();
    expect(a.file_size, `stored file of analysis ${a.id}`).toBeGreaterThan(0);
    expect(a.file_org).toBe(org);
    if (a.status === 'completed') expect(a.has_result).toBe(true);
  }
  // an uploaded generation's analysis belongs to it alone, and is complete when it is
  for (const g of uploads) {
    const a = byId.get(g.analysis_id);
    expect(a?.op, `analysis of generation ${g.id}`).toBe('analysis');
    expect(a!.row.upload_of).toBe(g.id);
    if (g.status === 'completed') expect(a!.row.status).toBe('completed');
  }
  for (const r of [...preps, ...gaps]) if (r.status === 'completed') expect(r.has_body, r.id).toBe(true);
  // a completed generation has its PDF and (Business plan) its DOCX
  for (const g of generations) {
    if (g.status !== 'completed') continue;
    expect(g.pdf_size, `PDF of generation ${g.id}`).toBeGreaterThan(0);
    expect(g.docx_size, `DOCX of generation ${g.id}`).toBeGreaterThan(0);
  }

  // ---- the money: one charge per charged record, a refund for each failed one, nothing else
  const ledger = await q<{ resource_type: string; resource_id: string; kind: string; amount: number }>(
    `select resource_type, resource_id, kind, amount::float as amount from credit_ledger where organization_id = $1 and kind in ('charge', 'refund')`,
    [org],
  );
  const entriesOf = (id: string) => ledger.filter((e) => e.resource_id === id);
  for (const e of ledger) expect(byId.get(e.resource_id)?.op, `ledger ${e.kind} of ${e.resource_type} ${e.resource_id}`).toBe(e.resource_type);
  let spent = 0;
  for (const { op, row } of byId.values()) {
    const entries = entriesOf(row.id);
    if (op === 'analysis' && row.upload_of) {
      // included in its generation's price: never charged, never refunded
      expect(entries, `ledger of uploaded analysis ${row.id}`).toEqual([]);
      continue;
    }
    const charges = entries.filter((e) => e.kind === 'charge');
    const refunds = entries.filter((e) => e.kind === 'refund');
    expect(charges.map((e) => e.amount), `charge of ${op} ${row.id}`).toEqual([-COST[op]]);
    expect(refunds.map((e) => e.amount), `refund of ${op} ${row.id} (${row.status})`).toEqual(row.status === 'failed' ? [COST[op]] : []);
    if (row.status === 'completed') spent += COST[op];
  }
  const money = (
    await q(
      `select o.credit_balance::float as balance, (select sum(amount)::float from credit_ledger where organization_id = o.id) as ledger
       from organizations o where o.id = $1`,
      [org],
    )
  )[0];
  expect(money.ledger).toBe(money.balance);
  // the Business plan's 5000 monthly credits, less what the completed records cost
  expect(money.balance).toBe(5000 - spent);

  // ---- the jobs: each record with a job of its own ran as one run, resumed rather than duplicated
  const runs = await q<{ id: string; function_id: string; status: string; n: number }>(
    `select event->'data'->>'id' as id, function_id, min(status) as status, count(*)::int as n from inngest_runs
     where function_id = any($1) and event->'data'->>'id' = any($2) group by 1, 2`,
    [Object.values(FUNCTION), [...byId.keys()]],
  );
  for (const { op, row } of byId.values()) {
    const own = runs.filter((r) => r.id === row.id);
    if (op === 'analysis' && row.upload_of) {
      // analysed by its generation's run
      expect(own, `runs of uploaded analysis ${row.id}`).toEqual([]);
      continue;
    }
    expect(own.map((r) => [r.function_id, r.n]), `runs of ${op} ${row.id}`).toEqual([[FUNCTION[op], 1]]);
  }
  // the runs the dead server held were finished by a live one
  const takenOver = await q(`select id, status, lease_owner from inngest_runs where id = any($1)`, [stranded.map((s) => s.id)]);
  for (const r of takenOver) expect(r.status, `stranded run ${r.id}`).toMatch(/^(completed|failed)$/);

  // ---- the API agrees, on the other server
  const headers = { 'x-api-key': checkKey };
  for (const r of results.filter((x) => !x.error)) {
    const { op, row } = byId.get(r.body.id)!;
    if (op === 'analysis') {
      const s = await freshRequest(`${baseURL}/api/v1/analyses/${row.id}/status`, { headers });
      expect(s.status).toBe(200);
      expect(s.body.status).toBe(row.status);
      continue;
    }
    const route = { interview_prep: 'interview-preps', skill_gap: 'skill-gaps', generation: 'generations' }[op as Exclude<Operation, 'analysis'>];
    const got = await freshRequest(`${baseURL}/api/v1/${route}/${row.id}`, { headers });
    expect(got.status, `GET ${route}/${row.id} (${row.status})`).toBe(row.status === 'completed' ? 200 : 404);
    if (op === 'generation' && row.status === 'completed') {
      const pdf = await fetch(got.body.pdf_url);
      expect(pdf.status).toBe(200);
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  }
});
