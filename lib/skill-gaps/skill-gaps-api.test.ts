import { describe, expect, it } from 'vitest';
import { GET as getGap } from '../../app/api/v1/skill-gaps/[id]/route';
import { GET as listGaps, POST as createGap } from '../../app/api/v1/skill-gaps/route';
import { SkillGap, SkillGapCreated, SkillGapListItem } from '../schemas/skill-gap';
import { callRoute } from '../testing/call-route';
import { useEmbeddedExecutor } from '../testing/executor';
import { addKey, createTestTenant } from '../testing/tenants';
import { completedAnalysis } from '../testing/analyses';

useEmbeddedExecutor();

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
