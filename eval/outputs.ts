/**
 * The output checks of `npm run eval`: every output the product makes from a CV
 * (report, interview prep, skill gap, improved CV and its PDF/DOCX read back) judged against
 * the page, its labels and each other (lib/engine/output-checks). Each check is a count that
 * must be zero; eval/floors.json holds its ceiling per corpus.
 *
 * The output checks read their corpora themselves (lib/engine/output-checks/corpus.ts): every
 * CV of a shared corpus, labelled or not (offlinecv has 61 PDFs, 16 of them labelled), and the
 * engine's fixtures. The round trip renders a PDF and a DOCX per CV; on dotin-train it runs on
 * every ROUND_TRIP_EVERY-th CV (by file order, so the sample is the same every run).
 */
import { CHECK_LABELS, CHECK_NAMES, checkCv, corpusCvs, type CheckName, type CorpusName, type CvCheck } from '../lib/engine/output-checks';
import { TEMPLATES } from '../lib/engine/render/templates';
import type { FieldFigure } from './types';

/** The field name each check has in EVALUATION.md and floors.json. */
export const OUTPUT_FIELDS = CHECK_LABELS;

export const OUTPUT_FIELD_NAMES: ReadonlySet<string> = new Set(Object.values(OUTPUT_FIELDS));

/** What each check counts, for EVALUATION.md. */
export const OUTPUT_DESCRIPTIONS: Record<CheckName, string> = {
  false_red_flags:
    'a gap, short tenure, job hopping or "no experience" flag the page or its labels contradict (a labelled job covers the gap, the labelled job lasted a year or more, the entry is not a labelled job, jobs are printed)',
  false_premise_questions: 'an interview question on a gap, a short tenure or job hopping built on such a false flag',
  contradicted_negative_claims:
    'a statement in any output that something is absent, missing, zero or unreadable (LinkedIn, skills section, summary, measured bullets, language levels, a skill "not found anywhere") while the page or its labels show it',
  improved_cv_placeholders: 'a bracketed fill-in, "XX%", an unfilled date ("May 20XX"), TBD, lorem ipsum or icon glyph anywhere in the improved CV',
  improved_cv_unsupported_figures: 'a figure in the improved CV that the CV does not state',
  improved_cv_lost_content:
    'a job, bullet, section (awards, publications, volunteering, projects, certifications, languages, interests), language level or certification year of the CV missing from the improved CV',
  round_trip_mismatches:
    'per format (PDF, DOCX) and field group: the improved CV rendered and read back by the engine gives another name, contacts, jobs (employer, title, dates), education or skills than the CV',
  output_disagreements: 'two outputs state different years of experience, gaps, present skills or contact presence',
};

/** dotin-train has 307 CVs: the round trip (two renders and two reads each) runs on every 4th. */
const ROUND_TRIP_EVERY: Partial<Record<CorpusName, number>> = { 'dotin-train': 4 };

/**
 * The sample is fixed so runs compare; to check a fix does not fit the sample alone,
 * EVAL_ROUND_TRIP_EVERY=1 round-trips every CV, and EVAL_TEMPLATE_SHIFT=k gives each CV the
 * template k places further along the rotation.
 */
function roundTripEvery(corpus: CorpusName): number {
  const every = Number(process.env.EVAL_ROUND_TRIP_EVERY);
  return Number.isInteger(every) && every > 0 ? every : (ROUND_TRIP_EVERY[corpus] ?? 1);
}
const templateShift = () => {
  const shift = Number(process.env.EVAL_TEMPLATE_SHIFT);
  return Number.isInteger(shift) && shift > 0 ? shift : 0;
};

export interface OutputExample {
  file: string;
  check: CheckName;
  where: string;
  detail: string;
}

export interface OutputsResult {
  corpus: string;
  /** CVs judged (files the engine refused are counted apart) */
  cvs: number;
  refused: number;
  /** CVs whose improved CV went through the round trip */
  roundTripped: number;
  roundTripEvery: number;
  counts: Record<CheckName, number>;
  /** per check, files with at least one finding */
  files: Record<CheckName, number>;
  /** every finding, for eval/results/ and the worst examples of EVALUATION.md */
  findings: OutputExample[];
}

export const isOutputCorpus = (name: string): name is CorpusName => ['fixtures', 'dotin-train', 'offlinecv'].includes(name);

/** Runs every output of every CV of a corpus and counts the findings per check. */
export async function evaluateOutputs(corpus: CorpusName): Promise<OutputsResult> {
  const cvs = corpusCvs(corpus);
  const every = roundTripEvery(corpus);
  const shift = templateShift();
  const results: CvCheck[] = [];
  for (const [i, cv] of cvs.entries()) {
    results.push(await checkCv(cv, { roundTrip: i % every === 0, template: TEMPLATES[(i + shift) % TEMPLATES.length] }));
  }
  const counts = Object.fromEntries(CHECK_NAMES.map((n) => [n, 0])) as Record<CheckName, number>;
  const files = Object.fromEntries(CHECK_NAMES.map((n) => [n, 0])) as Record<CheckName, number>;
  const findings: OutputExample[] = [];
  for (const r of results) {
    for (const f of r.findings) {
      counts[f.check]++;
      findings.push({ file: r.id, check: f.check, where: f.where, detail: f.detail });
    }
    for (const name of CHECK_NAMES) if (r.findings.some((f) => f.check === name)) files[name]++;
  }
  return {
    corpus,
    cvs: cvs.length,
    refused: results.filter((r) => r.refused).length,
    roundTripped: cvs.filter((_, i) => i % every === 0).length,
    roundTripEvery: every,
    counts,
    files,
    findings,
  };
}

/** The counts as count fields of the corpus, so floors.json holds their ceilings like any other count. */
export function outputFields(o: OutputsResult): Record<string, FieldFigure> {
  return Object.fromEntries(
    CHECK_NAMES.map((name) => [
      OUTPUT_FIELDS[name],
      { kind: 'count', predictedRight: 0, predicted: 0, expectedFound: 0, expected: 0, precision: null, recall: null, count: o.counts[name], files: o.files[name] },
    ]),
  );
}
