/**
 * The output checks: every output of a CV held against the page, its labels and each other.
 * `checkCv` judges one CV; `checkCorpus` counts findings per check over a corpus, the figures
 * `npm run eval` reports (all must be zero). Plain functions: the corpus tests call them too.
 */
import { TEMPLATES } from '../render/templates';
import { agreementChecks } from './agreement-checks';
import { corpusCvs, type CorpusCv, type CorpusName } from './corpus';
import { readTruth } from './cv-truth';
import { CHECK_NAMES, type CheckName, type Finding } from './finding';
import { improvedCvChecks } from './improved-cv-checks';
import { negativeClaimChecks } from './negative-claim-checks';
import { redFlagChecks } from './red-flag-checks';
import { roundTripChecks } from './round-trip-checks';
import { CHECK_NOW, runOutputs, type CvOutputs } from './run-outputs';

export { CHECK_LABELS, CHECK_NAMES, type CheckName, type Finding } from './finding';
export { corpusCvs, CORPORA, sharedCorpusDir, type CorpusCv, type CorpusName } from './corpus';
export { CHECK_NOW, runOutputs, type CvOutputs } from './run-outputs';

/** Every finding for one CV's outputs. */
export function findingsFor(cv: CorpusCv, o: CvOutputs): Finding[] {
  const truth = readTruth(o.document.text, cv.labels, CHECK_NOW, o.document.links);
  const report = { result: o.analysis.result, sections: o.analysis.sections, interview: o.interview, skillGap: o.skillGap };
  return [
    ...redFlagChecks({ result: o.analysis.result, interview: o.interview }, truth, CHECK_NOW),
    ...negativeClaimChecks(report, truth),
    ...improvedCvChecks(o.parsed, o.document.text, o.improved),
    ...roundTripChecks(o.parsed, o.improved, o.readBack),
    ...agreementChecks({ result: o.analysis.result, interview: o.interview, skillGap: o.skillGap, improved: o.improved }),
  ];
}

export interface CvCheck {
  id: string;
  findings: Finding[];
  /** set when the engine refused the file (unreadable, unsupported): nothing to judge */
  refused: string | null;
}

/** Runs every output of a CV (the round trip through the template `template`) and judges them. */
export async function checkCv(cv: CorpusCv, opts: { roundTrip?: boolean; template?: string } = {}): Promise<CvCheck> {
  let outputs: CvOutputs;
  try {
    outputs = await runOutputs(cv, { roundTrip: opts.roundTrip ?? true, template: opts.template });
  } catch (err) {
    // the same refusal an upload gets: the file is not judged, and the count says so
    return { id: cv.id, findings: [], refused: err instanceof Error ? err.message : String(err) };
  }
  return { id: cv.id, findings: findingsFor(cv, outputs), refused: null };
}

export interface CorpusCounts {
  corpus: CorpusName;
  cvs: number;
  refused: number;
  counts: Record<CheckName, number>;
  results: CvCheck[];
}

/** Every CV of a corpus, the round trip rotating through the templates. */
export async function checkCorpus(corpus: CorpusName, opts: { roundTrip?: boolean } = {}): Promise<CorpusCounts> {
  const cvs = corpusCvs(corpus);
  const results: CvCheck[] = [];
  for (const [i, cv] of cvs.entries()) results.push(await checkCv(cv, { roundTrip: opts.roundTrip, template: TEMPLATES[i % TEMPLATES.length] }));
  const counts = Object.fromEntries(CHECK_NAMES.map((name) => [name, 0])) as Record<CheckName, number>;
  for (const r of results) for (const f of r.findings) counts[f.check]++;
  return { corpus, cvs: cvs.length, refused: results.filter((r) => r.refused).length, counts, results };
}
