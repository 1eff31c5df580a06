import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { findOrganization } from '../../db/queries/organizations';
import { completedAnalysis } from '../testing/analyses';
import { useEmbeddedExecutor } from '../testing/executor';
import { createTestTenant } from '../testing/tenants';
import type { Actor } from '../organizations/actor';
import { readNextStep, startNextStep } from './next-steps';

useEmbeddedExecutor();

const ORIGIN = 'http://localhost:3000';
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const actorOf = (organizationId: string): Actor => ({ userId: '00000000-0000-7000-8000-000000000000', organizationId, role: 'member' });

describe('next steps from a completed analysis (dashboard)', () => {
  it('makes interview questions, a skill-gap report and an improved CV, charged like the API', async () => {
    const t = await createTestTenant({ plan: 'starter', credits: 10 });
    const analysisId = await completedAnalysis(t.key);
    const actor = actorOf(t.organizationId);
    const db = getDb();

    const prep = await startNextStep(db, actor, analysisId, readNextStep(form({ step: 'interview-prep' })), ORIGIN);
    const gap = await startNextStep(db, actor, analysisId, readNextStep(form({ step: 'skill-gap', target_role: 'Staff Engineer' })), ORIGIN);
    const cv = await startNextStep(db, actor, analysisId, readNextStep(form({ step: 'generation', template: 'classic', region: 'DE', language: 'de' })), ORIGIN);
    expect(prep).toMatch(/^\/interview-preps\/[0-9a-f-]{36}$/);
    expect(gap).toMatch(/^\/skill-gaps\/[0-9a-f-]{36}$/);
    expect(cv).toMatch(/^\/generations\/[0-9a-f-]{36}$/);

    const prepRow = await db.selectFrom('interview_preps').selectAll().where('id', '=', prep.split('/').pop()!).executeTakeFirstOrThrow();
    expect(prepRow).toMatchObject({ organization_id: t.organizationId, analysis_id: analysisId, api_key_id: null, status: 'completed' });
    const gapRow = await db.selectFrom('skill_gaps').selectAll().where('id', '=', gap.split('/').pop()!).executeTakeFirstOrThrow();
    expect(gapRow.target_role).toBe('Staff Engineer');
    const genRow = await db.selectFrom('generations').selectAll().where('id', '=', cv.split('/').pop()!).executeTakeFirstOrThrow();
    expect(genRow).toMatchObject({ template_type: 'classic', region: 'DE', language: 'de' });
    // 1 analysis + 1 prep + 1 gap + 2 generation
    expect((await findOrganization(db, t.organizationId))!.credit_balance).toBe(5);
    expect(await ledgerSum(db, t.organizationId)).toBe(5);
  });

  it('refuses what the API refuses, with its message', async () => {
    const t = await createTestTenant({ plan: 'starter', credits: 2 });
    const analysisId = await completedAnalysis(t.key);
    const actor = actorOf(t.organizationId);
    const db = getDb();
    await expect(startNextStep(db, actor, analysisId, readNextStep(form({ step: 'generation', template: 'modern' })), ORIGIN)).rejects.toMatchObject({
      status: 402,
      message: expect.stringMatching(/^Insufficient credits/),
    });
    const other = await createTestTenant();
    await expect(startNextStep(db, actorOf(other.organizationId), analysisId, readNextStep(form({ step: 'interview-prep' })), ORIGIN)).rejects.toMatchObject({ status: 404 });
    const bad: Array<Record<string, string>> = [{ step: 'nonsense' }, { step: 'generation', template: 'comic-sans' }, { step: 'generation', template: 'modern', region: 'XX' }, {}];
    for (const fields of bad) {
      expect(() => readNextStep(form(fields)), JSON.stringify(fields)).toThrow('Invalid request parameters');
    }
  });
});
