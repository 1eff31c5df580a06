import { describe, expect, it } from 'vitest';
import { modelAnswering } from '../testing/model';
import { findAnalysisAnyTenant, findAnalysisOutcome } from '../../db/queries/analyses';
import { uuidv7 } from '../ids';
import { fixtureBytes } from '../testing/cv-files';
import { createTestTenant } from '../testing/tenants';
import { insertUploadedAnalysis } from './insert-uploaded-analysis';
import { analyseStoredRecord, enrichStoredReport, ensureExtraction } from './run-analysis';

async function storedUpload(name: string) {
  const t = await createTestTenant({ plan: 'starter' });
  const id = uuidv7();
  // no extraction kept: the job's extract step has to read the stored file
  await insertUploadedAnalysis(t.db, {
    id,
    tenant: { organizationId: t.organizationId, teamId: null },
    apiKeyId: null,
    fileName: name,
    bytes: fixtureBytes(name),
    kind: 'pdf',
    targetRole: 'Backend Engineer',
    targetIndustry: '',
    jobDescription: null,
    language: null,
  });
  return { t, id };
}

const SUMMARY = 'Backend engineer who builds reliable payment services in Go and PostgreSQL.';
const ENRICHED = JSON.stringify({ bullet_rewrites: [], summaries: [{ style: 'concise', text: SUMMARY }] });

describe('the analysis job steps over a stored record', () => {
  it('keep their large results in the record and return only small step outputs', async () => {
    const { t, id } = await storedUpload('pdf-backend-engineer-us.pdf');

    expect(await ensureExtraction(t.db, id)).toEqual({ extracted: 'now' });
    // a second run of the step (after a crash) finds the extraction kept
    expect(await ensureExtraction(t.db, id)).toEqual({ extracted: 'kept' });
    const afterExtract = await findAnalysisAnyTenant(t.db, id);
    expect(afterExtract!.extracted!.kind).toBe('pdf');

    const scores = await analyseStoredRecord(t.db, id);
    expect(Object.keys(scores).sort()).toEqual(['ats', 'formatting', 'impact', 'keyword', 'overall']);
    const drafted = await findAnalysisAnyTenant(t.db, id);
    // the report is stored, but the record is still processing and shows no scores yet (0 until it completes)
    expect(drafted!.status).toBe('processing');
    expect(drafted!.result!.granular_scores.overall_score).toBe(scores.overall);
    expect(drafted!.parsed).not.toBeNull();
    expect(await findAnalysisOutcome(t.db, id)).toMatchObject({ status: 'processing', score_overall: 0 });
  });

  it('complete the record in the same statement when asked (nothing to enrich)', async () => {
    const { t, id } = await storedUpload('pdf-backend-engineer-us.pdf');
    await ensureExtraction(t.db, id);
    const scores = await analyseStoredRecord(t.db, id, { complete: true });
    const row = await findAnalysisAnyTenant(t.db, id);
    expect(row).toMatchObject({ status: 'completed', score_overall: scores.overall, score_impact: scores.impact, extracted: null });
    expect(row!.completed_at).not.toBeNull();
    // a re-run after a crash finds the record completed and changes nothing
    await analyseStoredRecord(t.db, id, { complete: true });
    expect((await findAnalysisAnyTenant(t.db, id))!.completed_at).toEqual(row!.completed_at);
  });

  it('enrich the stored report in place when a model answers, and leave it when the record is done', async () => {
    const { t, id } = await storedUpload('pdf-backend-engineer-us.pdf');
    await ensureExtraction(t.db, id);
    await analyseStoredRecord(t.db, id);
    const before = (await findAnalysisAnyTenant(t.db, id))!.result!;

    expect(await enrichStoredReport(t.db, id, modelAnswering(ENRICHED))).toEqual({ enriched: true });
    const after = (await findAnalysisAnyTenant(t.db, id))!.result!;
    expect(after.generated_summaries.find((x) => x.style === 'concise')!.text).toBe(SUMMARY);
    expect(before.generated_summaries.find((x) => x.style === 'concise')!.text).not.toBe(SUMMARY);
    expect(after.granular_scores).toEqual(before.granular_scores);

    await t.db.updateTable('analyses').set({ status: 'failed' }).where('id', '=', id).execute();
    expect(await enrichStoredReport(t.db, id, modelAnswering(ENRICHED))).toEqual({ enriched: false });
  });
});
