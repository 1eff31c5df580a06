import { findingCost, type AtsFinding } from './ats-checks';
import type { ScoringContext } from './context';
import { plural, toScore } from './numbers';
import { suggestion } from './suggestion';
import type { DimensionScore } from './types';

/**
 * ATS compatibility, a penalty model: 100 − Σ cost of each failed check, where a check costs
 * critical 50, high 30, medium 12, low 4, and a warning half of that; floored at 0.
 */
export function scoreAtsCompatibility(_ctx: ScoringContext, findings: readonly AtsFinding[]): DimensionScore {
  const penalty = findings.reduce((sum, f) => sum + findingCost(f), 0);
  const score = toScore(100 - penalty);
  const worst = [...findings].sort((a, b) => findingCost(b) - findingCost(a));
  return {
    score,
    explanation:
      findings.length === 0
        ? 'Every ATS check passed: readable text layer, single column, standard headings, contact details in the body and readable dates.'
        : `${plural(findings.length, 'ATS check')} failed, costing ${Math.round(penalty)} points: ${worst.map((f) => f.code.toLowerCase().replace(/_/g, ' ')).join(', ')}.`,
    top_strength: findings.some((f) => f.code === 'SCANNED_CV')
      ? 'The scan is sharp enough for OCR to read'
      : findings.some((f) => f.code === 'NO_TEXT_LAYER' || f.code === 'GARBLED_TEXT')
        ? 'The file type itself is accepted by ATS software'
        : 'The text layer is clean and machine-readable',
    top_weakness: worst[0]?.issue ?? 'No ATS blockers found',
    suggestions: worst.map((f) =>
      suggestion(f.severity, 'formatting', f.fix, `${f.issue}. Fixing it removes a ${findingCost(f)}-point ATS penalty.`),
    ),
  };
}
