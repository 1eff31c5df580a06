/**
 * Issue 8, tenancy and secrets: every endpoint of the spec, called with another organisation's
 * or another team's ids, answers 404 {"error":"Resource not found"}, charges nothing, makes
 * nothing and shows none of the other tenant's data; every list and total holds exactly the
 * caller's records. Four keys (a team key sees its team's records, an organisation
 * key, team null, sees all of its organisation's):
 *   A1  organisation A, team 1        A2  organisation A, team 2
 *   AO  organisation A, no team       B   organisation B, no team
 * Each key owns a set of records; every row of the table is tried for every (caller, owner)
 * pair. Pairs that may see each other are the control: the same call answers 200 (or the 409
 * of a record still being made), so a 404 elsewhere is the tenancy, not a broken request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as download } from '../../app/api/v1/downloads/[id]/route';
import { DELETE as deleteAnalysis, GET as getAnalysis } from '../../app/api/v1/analyses/[id]/route';
import { GET as getAnalysisStatus } from '../../app/api/v1/analyses/[id]/status/route';
import { GET as listAnalyses } from '../../app/api/v1/analyses/route';
import { DELETE as deleteGeneration, GET as getGeneration } from '../../app/api/v1/generations/[id]/route';
import { GET as listGenerations, POST as createGeneration } from '../../app/api/v1/generations/route';
import { DELETE as deletePrep, GET as getPrep } from '../../app/api/v1/interview-preps/[id]/route';
import { GET as listPreps, POST as createPrep } from '../../app/api/v1/interview-preps/route';
import { DELETE as deleteGap, GET as getGap } from '../../app/api/v1/skill-gaps/[id]/route';
import { GET as listGaps, POST as createGap } from '../../app/api/v1/skill-gaps/route';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { getDb } from '../../db/index';
import { failAnalysis } from '../../db/queries/analyses';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { insertReport } from '../../db/queries/derived-records';
import { insertGeneration } from '../../db/queries/generations';
import { insertTeam } from '../../db/queries/teams';
import type { Tenant as Scope } from '../../db/queries/tenant-scope';
import { insertUploadedAnalysis } from '../analyses/insert-uploaded-analysis';
import { MESSAGES } from '../errors';
import { uuidv7 } from '../ids';
import { waitFor } from '../jobs/wait-for';
import { completedAnalysis } from '../testing/analyses';
import { callRoute, type CallOptions } from '../testing/call-route';
import { useEmbeddedExecutor } from '../testing/executor';
import { addKey, createTestTenant } from '../testing/tenants';
import { operations } from './operations';

useEmbeddedExecutor();

type Who = 'A1' | 'A2' | 'AO' | 'B';
const WHO: Who[] = ['A1', 'A2', 'AO', 'B'];
/** whose records each key sees */
const SEES: Record<Who, Who[]> = { A1: ['A1'], A2: ['A2'], AO: ['A1', 'A2', 'AO'], B: ['B'] };
const sees = (caller: Who, owner: Who) => SEES[caller].includes(owner);
const sameOrg = (a: Who, b: Who) => (a === 'B') === (b === 'B');

/** One CV per owner, so a name or an email in a response says whose record leaked. */
const CVS: Record<Who, { file: string; role: string; name: string; email: string }> = {
  A1: { file: 'txt-customer-support-in.txt', role: 'Customer Support Team Lead', name: 'Ananya Krishnan', email: 'ananya.krishnan@yahoo.in' },
  A2: { file: 'md-teacher-ie.md', role: 'Teacher', name: 'Siobhán Byrne', email: 'siobhan.byrne@eircom.net' },
  AO: { file: 'docx-accountant-gb.docx', role: 'Accountant', name: 'Oliver Bennett', email: 'oliver.bennett@btinternet.com' },
  B: { file: 'pdf-backend-engineer-us.pdf', role: 'Backend Engineer', name: 'Marcus Whitfield', email: 'marcus.whitfield@fastmail.com' },
};

type Source =
  | 'analysis'
  | 'processing analysis'
  | 'failed analysis'
  | 'interview prep'
  | 'processing interview prep'
  | 'skill gap'
  | 'processing skill gap'
  | 'generation'
  | 'processing generation';

interface Owner {
  who: Who;
  key: string;
  scope: Scope;
  ids: Record<Source, string>;
  pdfUrl: string;
  docxUrl: string;
  /** ids of the downloadable files of the generation */
  fileIds: string[];
  /** everything that must never reach another tenant: ids, key, names, emails, file names */
  secrets: string[];
}

const owners = {} as Record<Who, Owner>;
/** authenticated calls per organisation, to hold GET /usage to them */
const calls = { A: 0, B: 0 };
const orgOf = (w: Who) => (w === 'B' ? 'B' : 'A');

type Res = Awaited<ReturnType<typeof callRoute>>;

function call(as: Who, handler: Parameters<typeof callRoute>[0], url: string, opts: CallOptions = {}): Promise<Res> {
  calls[orgOf(as)]++;
  return callRoute(handler, url, { key: owners[as].key, ...opts });
}

async function finished(table: 'interview_preps' | 'skill_gaps' | 'generations', id: string) {
  const row = await waitFor(
    () => getDb().selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow(),
    (r) => r.status !== 'processing',
    60_000,
  );
  expect(row.status, `${table} ${id}`).toBe('completed');
}

/** the organisations' ids and names: never shown to the other organisation */
const orgSecrets = { A: [] as string[], B: [] as string[] };

/** Strings of `caller`'s response (body and headers) that belong to a tenant it may not see. */
function leaks(caller: Who, res: { body: unknown; headers?: Headers }): string[] {
  const text = [JSON.stringify(res.body), ...(res.headers ? [...res.headers.values()] : [])].join('\n').toLowerCase();
  const found = (label: string, secrets: string[]) => secrets.filter((s) => text.includes(s.toLowerCase())).map((s) => `${label}:${s}`);
  const otherOrg = orgOf(caller) === 'A' ? 'B' : 'A';
  return [...WHO.filter((o) => !sees(caller, o)).flatMap((o) => found(o, owners[o].secrets)), ...found(`org ${otherOrg}`, orgSecrets[otherOrg])];
}

/** Everything a refused create could have touched, for both organisations. */
async function footprint() {
  const db = getDb();
  const out: Record<string, unknown> = {};
  for (const w of ['AO', 'B'] as const) {
    const org = owners[w].scope.organizationId;
    const count = async (table: 'analyses' | 'interview_preps' | 'skill_gaps' | 'generations' | 'files' | 'credit_ledger') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', org).executeTakeFirstOrThrow()).n);
    const balance = (await db.selectFrom('organizations').select('credit_balance').where('id', '=', org).executeTakeFirstOrThrow()).credit_balance;
    out[orgOf(w)] = {
      balance,
      ledger: await ledgerSum(db, org),
      ledgerEntries: await count('credit_ledger'),
      analyses: await count('analyses'),
      preps: await count('interview_preps'),
      gaps: await count('skill_gaps'),
      generations: await count('generations'),
      files: await count('files'),
    };
  }
  return out;
}

beforeAll(async () => {
  const db = getDb();
  const a = await createTestTenant({ plan: 'business' });
  const b = await createTestTenant({ plan: 'business' });
  const team1 = await insertTeam(db, a.organizationId, `team-1-${uuidv7().slice(-8)}`);
  const team2 = await insertTeam(db, a.organizationId, `team-2-${uuidv7().slice(-8)}`);
  const k1 = await addKey(a.organizationId, { teamId: team1 });
  const k2 = await addKey(a.organizationId, { teamId: team2 });
  const keys: Record<Who, { key: string; apiKeyId: string; scope: Scope }> = {
    A1: { key: k1.key, apiKeyId: k1.id, scope: { organizationId: a.organizationId, teamId: team1 } },
    A2: { key: k2.key, apiKeyId: k2.id, scope: { organizationId: a.organizationId, teamId: team2 } },
    AO: { key: a.key, apiKeyId: a.apiKeyId, scope: { organizationId: a.organizationId, teamId: null } },
    B: { key: b.key, apiKeyId: b.apiKeyId, scope: { organizationId: b.organizationId, teamId: null } },
  };

  for (const who of WHO) {
    const { key, apiKeyId, scope } = keys[who];
    const cv = CVS[who];
    owners[who] = { who, key, scope } as Owner;

    calls[orgOf(who)]++;
    const analysisId = await completedAnalysis(key, cv.file, cv.role);
    // the prep is made with an Idempotency-Key, replayed by other tenants below
    const prep = await call(who, createPrep, '/api/v1/interview-preps', { json: { analysis_id: analysisId }, headers: { 'idempotency-key': `tenancy-${who}` } });
    const gap = await call(who, createGap, '/api/v1/skill-gaps', { json: { analysis_id: analysisId } });
    const gen = await call(who, createGeneration, '/api/v1/generations', { json: { analysisId } });
    for (const r of [prep, gap, gen]) expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    await finished('interview_preps', prep.body.id);
    await finished('skill_gaps', gap.body.id);
    await finished('generations', gen.body.id);
    const detail = await call(who, getGeneration, `/api/v1/generations/${gen.body.id}`, { params: { id: gen.body.id } });
    expect(detail.status).toBe(200);

    // records that stay processing (no job is sent for them), and a failed analysis
    const upload = (id: string) =>
      insertUploadedAnalysis(db, {
        id,
        tenant: scope,
        apiKeyId,
        fileName: cv.file,
        bytes: new TextEncoder().encode(cv.name),
        kind: 'text',
        targetRole: cv.role,
        targetIndustry: '',
        jobDescription: null,
        language: null,
      });
    const processingAnalysis = uuidv7();
    const failedAnalysis = uuidv7();
    await upload(processingAnalysis);
    await upload(failedAnalysis);
    await failAnalysis(db, failedAnalysis, 'test: failed for good');
    const processingPrep = uuidv7();
    const processingGap = uuidv7();
    const processingGen = uuidv7();
    const report = { tenant: scope, apiKeyId, analysisId, targetRole: cv.role, targetIndustry: '' };
    await insertReport(db, 'interview_preps', { id: processingPrep, ...report });
    await insertReport(db, 'skill_gaps', { id: processingGap, ...report });
    await insertGeneration(db, { id: processingGen, ...report, template: 'classic', region: 'US', language: 'en' });

    const fileIds = [detail.body.pdf_url, detail.body.docx_url].map((u: string) => new URL(u).pathname.split('/').pop()!);
    const uploads = await db.selectFrom('analyses').select('file_id').where('organization_id', '=', scope.organizationId).where('api_key_id', '=', apiKeyId).execute();
    const org = await db.selectFrom('organizations').select('name').where('id', '=', scope.organizationId).executeTakeFirstOrThrow();
    const team = scope.teamId ? await db.selectFrom('teams').select('name').where('id', '=', scope.teamId).executeTakeFirstOrThrow() : null;

    const ids: Record<Source, string> = {
      analysis: analysisId,
      'processing analysis': processingAnalysis,
      'failed analysis': failedAnalysis,
      'interview prep': prep.body.id,
      'processing interview prep': processingPrep,
      'skill gap': gap.body.id,
      'processing skill gap': processingGap,
      generation: gen.body.id,
      'processing generation': processingGen,
    };
    if (!orgSecrets[orgOf(who)].length) orgSecrets[orgOf(who)].push(scope.organizationId, org.name);
    Object.assign(owners[who], {
      ids,
      pdfUrl: detail.body.pdf_url,
      docxUrl: detail.body.docx_url,
      fileIds,
      secrets: [
        ...Object.values(ids),
        ...fileIds,
        ...uploads.map((u) => u.file_id!),
        key,
        apiKeyId,
        ...(scope.teamId ? [scope.teamId, team!.name] : []),
        cv.name,
        cv.email,
        cv.file,
      ],
    } satisfies Omit<Owner, 'who' | 'key' | 'scope'>);
  }
}, 300_000);

interface Row {
  name: string;
  operationId: string;
  source: Source;
  call: (as: Who, id: string, owner: Who) => Promise<Res>;
  /** a create: a refused one must charge nothing and make no record; not repeated for visible pairs */
  creates?: boolean;
  /** a delete: a refused one must erase nothing (checked for every pair, visible ones included) */
  erases?: boolean;
  /** what a key that sees the record gets; the default is 200 with the record's id */
  whenVisible?: number;
  /** pairs the row applies to (default: all) */
  pairs?: (caller: Who, owner: Who) => boolean;
}

const get = (handler: Parameters<typeof callRoute>[0], path: (id: string) => string) => (as: Who, id: string) =>
  call(as, handler, path(id), { params: { id } });
const post = (handler: Parameters<typeof callRoute>[0], path: string, body: (id: string) => unknown) => (as: Who, id: string) =>
  call(as, handler, path, { json: body(id) });
/** the owner's own create, replayed with its Idempotency-Key (see the setup) */
const replayPrep = (as: Who, id: string, owner: Who) =>
  call(as, createPrep, '/api/v1/interview-preps', { json: { analysis_id: id }, headers: { 'idempotency-key': `tenancy-${owner}` } });

const remove = (handler: Parameters<typeof callRoute>[0], path: (id: string) => string) => (as: Who, id: string) =>
  call(as, handler, path(id), { method: 'DELETE', params: { id } });

/**
 * Deletes of another tenant's records erase nothing. The control is a record still processing,
 * which a key that sees it cannot delete yet either (409): the refusal then comes from the
 * record's state, not from the tenancy, and nothing is erased for any pair.
 */
const deleteRows = (name: string, operationId: string, handler: Parameters<typeof callRoute>[0], path: (id: string) => string, processing: Source, done: Source[]): Row[] => [
  { name: `${name} ← ${processing}`, operationId, source: processing, call: remove(handler, path), whenVisible: 409, erases: true },
  ...done.map((source) => ({ name: `${name} ← ${source}`, operationId, source, call: remove(handler, path), erases: true, pairs: (c: Who, o: Who) => !sees(c, o) })),
];

const readRows = (name: string, operationId: string, handler: Parameters<typeof callRoute>[0], path: (id: string) => string, sources: [Source, number?][]): Row[] =>
  sources.map(([source, whenVisible]) => ({ name: `${name} ← ${source}`, operationId, source, call: get(handler, path), whenVisible }));

const createRows = (name: string, operationId: string, handler: Parameters<typeof callRoute>[0], path: string, bodies: [string, (id: string) => unknown][]): Row[] =>
  bodies.flatMap(([label, body]) =>
    (['analysis', 'processing analysis', 'failed analysis'] as const)
      // the variants of the body are tried with a completed analysis; states with the plain body
      .filter((s) => s === 'analysis' || label === bodies[0][0])
      .map((source) => ({ name: `${name} ${label} ← ${source}`, operationId, source, call: post(handler, path, body), creates: true })),
  );

const ROWS: Row[] = [
  ...readRows('GET /analyses/{id}', 'getAnalysis', getAnalysis, (id) => `/api/v1/analyses/${id}`, [['analysis'], ['processing analysis'], ['failed analysis']]),
  ...readRows('GET /analyses/{id}/status', 'getAnalysisStatus', getAnalysisStatus, (id) => `/api/v1/analyses/${id}/status`, [
    ['analysis'],
    ['processing analysis'],
    ['failed analysis'],
  ]),
  ...readRows('GET /interview-preps/{id}', 'getInterviewPrep', getPrep, (id) => `/api/v1/interview-preps/${id}`, [['interview prep'], ['processing interview prep', 409]]),
  ...readRows('GET /skill-gaps/{id}', 'getSkillGap', getGap, (id) => `/api/v1/skill-gaps/${id}`, [['skill gap'], ['processing skill gap', 409]]),
  ...readRows('GET /generations/{id}', 'getGeneration', getGeneration, (id) => `/api/v1/generations/${id}`, [['generation'], ['processing generation', 409]]),
  ...createRows('POST /interview-preps', 'createInterviewPrep', createPrep, '/api/v1/interview-preps', [['{analysis_id}', (id) => ({ analysis_id: id })]]),
  ...createRows('POST /skill-gaps', 'createSkillGap', createGap, '/api/v1/skill-gaps', [
    ['{analysis_id}', (id) => ({ analysis_id: id })],
    ['{analysis_id, target_role, target_industry}', (id) => ({ analysis_id: id, target_role: 'Engineering Manager', target_industry: 'Fintech' })],
  ]),
  ...createRows('POST /generations', 'createGeneration', createGeneration, '/api/v1/generations', [
    ['{analysisId}', (id) => ({ analysisId: id })],
    ['{analysis_id}', (id) => ({ analysis_id: id })],
    ['{analysisId, template, region, language, target_role}', (id) => ({ analysisId: id, template: 'modern', region: 'DE', language: 'de', target_role: 'CTO' })],
  ]),
  ...deleteRows('DELETE /analyses/{id}', 'deleteAnalysis', deleteAnalysis, (id) => `/api/v1/analyses/${id}`, 'processing analysis', ['analysis', 'failed analysis']),
  ...deleteRows('DELETE /interview-preps/{id}', 'deleteInterviewPrep', deletePrep, (id) => `/api/v1/interview-preps/${id}`, 'processing interview prep', ['interview prep']),
  ...deleteRows('DELETE /skill-gaps/{id}', 'deleteSkillGap', deleteGap, (id) => `/api/v1/skill-gaps/${id}`, 'processing skill gap', ['skill gap']),
  ...deleteRows('DELETE /generations/{id}', 'deleteGeneration', deleteGeneration, (id) => `/api/v1/generations/${id}`, 'processing generation', ['generation']),
  // the owner's own request replayed under its Idempotency-Key: the replay must not hand over the owner's record
  {
    name: 'POST /interview-preps {analysis_id} + the owner\'s Idempotency-Key, from another organisation ← analysis',
    operationId: 'createInterviewPrep',
    source: 'analysis',
    creates: true,
    pairs: (c, o) => !sameOrg(c, o),
    call: replayPrep,
  },
];

describe('another tenant\'s ids answer 404 "Resource not found", charge nothing and leak nothing', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const problems: string[] = [];
    for (const caller of WHO) {
      for (const owner of WHO) {
        if (row.pairs && !row.pairs(caller, owner)) continue;
        const visible = sees(caller, owner);
        if (visible && row.creates) continue;
        const id = owners[owner].ids[row.source];
        const pair = `${caller} → ${owner}'s ${row.source}`;
        const before = row.creates || row.erases ? await footprint() : null;
        const res = await row.call(caller, id, owner);
        if (visible) {
          const want = row.whenVisible ?? 200;
          if (res.status !== want) problems.push(`${pair}: control expected ${want}, got ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          if (want === 200 && res.body?.id !== id) problems.push(`${pair}: control answered another record`);
        } else {
          if (res.status !== 404) problems.push(`${pair}: expected 404, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          else if (JSON.stringify(res.body) !== JSON.stringify({ error: MESSAGES.notFound })) problems.push(`${pair}: body ${JSON.stringify(res.body)}`);
          if (res.headers.get('idempotent-replayed')) problems.push(`${pair}: replayed the owner's response`);
        }
        const leaked = leaks(caller, res);
        if (leaked.length) problems.push(`${pair}: leaked ${leaked.join(', ')}`);
        if (before) {
          const after = await footprint();
          if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${pair}: charged or wrote ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // Idempotency-Keys of a team key are its team's own (they were once kept per organisation only,
  // and a team repeating another team's request and key got that team's record back, replayed).
  it('POST /interview-preps {analysis_id} + the owner\'s Idempotency-Key, from another team of the organisation ← analysis', async () => {
    const problems: string[] = [];
    for (const caller of WHO) {
      for (const owner of WHO) {
        if (!sameOrg(caller, owner) || sees(caller, owner)) continue;
        const before = await footprint();
        const res = await replayPrep(caller, owners[owner].ids.analysis, owner);
        const pair = `${caller} → ${owner}'s analysis`;
        if (res.status !== 404 || JSON.stringify(res.body) !== JSON.stringify({ error: MESSAGES.notFound })) {
          problems.push(`${pair}: expected 404, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        }
        const leaked = leaks(caller, res);
        if (leaked.length) problems.push(`${pair}: leaked ${leaked.join(', ')}`);
        if (JSON.stringify(await footprint()) !== JSON.stringify(before)) problems.push(`${pair}: charged or wrote`);
      }
    }
    expect(problems).toEqual([]);
  });
});

interface ListRow {
  name: string;
  operationId: string;
  handler: Parameters<typeof callRoute>[0];
  url: string;
  /** the owner's records the list holds */
  ids: (o: Owner) => string[];
}

const LIST_ROWS: ListRow[] = [
  { name: 'GET /analyses', operationId: 'listAnalyses', handler: listAnalyses, url: '/api/v1/analyses', ids: (o) => [o.ids.analysis, o.ids['processing analysis'], o.ids['failed analysis']] },
  { name: 'GET /analyses?status=completed', operationId: 'listAnalyses', handler: listAnalyses, url: '/api/v1/analyses?status=completed', ids: (o) => [o.ids.analysis] },
  { name: 'GET /analyses?status=processing', operationId: 'listAnalyses', handler: listAnalyses, url: '/api/v1/analyses?status=processing', ids: (o) => [o.ids['processing analysis']] },
  { name: 'GET /analyses?status=failed', operationId: 'listAnalyses', handler: listAnalyses, url: '/api/v1/analyses?status=failed', ids: (o) => [o.ids['failed analysis']] },
  { name: 'GET /interview-preps', operationId: 'listInterviewPreps', handler: listPreps, url: '/api/v1/interview-preps', ids: (o) => [o.ids['interview prep'], o.ids['processing interview prep']] },
  { name: 'GET /skill-gaps', operationId: 'listSkillGaps', handler: listGaps, url: '/api/v1/skill-gaps', ids: (o) => [o.ids['skill gap'], o.ids['processing skill gap']] },
  { name: 'GET /generations', operationId: 'listGenerations', handler: listGenerations, url: '/api/v1/generations', ids: (o) => [o.ids.generation, o.ids['processing generation']] },
];

describe('lists and totals hold exactly the caller\'s records', () => {
  it.each(LIST_ROWS.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const problems: string[] = [];
    for (const caller of WHO) {
      const want = SEES[caller].flatMap((o) => row.ids(owners[o])).sort();
      const sep = row.url.includes('?') ? '&' : '?';
      // one page with everything, and one item per page so that total and total_pages are counted, not just listed
      const all = await call(caller, row.handler, `${row.url}${sep}limit=100`);
      const one = await call(caller, row.handler, `${row.url}${sep}limit=1&page=${want.length}`);
      const got = (all.body.items as { id: string }[]).map((i) => i.id).sort();
      if (all.status !== 200) problems.push(`${caller}: status ${all.status}`);
      if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${caller}: items ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
      const meta = { total: want.length, total_pages: want.length, has_more: false };
      if (all.body.meta?.total !== want.length) problems.push(`${caller}: total ${all.body.meta?.total}, want ${want.length}`);
      if (JSON.stringify({ total: one.body.meta?.total, total_pages: one.body.meta?.total_pages, has_more: one.body.meta?.has_more }) !== JSON.stringify(meta)) {
        problems.push(`${caller}: paged meta ${JSON.stringify(one.body.meta)}, want ${JSON.stringify(meta)}`);
      }
      for (const res of [all, one]) {
        const leaked = leaks(caller, res);
        if (leaked.length) problems.push(`${caller}: leaked ${leaked.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('GET /usage counts only the caller\'s organisation: calls, and credits', async () => {
    const problems: string[] = [];
    for (const caller of WHO) {
      const res = await call(caller, getUsage, '/api/v1/usage');
      const org = owners[caller].scope.organizationId;
      const balance = (await getDb().selectFrom('organizations').select('credit_balance').where('id', '=', org).executeTakeFirstOrThrow()).credit_balance;
      const own = calls[orgOf(caller)];
      // usage and credits are the organisation's: a team key sees its organisation's figures
      if (res.body.usage?.all_time !== own || res.body.usage?.today !== own) problems.push(`${caller}: usage ${JSON.stringify(res.body.usage)}, want ${own} calls`);
      if (res.body.credits?.balance !== balance) problems.push(`${caller}: balance ${res.body.credits?.balance}, want ${balance}`);
      const leaked = leaks(caller, res);
      if (leaked.length) problems.push(`${caller}: leaked ${leaked.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('signed download links are not tenant-scoped, but bound to their file', () => {
  const fetchSigned = async (url: URL) => {
    const id = url.pathname.split('/').pop()!;
    const res = await download(new Request(url), { params: Promise.resolve({ id }) });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it('a link for one generation\'s file fetches no other file, of any tenant', async () => {
    const problems: string[] = [];
    for (const holder of WHO) {
      for (const [kind, url] of [['pdf', owners[holder].pdfUrl], ['docx', owners[holder].docxUrl]] as const) {
        const own = await fetchSigned(new URL(url));
        if (own.status !== 200) problems.push(`${holder}'s ${kind} link: control got ${own.status}`);
        for (const target of WHO) {
          for (const fileId of owners[target].fileIds) {
            if (url.includes(fileId)) continue;
            const swapped = new URL(url);
            swapped.pathname = `/api/v1/downloads/${fileId}`;
            const res = await fetchSigned(swapped);
            const text = new TextDecoder().decode(res.bytes);
            if (res.status !== 403 || text !== JSON.stringify({ error: 'Invalid download link' })) {
              problems.push(`${holder}'s ${kind} link → ${target}'s file ${fileId}: ${res.status} ${text.slice(0, 80)}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

it('the table covers every operation of lib/api/operations.ts', () => {
  const covered = new Set([...ROWS, ...LIST_ROWS].map((r) => r.operationId));
  covered.add('getUsage');
  // takes no id: what it makes lands in the caller's tenant, which the list rows check for every key's analyses
  covered.add('createAnalysis');
  expect(operations.map((o) => o.operationId).filter((id) => !covered.has(id))).toEqual([]);
  expect([...covered].filter((id) => !operations.some((o) => o.operationId === id))).toEqual([]);
});
