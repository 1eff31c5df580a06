import { describe, expect, it } from 'vitest';
import { GET as getPrep } from '../../app/api/v1/interview-preps/[id]/route';
import { GET as listPreps, POST as createPrep } from '../../app/api/v1/interview-preps/route';
import { GET as getGap } from '../../app/api/v1/skill-gaps/[id]/route';
import { GET as listGaps, POST as createGap } from '../../app/api/v1/skill-gaps/route';
import { InterviewPrep, InterviewPrepCreated, InterviewPrepListItem } from '../schemas/interview-prep';
import { SkillGap, SkillGapCreated, SkillGapListItem } from '../schemas/skill-gap';
import { MESSAGES } from '../errors';
import { uuidv7 } from '../ids';
import { callRoute } from '../testing/call-route';
import { useEmbeddedExecutor } from '../testing/executor';
import { addKey, createTestTenant } from '../testing/tenants';
import { insertUploadedAnalysis } from '../analyses/insert-uploaded-analysis';
import { completedAnalysis } from '../testing/analyses';

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
    const processing = uuidv7();
    await insertUploadedAnalysis(t.db, {
      id: processing,
      tenant: { organizationId: t.organizationId, teamId: null },
      apiKeyId: t.apiKeyId,
      fileName: 'cv.txt',
      bytes: new TextEncoder().encode('x'),
      kind: 'text',
      targetRole: 'Engineer',
      targetIndustry: '',
      jobDescription: null,
      language: null,
    });
    const r = await callRoute(createPrep, '/api/v1/interview-preps', { key: t.key, json: { analysis_id: processing } });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ error: 'Analysis is still processing' });
    const before = await t.db.selectFrom('organizations').select('credit_balance').where('id', '=', t.organizationId).executeTakeFirstOrThrow();
    expect(before.credit_balance).toBe(5000);
  });
});

describe('skill-gap analyses', () => {
  it('creates one against the analysis role or another target, and reads it back', async () => {
    const t = await createTestTenant({ plan: 'professional' });
    const analysisId = await completedAnalysis(t.key);
    const same = await callRoute(createGap, '/api/v1/skill-gaps', { key: t.key, json: { analysis_id: analysisId } });
    expect(same.status).toBe(201);
    const gap = SkillGapCreated.parse(same.body);
    expect(gap.target_role).toBe('Backend Engineer');
    expect(gap.meta.credits.charged).toBe(1);

    const manager = await callRoute(createGap, '/api/v1/skill-gaps', {
      key: t.key,
      json: { analysis_id: analysisId, target_role: 'Engineering Manager', target_industry: 'Fintech' },
    });
    const m = SkillGapCreated.parse(manager.body);
    expect(m.target_role).toBe('Engineering Manager');
    expect(m.target_industry).toBe('Fintech');
    expect(m.skill_gaps.map((g) => g.skill_name).join(' ').toLowerCase()).toMatch(/people management|hiring|performance|mentoring/);
    expect(m.overall_readiness).toBeLessThan(gap.overall_readiness);
    m.learning_path.forEach((step, i) => expect(step.order).toBe(i + 1));

    const detail = await callRoute(getGap, `/api/v1/skill-gaps/${m.id}`, { key: t.key, params: { id: m.id } });
    expect(SkillGap.parse(detail.body).id).toBe(m.id);
    expect('meta' in detail.body).toBe(false);

    const list = await callRoute(listGaps, '/api/v1/skill-gaps?limit=1', { key: t.key });
    expect(SkillGapListItem.strict().parse(list.body.items[0]).id).toBe(m.id);
    expect(list.body.meta).toEqual({ page: 1, limit: 1, total: 2, total_pages: 2, has_more: true });
  });

  it('keeps teams apart', async () => {
    const t = await createTestTenant();
    const { insertTeam } = await import('../../db/queries/teams');
    const k1 = await addKey(t.organizationId, { teamId: await insertTeam(t.db, t.organizationId, 'a') });
    const k2 = await addKey(t.organizationId, { teamId: await insertTeam(t.db, t.organizationId, 'b') });
    const analysisId = await completedAnalysis(k1.key, 'txt-electrician-us.txt', 'Electrician');
    expect((await callRoute(createGap, '/api/v1/skill-gaps', { key: k2.key, json: { analysis_id: analysisId } })).status).toBe(404);
    const gap = await callRoute(createGap, '/api/v1/skill-gaps', { key: k1.key, json: { analysis_id: analysisId } });
    expect(gap.status).toBe(201);
    expect((await callRoute(getGap, '/x', { key: k2.key, params: { id: gap.body.id } })).status).toBe(404);
    expect((await callRoute(listGaps, '/api/v1/skill-gaps', { key: k2.key })).body.meta.total).toBe(0);
    expect((await callRoute(getGap, '/x', { key: t.key, params: { id: gap.body.id } })).status).toBe(200);
  });
});
