/**
 * The shapes of `npm run eval`: corpora give labelled CVs, checks turn one parsed CV and its
 * label into counts, the runner adds the counts up per corpus and the report prints them.
 */
import type { AnalysisOutput, ExtractedDocument, ParsedCv } from '../lib/engine/cv/types';
import type { OutputsResult } from './outputs';

/** One job as a label states it: company and title as printed, dates as YYYY, YYYY-MM or "present". */
export interface JobLabel {
  company: string;
  title: string;
  start?: string;
  end?: string;
}

export interface EducationLabel {
  institution: string;
  degree?: string;
}

/**
 * What a corpus knows about one CV, in one shape for every corpus. A field that is absent was
 * not labelled (nothing is scored for it); an empty list states that the CV has none.
 */
export interface CvLabel {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  /** ISO 3166-1 alpha-2 of the salary market the CV points to (own fixtures) */
  country?: string;
  /** gold: jobs with company and title paired */
  jobs?: JobLabel[];
  /** silver: companies and titles labelled separately, unpaired, possibly incomplete */
  companies?: string[];
  titles?: string[];
  education?: EducationLabel[];
  /** silver: institutions and degrees labelled separately */
  institutions?: string[];
  degrees?: string[];
  skills?: string[];
  /** O*NET-SOC codes the CV's target title (its latest job title) may rightly be compared with */
  occupations?: string[];
  /** lexicon skills (canonical names) the CV shows, in any language it prints them (own fixtures) */
  canonicalSkills?: string[];
  /** ISO 3166-1 alpha-2 of the market the salary estimate should be priced in (own fixtures) */
  salaryMarket?: string;
  /** fields the corpus flags as hard (OfflineCV's known_wrong): scored all the same, listed in the report */
  knownWrong?: string[];
}

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
