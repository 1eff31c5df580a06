/**
 * The shapes of `npm run eval`: corpora give labelled CVs, checks turn one parsed CV and its
 * label into counts, the runner adds the counts up per corpus and the report prints them.
 */
import type { AnalysisOutput, ExtractedDocument, ParsedCv } from '../lib/engine/cv/types';
import type { CvLabel } from '../lib/engine/output-checks/labelled-files';
import type { OutputsResult } from './outputs';

/** The one label shape, declared beside the one reader of the label files. */
export type { CvLabel, EducationLabel, JobLabel } from '../lib/engine/output-checks/labelled-files';

/** A labelled CV as a corpus hands it to the runner. */
export interface CorpusItem {
  /** path relative to the corpus root, used in the report */
  file: string;
  /** reads the file's bytes (PDF, DOCX, text) */
  bytes: () => Uint8Array;
  label: CvLabel;
  /** anything corpus-specific a check may want (e.g. an OCR page's expected text) */
  extra?: Record<string, unknown>;
}

export interface Corpus {
  /** short id used in the report and in floors.json ("offlinecv", "dotin-train", "fixtures") */
  name: string;
  description: string;
  /** silver labels: incomplete and inconsistent, so checks score only what is fair */
  silver: boolean;
  /** null when the corpus can be read, else why not (e.g. "../shared is absent") */
  unavailable: () => string | null;
  /** set (to why) for a corpus too slow for the test suite's floor check (OCR): `npm run eval` only */
  costly?: string;
  load: () => CorpusItem[];
}

/** One CV as the checks see it: read once by the engine, the report built on demand. */
export interface EvalCase {
  corpus: Corpus;
  item: CorpusItem;
  /** the whole extracted text, for checks that ask whether a label is printed at all */
  doc: ExtractedDocument;
  cv: ParsedCv;
  /** the full analyseParsed report (computed once, on first use) */
  analysis: () => AnalysisOutput;
}

/**
 * A count a check reports for one file. Precision/recall measures add up over files (micro
 * average); `count` measures add up as totals (e.g. invented jobs, false red flags).
 */
export type Measure =
  | {
      kind: 'pr';
      /** parsed values that are right (precision's numerator) */
      predictedRight: number;
      predicted: number;
      /** labelled values that were found (recall's numerator) */
      expectedFound: number;
      expected: number;
      problems: string[];
    }
  | { kind: 'count'; count: number; problems: string[] };

/** A named family of measures. Register new ones in eval/checks/index.ts. */
export interface Check {
  name: string;
  /** one paragraph for EVALUATION.md: how the measures are scored */
  describe: string;
  /** return an empty object for files the check has nothing to say about */
  run: (c: EvalCase) => Record<string, Measure>;
}

export interface FileResult {
  corpus: string;
  file: string;
  error?: string;
  measures: Record<string, Measure>;
}

export interface FieldFigure {
  kind: 'pr' | 'count';
  predictedRight: number;
  predicted: number;
  expectedFound: number;
  expected: number;
  /** null when nothing was predicted / expected */
  precision: number | null;
  recall: number | null;
  /** for count measures: the total, and in how many files it was above zero */
  count: number;
  files: number;
}

export interface CorpusResult {
  corpus: string;
  description: string;
  silver: boolean;
  skipped?: string;
  files: number;
  errors: number;
  fields: Record<string, FieldFigure>;
}

export interface EvalResult {
  corpora: CorpusResult[];
  files: FileResult[];
  /** the output checks, per corpus they ran on (eval/outputs.ts) */
  outputs?: OutputsResult[];
}
