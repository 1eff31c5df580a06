import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Result, SectionReport } from '../../../schemas/analysis';
import { analyseCv } from '../index';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
const NOW = new Date('2026-01-15T00:00:00Z');
const files = readdirSync(FIXTURES).filter((f) => /\.(pdf|docx|txt|md)$/.test(f));
// scans (scan-*) are read by OCR, which lib/analyses/scan-uploads.test.ts and the extract tests cover
const readable = files.filter((f) => !f.startsWith('hostile-') && !f.startsWith('scan-'));
const hostile = files.filter((f) => f.startsWith('hostile-'));

interface Expected {
  jobs: Array<{ title: string }>;
  gaps: Array<{ from: string; to: string }>;
}

function expected(file: string): Expected {
  return JSON.parse(readFileSync(path.join(FIXTURES, file.replace(/\.\w+$/, '.expected.json')), 'utf8')) as Expected;
}

const bytes = (file: string) => new Uint8Array(readFileSync(path.join(FIXTURES, file)));

describe('analyseCv over the fixture corpus', () => {
  it('has fixtures to run', () => {
    expect(readable.length).toBeGreaterThanOrEqual(10);
  });

  it.each(readable)('%s: a valid report whose gaps match the corpus', async (file) => {
    const exp = expected(file);
    const out = await analyseCv(bytes(file), { targetRole: exp.jobs[0]?.title ?? 'Software Engineer', fileName: file, now: NOW });
    expect(() => Result.parse(out.result)).not.toThrow();
    for (const s of out.sections) expect(() => SectionReport.parse(s)).not.toThrow();
    const g = out.result.granular_scores;
    expect(out.scores).toEqual({ overall: g.overall_score, ats: g.ats_score, keyword: g.keyword_score, formatting: g.formatting_score, impact: g.impact_score });
    // gaps between jobs; the time since the last role ("No role since …") is not a gap of the corpus's kind
    const between = out.result.red_flags.filter((f) => f.type === 'employment_gap' && !f.description.startsWith('No role since'));
    expect(between).toHaveLength(exp.gaps.length);
    expect(out.result.analysis_title.length).toBeGreaterThan(10);
  });

  it('is deterministic on a real document', async () => {
    const file = readable.find((f) => f.endsWith('.pdf'))!;
    const opts = { targetRole: 'Backend Engineer', now: NOW };
    const [a, b] = [await analyseCv(bytes(file), opts), await analyseCv(bytes(file), opts)];
    expect(a.result).toEqual(b.result);
    expect(a.sections).toEqual(b.sections);
  });

  // each hostile fixture's refusal, declared here: a new one must say how it is refused
  const REFUSALS: Record<string, { status: 415 | 422; code: string }> = {
    'hostile-encrypted.pdf': { status: 422, code: 'encrypted_pdf' },
    'hostile-truncated.pdf': { status: 422, code: 'corrupt_file' },
  };

  it.each(hostile)('%s: refused with its own status and reason, never analysed', async (file) => {
    const refusal = await analyseCv(bytes(file), { targetRole: 'Software Engineer', now: NOW }).then(
      () => null,
      (err: { status?: number; code?: string }) => ({ status: err.status, code: err.code }),
    );
    expect(REFUSALS).toHaveProperty([file]);
    expect(refusal).toEqual(REFUSALS[file]);
  });
});
