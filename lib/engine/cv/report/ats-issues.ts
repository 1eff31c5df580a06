import type { Result } from '../../../schemas/analysis';
import { findingCost, type AtsFinding } from '../score/ats-checks';

/** Failed ATS checks, costliest first; a warning is reported one severity lower. */
export function atsIssuesBlock(findings: readonly AtsFinding[]): Result['ats_issues'] {
  const lower = { critical: 'high', high: 'medium', medium: 'low', low: 'low' } as const;
  return [...findings]
    .sort((a, b) => findingCost(b) - findingCost(a))
    .map((f) => ({ issue: f.issue, severity: f.warning ? lower[f.severity] : f.severity, fix: f.fix }));
}
