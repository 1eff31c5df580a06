import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DELETE as deleteAnalysis, GET as getAnalysis } from '../../app/api/v1/analyses/[id]/route';
import { GET as getStatus } from '../../app/api/v1/analyses/[id]/status/route';
import { POST as createAnalysisRoute } from '../../app/api/v1/analyses/route';
import { fetchSigned } from '../testing/downloads';
import { DELETE as deleteGeneration, GET as getGeneration } from '../../app/api/v1/generations/[id]/route';
import { POST as createGeneration } from '../../app/api/v1/generations/route';
import { DELETE as deletePrep, GET as getPrep } from '../../app/api/v1/interview-preps/[id]/route';
import { POST as createPrep } from '../../app/api/v1/interview-preps/route';
import { DELETE as deleteGap, GET as getGap } from '../../app/api/v1/skill-gaps/[id]/route';
import { POST as createGap } from '../../app/api/v1/skill-gaps/route';
import { getDb } from '../../db/index';
import { insertTeam } from '../../db/queries/teams';
import { analysisDeletionsHeard } from '../analyses/completed-analysis-cache';
import { MESSAGES } from '../errors';
import { uuidv7 } from '../ids';
import { waitFor } from '../jobs/wait-for';
import { completedAnalysis, processingAnalysis } from '../testing/analyses';
import { callRoute } from '../testing/call-route';
import { fixtureForm } from '../testing/cv-files';
import { useEmbeddedExecutor } from '../testing/executor';
import { addKey, createTestTenant } from '../testing/tenants';
import { sweepExpiredUploads } from './expired-uploads';

useEmbeddedExecutor();

const del = (handler: typeof deleteAnalysis, path: string, key: string, id: string) => callRoute(handler, `${path}/${id}`, { method: 'DELETE', key, params: { id } });

const ledger = (organizationId: string) =>
  getDb().selectFrom('credit_ledger').select(['id', 'amount', 'kind', 'resource_id']).where('organization_id', '=', organizationId).orderBy('id').execute();
const balance = async (organizationId: string) =>
  (await getDb().selectFrom('organizations').select('credit_balance').where('id', '=', organizationId).executeTakeFirstOrThrow()).credit_balance;
const fileExists = async (id: string) => !!(await getDb().selectFrom('files').select('id').where('id', '=', id).executeTakeFirst());

/** A completed analysis with an interview prep, a skill gap and a generation made from it. */
async function analysisWithEverything(key: string) {
  const analysisId = await completedAnalysis(key);
  const prep = await callRoute(createPrep, '/api/v1/interview-preps', { key, json: { analysis_id: analysisId } });
  const gap = await callRoute(createGap, '/api/v1/skill-gaps', { key, json: { analysis_id: analysisId } });
  const gen = await callRoute(createGeneration, '/api/v1/generations', { key, json: { analysisId, template: 'modern' } });
  expect([prep.status, gap.status, gen.status]).toEqual([201, 201, 201]);
  const analysis = await getDb().selectFrom('analyses').select('file_id').where('id', '=', analysisId).executeTakeFirstOrThrow();
  const generation = await getDb().selectFrom('generations').select(['pdf_file_id', 'docx_file_id']).where('id', '=', gen.body.id).executeTakeFirstOrThrow();
  return {
    analysisId,
    prepId: prep.body.id as string,
    gapId: gap.body.id as string,
    generationId: gen.body.id as string,
    pdfUrl: gen.body.pdf_url as string,
    docxUrl: gen.body.docx_url as string,
    fileIds: [analysis.file_id!, generation.pdf_file_id!, generation.docx_file_id!],
  };
}

describe('DELETE /analyses/{id}', () => {
  it('erases the analysis, its upload, what was made from it and their files; the ledger stays; old links stop working', async () => {
    const t = await createTestTenant({ plan: 'business' });
    const r = await analysisWithEverything(t.key);
    expect((await fetchSigned(r.pdfUrl)).status).toBe(200);
    expect((await callRoute(getAnalysis, `/api/v1/analyses/${r.analysisId}`, { key: t.key, params: { id: r.analysisId } })).status).toBe(200);
    const ledgerBefore = await ledger(t.organizationId);
    const balanceBefore = await balance(t.organizationId);
    expect(ledgerBefore.map((e) => e.resource_id)).toEqual(expect.arrayContaining([r.analysisId, r.prepId, r.gapId, r.generationId]));

    const res = await del(deleteAnalysis, '/api/v1/analyses', t.key, r.analysisId);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-ratelimit-remaining')).toBeTruthy();

    // gone from every read, the cached report included
    for (const [handler, path, id] of [
      [getAnalysis, '/api/v1/analyses', r.analysisId],
      [getPrep, '/api/v1/interview-preps', r.prepId],
      [getGap, '/api/v1/skill-gaps', r.gapId],
      [getGeneration, '/api/v1/generations', r.generationId],
    ] as const) {
      const got = await callRoute(handler, `${path}/${id}`, { key: t.key, params: { id } });
      expect(got.status, path).toBe(404);
      expect(got.body).toEqual({ error: MESSAGES.notFound });
    }
    expect((await callRoute(getStatus, `/api/v1/analyses/${r.analysisId}/status`, { key: t.key, params: { id: r.analysisId } })).status).toBe(404);
    for (const id of r.fileIds) expect(await fileExists(id)).toBe(false);
    // the links signed before the deletion are still valid signatures, but there is no file behind them
    for (const url of [r.pdfUrl, r.docxUrl]) {
      const got = await fetchSigned(url);
      expect(got.status).toBe(404);
      expect(JSON.parse(got.body)).toEqual({ error: MESSAGES.notFound });
    }
    expect(await ledger(t.organizationId)).toEqual(ledgerBefore);
    expect(await balance(t.organizationId)).toBe(balanceBefore);

    // deleting again: nothing there
    expect((await del(deleteAnalysis, '/api/v1/analyses', t.key, r.analysisId)).status).toBe(404);
  });

  it('answers 404 to other tenants (another organisation, another team) and leaves the record alone', async () => {
    const t = await createTestTenant({ team: true });
    const id = await completedAnalysis(t.key);
    const otherOrg = await createTestTenant();
    const otherTeam = await addKey(t.organizationId, { teamId: await insertTeam(getDb(), t.organizationId, `other-${uuidv7().slice(-6)}`) });
    for (const key of [otherOrg.key, otherTeam.key]) {
      const res = await del(deleteAnalysis, '/api/v1/analyses', key, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.notFound });
    }
    expect((await callRoute(getAnalysis, `/api/v1/analyses/${id}`, { key: t.key, params: { id } })).status).toBe(200);
    // the organisation's own organisation-wide key may
    const orgKey = await addKey(t.organizationId);
    expect((await del(deleteAnalysis, '/api/v1/analyses', orgKey.key, id)).status).toBe(204);
  });

  it('needs the write scope, a UUID, and a record that is no longer processing', async () => {
    const t = await createTestTenant({ scopes: ['analyses:read', 'analyses:write'] });
    const id = await completedAnalysis(t.key);
    const readOnly = await addKey(t.organizationId, { scopes: ['analyses:read'] });
    const forbidden = await del(deleteAnalysis, '/api/v1/analyses', readOnly.key, id);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: MESSAGES.missingScope });
    expect((await del(deleteAnalysis, '/api/v1/analyses', t.key, 'not-a-uuid')).status).toBe(400);

    const processing = await processingAnalysis(t.db, { organizationId: t.organizationId });
    const busy = await del(deleteAnalysis, '/api/v1/analyses', t.key, processing);
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ error: 'Analysis is still processing; delete it once it has completed or failed' });
  });

  it('drops the report every process keeps in memory, whoever deletes it', async () => {
    const t = await createTestTenant();
    const id = await completedAnalysis(t.key);
    const read = () => callRoute(getAnalysis, `/api/v1/analyses/${id}`, { key: t.key, params: { id } });
    await analysisDeletionsHeard();
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200); // now from memory
    // deleted by another process (here, a statement of its own): heard through the trigger
    await sql`delete from analyses where id = ${id}`.execute(getDb());
    await analysisDeletionsHeard();
    expect((await read()).status).toBe(404);
  });

  it('lets an Idempotency-Key replay nothing of a deleted analysis', async () => {
    const t = await createTestTenant();
    const headers = { 'idempotency-key': `erase-${uuidv7()}` };
    const form = () => fixtureForm('txt-electrician-us.txt', { target_role: 'Electrician' });
    const first = await callRoute(createAnalysisRoute, '/api/v1/analyses', { key: t.key, form: form(), headers });
    expect(first.status).toBe(201);
    await waitFor(() => getDb().selectFrom('analyses').select('status').where('id', '=', first.body.id).executeTakeFirstOrThrow(), (a) => a.status !== 'processing', 30_000);
    expect((await del(deleteAnalysis, '/api/v1/analyses', t.key, first.body.id)).status).toBe(204);
    const again = await callRoute(createAnalysisRoute, '/api/v1/analyses', { key: t.key, form: form(), headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body.id).not.toBe(first.body.id);
  });
});

describe('DELETE of derived records', () => {
  it('erases a generation and its files, an interview prep and a skill gap; the analysis stays', async () => {
    const t = await createTestTenant({ plan: 'business' });
    const r = await analysisWithEverything(t.key);
    const other = await createTestTenant();
    for (const [handler, path, id] of [
      [deleteGeneration, '/api/v1/generations', r.generationId],
      [deletePrep, '/api/v1/interview-preps', r.prepId],
      [deleteGap, '/api/v1/skill-gaps', r.gapId],
    ] as const) {
      expect((await del(handler, path, other.key, id)).status, `${path} by another tenant`).toBe(404);
      expect((await del(handler, path, t.key, id)).status, path).toBe(204);
      expect((await del(handler, path, t.key, id)).status, `${path} again`).toBe(404);
    }
    expect(await fileExists(r.fileIds[0])).toBe(true);
    expect(await fileExists(r.fileIds[1])).toBe(false);
    expect(await fileExists(r.fileIds[2])).toBe(false);
    expect((await fetchSigned(r.pdfUrl)).status).toBe(404);
    expect((await callRoute(getAnalysis, `/api/v1/analyses/${r.analysisId}`, { key: t.key, params: { id: r.analysisId } })).status).toBe(200);
  });
});

describe('FILE_RETENTION_DAYS', () => {
  it('deletes uploaded CVs past the retention and keeps the records, newer uploads and generated files', async () => {
    const t = await createTestTenant({ plan: 'business' });
    const r = await analysisWithEverything(t.key);
    const recent = await completedAnalysis(t.key, 'txt-electrician-us.txt', 'Electrician');
    const recentFile = (await getDb().selectFrom('analyses').select('file_id').where('id', '=', recent).executeTakeFirstOrThrow()).file_id!;
    await sql`update files set created_at = now() - interval '31 days' where id = ${r.fileIds[0]} or id = ${r.fileIds[1]}`.execute(getDb());

    expect(await sweepExpiredUploads(getDb(), 30)).toBeGreaterThanOrEqual(1);
    expect(await fileExists(r.fileIds[0])).toBe(false);
    expect(await fileExists(r.fileIds[1])).toBe(true); // a generated PDF, not an upload
    expect(await fileExists(recentFile)).toBe(true);
    const analysis = await callRoute(getAnalysis, `/api/v1/analyses/${r.analysisId}`, { key: t.key, params: { id: r.analysisId } });
    expect(analysis.status).toBe(200);
    expect(analysis.body.status).toBe('completed');
  });
});
