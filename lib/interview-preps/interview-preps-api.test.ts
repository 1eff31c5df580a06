import { describe, expect, it } from 'vitest';
import { GET as getPrep } from '../../app/api/v1/interview-preps/[id]/route';
import { GET as listPreps, POST as createPrep } from '../../app/api/v1/interview-preps/route';
import { InterviewPrep, InterviewPrepCreated, InterviewPrepListItem } from '../schemas/interview-prep';
import { MESSAGES } from '../errors';
import { uuidv7 } from '../ids';
import { callRoute } from '../testing/call-route';
import { useEmbeddedExecutor } from '../testing/executor';
import { createTestTenant } from '../testing/tenants';
import { completedAnalysis, processingAnalysis } from '../testing/analyses';

useEmbeddedExecutor();

describe('interview preparations', () => {
  it('creates one from a completed analysis, grounded in the CV, and reads it back', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const analysisId = await completedAnalysis(t.key);
    const r = await callRoute(createPrep, '/api/v1/interview-preps', { key: t.key, json: { analysis_id: analysisId } });
    expect(r.status).toBe(201);
    const prep = InterviewPrepCreated.parse(r.body);
    expect('created_at' in r.body).toBe(false);
    expect(prep.analysis_id).toBe(analysisId);
    expect(prep.target_role).toBe('Backend Engineer');
    expect(prep.total_questions).toBe(prep.questions.length);
    expect(prep.questions.length).toBeGreaterThanOrEqual(12);
    expect(prep.meta.credits).toMatchObject({ charged: 1, balance: 248, is_overage: false });
    const refs = prep.questions.map((q) => q.cv_reference).join('\n');
    // the CV's employers are cited
    expect(refs).toMatch(/Lumen Payments/);
    expect(new Set(prep.questions.map((q) => q.category)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(prep.questions.map((q) => q.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));

    const detail = await callRoute(getPrep, `/api/v1/interview-preps/${prep.id}`, { key: t.key, params: { id: prep.id } });
    expect(detail.status).toBe(200);
    const d = InterviewPrep.parse(detail.body);
    expect('meta' in detail.body).toBe(false);
    const { meta, ...withoutMeta } = r.body;
    void meta;
    expect({ ...d, created_at: undefined }).toEqual({ ...withoutMeta, created_at: undefined });

    const list = await callRoute(listPreps, '/api/v1/interview-preps', { key: t.key });
    expect(list.body.items).toHaveLength(1);
    expect(InterviewPrepListItem.strict().parse(list.body.items[0])).toMatchObject({ id: prep.id, total_questions: prep.total_questions });
    expect(list.body.meta).toEqual({ page: 1, limit: 20, total: 1, total_pages: 1, has_more: false });
  });

  it('refuses bad bodies, unknown and invisible analyses, and analyses still processing', async () => {
    const t = await createTestTenant();
    const other = await createTestTenant();
    const foreign = await completedAnalysis(other.key, 'txt-electrician-us.txt', 'Electrician');
    for (const json of [{}, { analysis_id: 'nope' }, { analysis_id: 5 }, []]) {
      const r = await callRoute(createPrep, '/api/v1/interview-preps', { key: t.key, json });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: MESSAGES.invalidParams });
    }
    const notJson = await callRoute(createPrep, '/api/v1/interview-preps', { key: t.key, body: '{"analysis_id":', headers: { 'content-type': 'application/json' } });
    expect(notJson.body).toEqual({ error: MESSAGES.invalidParams });
    for (const id of [uuidv7(), foreign]) {
      const r = await callRoute(createPrep, '/api/v1/interview-preps', { key: t.key, json: { analysis_id: id } });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: MESSAGES.notFound });
    }
    const processing = await processingAnalysis(t.db, { organizationId: t.organizationId, apiKeyId: t.apiKeyId });
    const r = await callRoute(createPrep, '/api/v1/interview-preps', { key: t.key, json: { analysis_id: processing } });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ error: 'Analysis is still processing' });
    const before = await t.db.selectFrom('organizations').select('credit_balance').where('id', '=', t.organizationId).executeTakeFirstOrThrow();
    expect(before.credit_balance).toBe(5000);
  });
});
