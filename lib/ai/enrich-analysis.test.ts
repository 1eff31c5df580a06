import { describe, expect, it } from 'vitest';
import { modelAnswering } from '../testing/model';
import { Result } from '../schemas/analysis';
import { analyseWithKnowledge } from '../engine/cv/report/analyse';
import { buildTestCv, BACKEND_CV } from '../engine/cv/testing/build-test-cv';
import { testKnowledge } from '../engine/cv/testing/test-knowledge';
import { countWords } from '../engine/cv/score/text';
import { enrichAnalysis } from './enrich-analysis';
import type { AnalysisEnrichment } from './analysis-enrichment-schema';

const { doc, cv } = buildTestCv(BACKEND_CV);
const base = analyseWithKnowledge(testKnowledge, doc, cv, { targetRole: 'Backend Engineer', now: new Date('2026-01-15T00:00:00Z') }).result;

const GOOD: AnalysisEnrichment = {
  bullet_rewrites: [
    {
      original_text: 'Responsible for the payments service written in Go',
      rewritten_text: 'Owned the Go payments service end to end, handling [N] transactions per day',
      improvement_explanation: 'States ownership and leaves the volume for you to fill in.',
    },
  ],
  summaries: [
    {
      style: 'concise',
      text: 'Senior Backend Engineer with 7 years building Go and PostgreSQL services; reduced API latency by 40%.',
    },
  ],
};

describe('enrichAnalysis', () => {
  it('merges a valid response and keeps the rest deterministic', async () => {
    const model = modelAnswering(JSON.stringify(GOOD));
    const out = await enrichAnalysis({ model, result: base, parsed: cv });
    expect(() => Result.parse(out)).not.toThrow();
    const rewrite = out.bullet_rewrites.find((r) => r.original_text.startsWith('Responsible for'))!;
    expect(rewrite.rewritten_text).toBe(GOOD.bullet_rewrites[0].rewritten_text);
    expect(rewrite.issues).toEqual(base.bullet_rewrites.find((r) => r.original_text.startsWith('Responsible for'))!.issues);
    const concise = out.generated_summaries.find((s) => s.style === 'concise')!;
    expect(concise.text).toBe(GOOD.summaries[0].text);
    expect(concise.word_count).toBe(countWords(concise.text));
    expect(out.bullet_rewrites.filter((r) => !r.original_text.startsWith('Responsible for'))).toEqual(
      base.bullet_rewrites.filter((r) => !r.original_text.startsWith('Responsible for')),
    );
    // the prompt carries the CV's facts and the grounding rule
    const call = model.doGenerateCalls[0];
    const prompt = JSON.stringify(call.prompt);
    expect(prompt).toContain('Helped migrate services to Kubernetes');
    expect(prompt).toContain('placeholder');
  });

  it('rejects rewrites and summaries that invent numbers', async () => {
    const invented: AnalysisEnrichment = {
      bullet_rewrites: [{ ...GOOD.bullet_rewrites[0], rewritten_text: 'Owned the Go payments service, processing 1.2M transactions per day' }],
      summaries: [{ style: 'concise', text: 'Senior Backend Engineer with 12 years of experience who cut costs by 55%.' }],
    };
    const reports: unknown[] = [];
    const out = await enrichAnalysis({ model: modelAnswering(JSON.stringify(invented)), result: base, parsed: cv, onReport: (r) => reports.push(r) });
    expect(out.bullet_rewrites).toEqual(base.bullet_rewrites);
    expect(out.generated_summaries).toEqual(base.generated_summaries);
    expect(reports[0]).toMatchObject({ acceptedRewrites: 0, acceptedSummaries: 0 });
  });

  it('falls back to the deterministic result on invalid output', async () => {
    const out = await enrichAnalysis({ model: modelAnswering('{"bullet_rewrites": "nope"}'), result: base, parsed: cv });
    expect(out).toBe(base);
  });

  it('falls back when the model throws', async () => {
    const model = modelAnswering(() => Promise.reject(new Error('503 upstream')));
    const reports: Array<{ error?: string }> = [];
    const out = await enrichAnalysis({ model, result: base, parsed: cv, onReport: (r) => reports.push(r as { error?: string }) });
    expect(out).toBe(base);
    expect(reports[0].error).toContain('503');
  });

  it('falls back when the model is slower than the timeout', async () => {
    const out = await enrichAnalysis({ model: modelAnswering(JSON.stringify(GOOD), 500), result: base, parsed: cv, timeoutMs: 50 });
    expect(out).toBe(base);
  });
});
