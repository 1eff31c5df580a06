import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { GET as getAnalysis } from '../../app/api/v1/analyses/[id]/route';
import { GET as getStatus } from '../../app/api/v1/analyses/[id]/status/route';
import { GET as listAnalyses, POST as createAnalysis } from '../../app/api/v1/analyses/route';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { findOrganization } from '../../db/queries/organizations';
import { sendEvent } from '../../inngest/send';
import { Analysis, AnalysisCreated, AnalysisList, AnalysisStatusBody, GRANULAR_KEYS } from '../schemas/analysis';
import { chargeCredits } from '../billing/credits';
import { MESSAGES } from '../errors';
import { uuidv7 } from '../ids';
import { waitFor } from '../jobs/wait-for';
import { callRoute } from '../testing/call-route';
import { cvForm, fixtureBytes, fixtureForm } from '../testing/cv-files';
import { useEmbeddedExecutor } from '../testing/executor';
import { addKey, createTestTenant } from '../testing/tenants';
import { insertUploadedAnalysis } from './insert-uploaded-analysis';

useEmbeddedExecutor();

const post = (key: string, form: FormData) => callRoute(createAnalysis, '/api/v1/analyses', { key, form });
const get = (key: string, id: string) => callRoute(getAnalysis, `/api/v1/analyses/${id}`, { key, params: { id } });
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /analyses', () => {
  it.each([
    ['pdf-backend-engineer-us.pdf', 'pdf', 'Backend Engineer'],
    ['docx-accountant-gb.docx', 'docx', 'Accountant'],
    ['txt-electrician-us.txt', 'text', 'Electrician'],
  ])('analyses %s end to end', async (name, kind, role) => {
    const t = await createTestTenant({ plan: 'starter' });
    const r = await post(t.key, fixtureForm(name, { target_role: role, target_industry: 'Technology' }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(() => AnalysisCreated.parse(r.body)).not.toThrow();
    expect(Object.keys(r.body).sort()).toEqual(['id', 'meta', 'scores', 'status']);
    expect(r.body.status).toBe('completed');
    expect(r.body.scores.overall).toBeGreaterThan(0);
    expect(r.body.meta.credits).toEqual({
      charged: 1,
      balance: 249,
      monthly_spend: 1,
      monthly_cap: 500,
      monthly_api_calls: 1,
      is_overage: false,
    });

    const full = await get(t.key, r.body.id);
    expect(full.status).toBe(200);
    const a = Analysis.parse(full.body);
    expect(a).toMatchObject({ id: r.body.id, status: 'completed', file_name: name, target_role: role, target_industry: 'Technology' });
    expect(a.created_at).toMatch(ISO_MS);
    expect(a.completed_at).toMatch(ISO_MS);
    expect(a.scores).toEqual(r.body.scores);
    const g = a.result!.granular_scores;
    for (const k of GRANULAR_KEYS) expect(Number.isInteger(g[k])).toBe(true);
    expect(a.scores).toEqual({ overall: g.overall_score, ats: g.ats_score, keyword: g.keyword_score, formatting: g.formatting_score, impact: g.impact_score });
    expect(a.sections!.length).toBeGreaterThan(2);

    const db = t.db;
    const row = await db.selectFrom('analyses').select(['file_type', 'file_id']).where('id', '=', r.body.id).executeTakeFirstOrThrow();
    expect(row.file_type).toBe(kind);
    const stored = await db.selectFrom('files').select('content').where('id', '=', row.file_id!).executeTakeFirstOrThrow();
    expect(Buffer.compare(stored.content, Buffer.from(fixtureBytes(name)))).toBe(0);

    // with the upload's extraction kept and no model, the job is one call of its function: no step memoized
    const run = () =>
      db
        .selectFrom('inngest_runs')
        .select(['status', 'steps', 'stack'])
        .where('function_id', '=', 'cvlens-analyse-cv')
        .where(sql<string>`event->'data'->>'id'`, '=', r.body.id)
        .executeTakeFirstOrThrow();
    // the run's own record is closed just after the analysis it wrote: on a busy machine a moment later
    await expect.poll(run, { timeout: 15_000 }).toEqual({ status: 'completed', steps: {}, stack: [] });
  });

  it('refuses bad requests without charging', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const cases: [FormData | null, number, string | RegExp][] = [
      [cvForm(null, { target_role: 'Engineer' }), 400, MESSAGES.invalidParams],
      [fixtureForm('txt-electrician-us.txt', {}), 400, MESSAGES.invalidParams],
      [fixtureForm('txt-electrician-us.txt', { target_role: '   ' }), 400, MESSAGES.invalidParams],
      [cvForm({ name: 'cv.pdf', bytes: new TextEncoder().encode('GIF89a\x01\x00\x01\x00') }, { target_role: 'Engineer' }), 415, /^Unsupported file type: GIF image/],
      [fixtureForm('hostile-encrypted.pdf'), 422, /encrypted|password/i],
      [fixtureForm('hostile-truncated.pdf'), 422, /corrupt|damaged|truncated|cannot be read/i],
      [cvForm({ name: 'empty.pdf', bytes: new Uint8Array() }, { target_role: 'Engineer' }), 422, /empty/i],
    ];
    for (const [form, status, message] of cases) {
      const r = form ? await post(t.key, form) : await callRoute(createAnalysis, '/api/v1/analyses', { key: t.key, json: { target_role: 'x' } });
      expect(r.status, String(message)).toBe(status);
      expect(Object.keys(r.body)).toEqual(['error']);
      if (typeof message === 'string') expect(r.body.error).toBe(message);
      else expect(r.body.error).toMatch(message);
    }
    const notMultipart = await callRoute(createAnalysis, '/api/v1/analyses', { key: t.key, json: { target_role: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect((await findOrganization(t.db, t.organizationId))!.credit_balance).toBe(250);
  });

  it('refuses a body over 10 MB before reading it (413)', async () => {
    const t = await createTestTenant();
    const big = new Uint8Array(11 * 1024 * 1024).fill(65);
    const r = await post(t.key, cvForm({ name: 'big.txt', bytes: big }, { target_role: 'Engineer' }));
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error: 'File too large: the limit is 10 MB' });
  });

  it('answers 402 when the balance cannot cover the analysis', async () => {
    const t = await createTestTenant({ credits: 0 });
    const r = await post(t.key, fixtureForm('txt-electrician-us.txt', { target_role: 'Electrician' }));
    expect(r.status).toBe(402);
    expect(r.body.error).toBe('Insufficient credits: this call costs 1 credit, balance is 0');
  });

  it('needs the analyses:write scope', async () => {
    const t = await createTestTenant({ scopes: ['analyses:read'] });
    const r = await post(t.key, fixtureForm('txt-electrician-us.txt'));
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: MESSAGES.missingScope });
  });
});

describe('GET /analyses, /analyses/{id}, /analyses/{id}/status', () => {
  it('lists newest first with the five scores only, paginated and filtered', async () => {
    const t = await createTestTenant();
    const ids: string[] = [];
    for (const role of ['Electrician', 'Backend Engineer', 'Teacher']) {
      ids.push((await post(t.key, fixtureForm('txt-electrician-us.txt', { target_role: role }))).body.id);
    }
    const page1 = await callRoute(listAnalyses, '/api/v1/analyses?limit=2', { key: t.key });
    expect(page1.status).toBe(200);
    AnalysisList.parse(page1.body);
    expect(page1.body.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(page1.body.meta).toEqual({ page: 1, limit: 2, total: 3, total_pages: 2, has_more: true });
    expect(Object.keys(page1.body.items[0]).sort()).toEqual(
      ['completed_at', 'created_at', 'file_name', 'id', 'scores', 'status', 'target_industry', 'target_role'].sort(),
    );
    const page2 = await callRoute(listAnalyses, '/api/v1/analyses?limit=2&page=2', { key: t.key });
    expect(page2.body.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect(page2.body.meta.has_more).toBe(false);

    const completed = await callRoute(listAnalyses, '/api/v1/analyses?status=completed', { key: t.key });
    expect(completed.body.meta.total).toBe(3);
    const failed = await callRoute(listAnalyses, '/api/v1/analyses?status=failed', { key: t.key });
    expect(failed.body).toEqual({ items: [], meta: { page: 1, limit: 20, total: 0, total_pages: 0, has_more: false } });

    for (const q of ['page=0', 'limit=0', 'limit=101', 'page=abc', 'status=done', 'limit=1.5']) {
      const r = await callRoute(listAnalyses, `/api/v1/analyses?${q}`, { key: t.key });
      expect(r.status, q).toBe(400);
      expect(r.body).toEqual({ error: MESSAGES.invalidParams });
    }

    const status = await callRoute(getStatus, `/api/v1/analyses/${ids[0]}/status`, { key: t.key, params: { id: ids[0] } });
    expect(status.status).toBe(200);
    expect(AnalysisStatusBody.parse(status.body)).toEqual(status.body);
    expect(Object.keys(status.body).sort()).toEqual(['completed_at', 'created_at', 'id', 'status']);
  });

  it('answers 400 for a path id that is not a UUID and 404 for an unknown one', async () => {
    const t = await createTestTenant();
    expect((await get(t.key, 'not-a-uuid')).body).toEqual({ error: MESSAGES.invalidParams });
    const r = await get(t.key, uuidv7());
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: MESSAGES.notFound });
  });

  it('keeps organisations and teams apart', async () => {
    const a = await createTestTenant();
    const b = await createTestTenant();
    const teamA1 = await createTestTenant().then(() => null); // a third org, to make sure nothing leaks across
    void teamA1;
    const { insertTeam } = await import('../../db/queries/teams');
    const team1 = await insertTeam(a.db, a.organizationId, 'one');
    const team2 = await insertTeam(a.db, a.organizationId, 'two');
    const k1 = await addKey(a.organizationId, { teamId: team1 });
    const k2 = await addKey(a.organizationId, { teamId: team2 });

    const byTeam1 = (await post(k1.key, fixtureForm('txt-electrician-us.txt'))).body.id;
    const byOrg = (await post(a.key, fixtureForm('txt-electrician-us.txt'))).body.id;

    expect((await get(b.key, byTeam1)).status).toBe(404);
    expect((await get(b.key, byOrg)).status).toBe(404);
    expect((await get(k2.key, byTeam1)).status).toBe(404);
    expect((await get(k2.key, byOrg)).status).toBe(404);
    expect((await get(k1.key, byTeam1)).status).toBe(200);
    expect((await get(a.key, byTeam1)).status).toBe(200);
    const listB = await callRoute(listAnalyses, '/api/v1/analyses', { key: b.key });
    expect(listB.body.meta.total).toBe(0);
    const listTeam2 = await callRoute(listAnalyses, '/api/v1/analyses', { key: k2.key });
    expect(listTeam2.body.meta.total).toBe(0);
    const listOrg = await callRoute(listAnalyses, '/api/v1/analyses', { key: a.key });
    expect(listOrg.body.meta.total).toBe(2);
  });
});

describe('a run that fails for good', () => {
  it('marks the analysis failed with its reason and refunds the credit', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const id = uuidv7();
    // a stored file the job cannot read: as if the upload were damaged after it was accepted
    await t.db.transaction().execute(async (tx) => {
      await insertUploadedAnalysis(tx, {
        id,
        tenant: { organizationId: t.organizationId, teamId: null },
        apiKeyId: t.apiKeyId,
        fileName: 'broken.pdf',
        bytes: new TextEncoder().encode('%PDF-1.7 this is not really a PDF'),
        kind: 'pdf',
        targetRole: 'Engineer',
        targetIndustry: '',
        jobDescription: null,
        language: null,
      });
      await chargeCredits(tx, { organizationId: t.organizationId, operation: 'analysis', resourceType: 'analysis', resourceId: id, apiKeyId: t.apiKeyId });
      await sendEvent(tx, { name: 'analysis/requested', data: { id } });
    });
    const row = await waitFor(
      () => t.db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      (r) => r.status !== 'processing',
      20_000,
    );
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/\S/);
    await waitFor(() => findOrganization(t.db, t.organizationId), (o) => o!.credit_balance === 250, 5_000);
    expect((await findOrganization(t.db, t.organizationId))!.credit_balance).toBe(250);
    expect(await ledgerSum(t.db, t.organizationId)).toBe(250);

    const failed = await callRoute(listAnalyses, '/api/v1/analyses?status=failed', { key: t.key });
    expect(failed.body.items.map((i: { id: string }) => i.id)).toEqual([id]);
    const detail = await get(t.key, id);
    expect(detail.body).toMatchObject({ status: 'failed', result: null, sections: null });
  });
});
