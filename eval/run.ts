import { extractDocument } from '../lib/engine/cv/extract';
import { parseCv } from '../lib/engine/cv/parse';
import { analyseParsed } from '../lib/engine/cv/report';
import type { AnalysisOutput, ExtractedDocument } from '../lib/engine/cv/types';
import { CHECKS } from './checks';
import { CORPORA } from './corpora';
import { evaluateOutputs, isOutputCorpus, outputFields } from './outputs';
import type { Check, Corpus, CorpusResult, EvalCase, EvalResult, FieldFigure, FileResult, Measure } from './types';

/** Reports are built as of this date, so "Present" and gaps do not drift from run to run. */
export const EVAL_NOW = new Date('2026-06-01T00:00:00Z');

const EMPTY_DOC: ExtractedDocument = {
  kind: 'text',
  text: '',
  lines: [],
  quality: {
    garbledRatio: 0, textChars: 0, pageCount: 0, columns: 1, imageCount: 0, tables: 0, textBoxes: 0,
    contactInHeaderFooter: false, minFontSize: 0, bodyFontSize: 0, fontFamilies: 0, fontSizes: 0,
  },
  warnings: [],
};

function caseOf(corpus: Corpus, item: EvalCase['item'], doc: ExtractedDocument): EvalCase {
  const cv = parseCv(doc);
  let analysis: AnalysisOutput | undefined;
  return {
    corpus,
    item,
    doc,
    cv,
    analysis: () =>
      (analysis ??= analyseParsed(doc, cv, { targetRole: cv.experience[0]?.title ?? 'Professional', now: EVAL_NOW, fileName: item.file })),
  };
}

async function evaluateFile(corpus: Corpus, item: EvalCase['item'], checks: Check[]): Promise<FileResult> {
  let doc = EMPTY_DOC;
  let error: string | undefined;
  try {
    doc = await extractDocument(item.bytes(), { fileName: item.file });
  } catch (e) {
    // an unreadable file still counts: every labelled field of it is missed
    error = e instanceof Error ? e.message : String(e);
  }
  const c = caseOf(corpus, item, doc);
  const measures: Record<string, Measure> = {};
  for (const check of checks) {
    try {
      Object.assign(measures, check.run(c));
    } catch (e) {
      error = `${error ? `${error}; ` : ''}check ${check.name} failed: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
  return { corpus: corpus.name, file: item.file, error, measures };
}

function addUp(files: FileResult[]): Record<string, FieldFigure> {
  const fields: Record<string, FieldFigure> = {};
  for (const file of files) {
    for (const [name, m] of Object.entries(file.measures)) {
      const f = (fields[name] ??= { kind: m.kind, predictedRight: 0, predicted: 0, expectedFound: 0, expected: 0, precision: null, recall: null, count: 0, files: 0 });
      if (m.kind === 'pr') {
        f.predictedRight += m.predictedRight;
        f.predicted += m.predicted;
        f.expectedFound += m.expectedFound;
        f.expected += m.expected;
        f.files++;
      } else {
        f.count += m.count;
        if (m.count > 0) f.files++;
      }
    }
  }
  for (const f of Object.values(fields)) {
    f.precision = f.predicted ? f.predictedRight / f.predicted : null;
    f.recall = f.expected ? f.expectedFound / f.expected : null;
  }
  return fields;
}

export interface EvaluateOptions {
  corpora?: Corpus[];
  checks?: Check[];
  /** only these corpus names */
  only?: string[];
  /** also run the output checks (eval/outputs.ts) on the corpora they know; default true */
  outputs?: boolean;
}

/** Runs every check over every labelled CV of every available corpus. */
export async function evaluate(opts: EvaluateOptions = {}): Promise<EvalResult> {
  const corpora = (opts.corpora ?? CORPORA).filter((c) => !opts.only || opts.only.includes(c.name));
  const checks = opts.checks ?? CHECKS;
  const result: EvalResult = { corpora: [], files: [], outputs: [] };
  for (const corpus of corpora) {
    const skipped = corpus.unavailable();
    if (skipped) {
      result.corpora.push({ corpus: corpus.name, description: corpus.description, silver: corpus.silver, skipped, files: 0, errors: 0, fields: {} });
      continue;
    }
    const files: FileResult[] = [];
    for (const item of corpus.load()) files.push(await evaluateFile(corpus, item, checks));
    result.files.push(...files);
    const summary: CorpusResult = {
      corpus: corpus.name,
      description: corpus.description,
      silver: corpus.silver,
      files: files.length,
      errors: files.filter((f) => f.error).length,
      fields: addUp(files),
    };
    if ((opts.outputs ?? true) && isOutputCorpus(corpus.name)) {
      const outputs = await evaluateOutputs(corpus.name);
      result.outputs!.push(outputs);
      Object.assign(summary.fields, outputFields(outputs));
    }
    result.corpora.push(summary);
  }
  return result;
}
