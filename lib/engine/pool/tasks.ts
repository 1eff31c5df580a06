/**
 * Everything the engine does for the service, as named tasks run inside an engine worker
 * process (worker.ts). Inputs and outputs cross a process boundary, so both are plain data:
 * dates as Date (structured clone keeps them), files as Uint8Array. Every engine is loaded
 * when the worker starts, before it takes a task, so loading never counts against a deadline.
 */
import type { Result } from '../../schemas/analysis';
import { readUpload, type ExtractOptions, type UploadReading } from '../cv/extract';
import { defaultTargetRole } from '../cv/default-target-role';
import { parseCv } from '../cv/parse';
import { analyseParsed } from '../cv/report';
import type { AnalysisOptions, ExtractedDocument, ParsedCv } from '../cv/types';
import { warmUpEngine } from '../cv/warm-up';
import { generateInterviewPrep } from '../interview/generate';
import { mergeEnrichedPrep, type MergeEnrichedPrepInput } from '../interview/merge-enriched-prep';
import { improveCv, renderDocx, renderPdf, toJsonResume, type RenderOptions } from '../render';
import { generateSkillGap, type ReportInput } from '../skill-gaps/generate';

export type { ReportInput };

export interface RenderCvInput {
  parsed: ParsedCv;
  result: Result;
  targetRole: string;
  language: string;
  options: RenderOptions;
  docx: boolean;
}

export const engineTasks = {
  /**
   * The upload check of a request (415/422 for what is not a readable CV): a file with a text
   * layer is read into lines (and parsed, for requests that need a field of the CV at once); a
   * scan or photo is only checked, from its header or text layer, and left to the scan workers
   * (scan-tasks.ts).
   */
  async checkUpload(input: { bytes: Uint8Array; options: ExtractOptions; parse?: boolean }): Promise<{ reading: UploadReading; parsed: ParsedCv | null }> {
    const reading = await readUpload(input.bytes, input.options);
    return { reading, parsed: input.parse && reading.document ? parseCv(reading.document) : null };
  },

  /** The analysis report of an extracted CV; with no target role, the CV's latest title is the target. */
  async analyse(input: { document: ExtractedDocument; options: AnalysisOptions }) {
    const parsed = parseCv(input.document);
    const targetRole = input.options.targetRole || defaultTargetRole(parsed);
    return { ...analyseParsed(input.document, parsed, { ...input.options, targetRole }), parsed, targetRole };
  },

  async interviewPrep(input: ReportInput) {
    return generateInterviewPrep(input);
  },

  /** A model's interview-prep reply merged and checked against the CV and the role profile (enrich.ts calls the model in the server). */
  async mergeInterviewEnrichment(input: MergeEnrichedPrepInput) {
    return mergeEnrichedPrep(input);
  },

  async skillGap(input: ReportInput) {
    return generateSkillGap(input);
  },

  /** The improved CV of a generation and its files (DOCX only when the plan has it). */
  async renderCv(input: RenderCvInput) {
    const structured = toJsonResume(input.parsed);
    const improved = improveCv(input.parsed, input.result, { targetRole: input.targetRole, language: input.language });
    const [pdf, docx] = await Promise.all([renderPdf(improved, input.options), input.docx ? renderDocx(improved, input.options) : null]);
    return { structured, improved, pdf: new Uint8Array(pdf), docx: docx ? new Uint8Array(docx) : null };
  },

  /** Runs a CV through the reading and analysis engines once: pdf.js and the knowledge indexes build their caches. */
  async warmUp() {
    return warmUpEngine();
  },
};

export type EngineTasks = typeof engineTasks;
export type EngineTaskName = keyof EngineTasks;
