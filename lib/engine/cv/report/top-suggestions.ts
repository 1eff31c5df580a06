import { overallWeights } from '../score/overall';
import type { DimensionScores, SuggestionItem } from '../score/types';

const MAX_SUGGESTIONS = 12;
const SEVERITY_ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;

/**
 * The most important suggestions across dimensions: ordered by severity, then by the weight
 * of the dimension they come from; duplicates by title are dropped.
 */
export function topSuggestions(d: DimensionScores): SuggestionItem[] {
  const all = overallWeights(d).flatMap(({ d: dim, weight }) => d[dim].suggestions.map((s) => ({ s, weight: weight * (100 - d[dim].score) })));
  all.sort((a, b) => SEVERITY_ORDER[a.s.severity] - SEVERITY_ORDER[b.s.severity] || b.weight - a.weight);
  const seen = new Set<string>();
  const out: SuggestionItem[] = [];
  for (const { s } of all) {
    if (seen.has(s.title)) continue;
    seen.add(s.title);
    out.push(s);
    if (out.length >= MAX_SUGGESTIONS) break;
  }
  return out;
}
