/**
 * Merges a model's enrichment into the deterministic result, keeping only what is safe: a
 * rewrite must answer a bullet we asked about, must not state a figure the original does not
 * (the engine's one guard, lib/engine/cv/facts/figures.ts) and must not keep a cliché the
 * analysis flagged in that bullet; a summary must not state a figure absent from the CV or the
 * deterministic summaries. Anything rejected keeps its deterministic version.
 */
import type { Result } from '../schemas/analysis';
import type { ParsedCv } from '../engine/cv/types';
// the figure guard alone: the facts barrel pulls in the parser and its knowledge data
import { inventedFigures } from '../engine/cv/facts/figures';
import { countWords, stripBulletMarker } from '../engine/cv/score/text';
import type { AnalysisEnrichment } from './analysis-enrichment-schema';

export interface AnalysisMergeReport {
  result: Result;
  acceptedRewrites: number;
  rejectedRewrites: string[];
  acceptedSummaries: number;
  rejectedSummaries: string[];
}

const MAX_WORDS = 45;

function key(text: string): string {
  return stripBulletMarker(text).toLowerCase().replace(/[\s.]+$/, '').replace(/\s+/g, ' ');
}

function cvText(parsed: ParsedCv): string {
  return [
    parsed.summary ?? '',
    ...parsed.bullets.map((b) => b.text),
    ...parsed.experience.flatMap((e) => [e.title ?? '', e.employer ?? '', e.rawDates ?? '', ...e.description]),
    ...parsed.certifications,
    ...parsed.listedSkills,
  ].join('\n');
}

/** A cliché the analysis flagged in the bullet ("cliché opener \"spearheaded\"") that the rewrite still uses. */
function keptCliche(issues: readonly string[], rewritten: string): string | null {
  for (const issue of issues) {
    const cliche = issue.match(/^cliché(?: opener)? "(.+)"$/)?.[1];
    if (cliche && new RegExp(`(?<!\\p{L})${cliche.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu').test(rewritten)) return cliche;
  }
  return null;
}

export function mergeAnalysisEnrichment(result: Result, parsed: ParsedCv, enrichment: AnalysisEnrichment): AnalysisMergeReport {
  const proposals = new Map(enrichment.bullet_rewrites.map((r) => [key(r.original_text), r]));
  const rejectedRewrites: string[] = [];
  let acceptedRewrites = 0;
  const bullet_rewrites = result.bullet_rewrites.map((det) => {
    const p = proposals.get(key(det.original_text));
    if (!p) return det;
    const rewritten = p.rewritten_text.trim();
    const invented = inventedFigures(det.original_text, rewritten);
    const cliche = keptCliche(det.issues, rewritten);
    if (invented.length || cliche || !rewritten || countWords(rewritten) > MAX_WORDS || key(rewritten) === key(det.original_text)) {
      rejectedRewrites.push(
        invented.length
          ? `"${det.original_text}": introduces ${invented.join(', ')}`
          : cliche
            ? `"${det.original_text}": keeps the cliché "${cliche}"`
            : `"${det.original_text}": empty, unchanged or too long`,
      );
      return det;
    }
    acceptedRewrites++;
    return { ...det, rewritten_text: rewritten, improvement_explanation: p.improvement_explanation.trim() || det.improvement_explanation };
  });

  const source = [cvText(parsed), ...result.generated_summaries.map((s) => s.text)].join('\n');
  const rejectedSummaries: string[] = [];
  let acceptedSummaries = 0;
  const proposed = new Map(enrichment.summaries.map((s) => [s.style, s.text.trim()]));
  const generated_summaries = result.generated_summaries.map((det) => {
    const text = proposed.get(det.style);
    if (!text) return det;
    const invented = inventedFigures(source, text);
    if (invented.length || countWords(text) < 5 || countWords(text) > 120) {
      rejectedSummaries.push(invented.length ? `${det.style}: introduces ${invented.join(', ')}` : `${det.style}: length out of range`);
      return det;
    }
    acceptedSummaries++;
    return { text, style: det.style, word_count: countWords(text) };
  });
  return {
    result: { ...result, bullet_rewrites, generated_summaries },
    acceptedRewrites,
    rejectedRewrites,
    acceptedSummaries,
    rejectedSummaries,
  };
}
