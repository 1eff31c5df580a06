/**
 * Every output the product makes from one CV, as the jobs make them: the analysis report, the
 * interview prep, the skill gap, the improved CV, and the improved CV rendered as PDF and DOCX
 * and read back through the engine. The checks judge these, never the engine's internals.
 */
import type { InterviewPrepContent } from '../../schemas/interview-prep';
import type { SkillGapContent } from '../../schemas/skill-gap';
import { analyseCv } from '../cv';
import { extractDocument } from '../cv/extract';
import { knowledge } from '../cv/knowledge';
import { parseCv } from '../cv/parse';
import type { AnalysisOutput, ExtractedDocument, ParsedCv } from '../cv/types';
import { generateInterviewPrep } from '../interview/generate';
import { improveCv } from '../render/improve';
import { defaultLanguage } from '../render/languages';
import type { JsonResume } from '../render/json-resume-schema';
import { renderDocx } from '../render/render-docx';
import { renderPdf } from '../render/render-pdf';
import { TEMPLATES } from '../render/templates';
import { generateSkillGap } from '../skill-gaps/generate';
import type { CorpusCv } from './corpus';

/** The reference date of every check run, so "Present" and gaps do not move with the calendar. */
export const CHECK_NOW = new Date('2026-11-01T00:00:00.000Z');

export interface ReadBack {
  format: 'pdf' | 'docx';
  template: string;
  /** null when the engine refused the generated file: its message is in `error` */
  parsed: ParsedCv | null;
  error?: string;
}

export interface CvOutputs {
  document: ExtractedDocument;
  parsed: ParsedCv;
  analysis: AnalysisOutput;
  interview: InterviewPrepContent;
  skillGap: SkillGapContent;
  improved: JsonResume;
  /** empty when the round trip was not asked for */
  readBack: ReadBack[];
}

export interface RunOptions {
  /** render and re-read the improved CV (the slow part) */
  roundTrip?: boolean;
  /** which template the round trip uses; the checks rotate through them by CV */
  template?: string;
  /** every template the round trip goes through (overrides `template`): the tests use all of them */
  templates?: readonly string[];
}

export async function runOutputs(cv: CorpusCv, opts: RunOptions = {}): Promise<CvOutputs> {
  const { document, parsed, ...analysis } = await analyseCv(cv.bytes, { targetRole: cv.targetRole, fileName: cv.id, now: CHECK_NOW });
  const input = { parsed, result: analysis.result, targetRole: cv.targetRole, targetIndustry: '', now: CHECK_NOW };
  const interview = generateInterviewPrep(input, knowledge);
  const skillGap = generateSkillGap(input, knowledge);
  // in the language a generation defaults to: the CV's own
  const language = defaultLanguage(parsed);
  const improved = improveCv(parsed, analysis.result, { targetRole: cv.targetRole, language, knowledge });
  const readBack: ReadBack[] = [];
  if (opts.roundTrip) {
    for (const template of opts.templates ?? [opts.template ?? TEMPLATES[0]]) {
      const options = { template, region: cv.region, language, generatedAt: CHECK_NOW };
      for (const [format, bytes] of [
        ['pdf', await renderPdf(improved, options)],
        ['docx', await renderDocx(improved, options)],
      ] as const) {
        try {
          const again = await extractDocument(new Uint8Array(bytes), { fileName: `cv.${format}` });
          readBack.push({ format, template, parsed: parseCv(again) });
        } catch (err) {
          readBack.push({ format, template, parsed: null, error: err instanceof Error ? err.message : String(err) });
        }
      }
    }
  }
  return { document, parsed, analysis, interview, skillGap, improved, readBack };
}
