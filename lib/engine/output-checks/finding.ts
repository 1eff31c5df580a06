/** One thing an output check found wrong, with enough detail to find it again. */
export type CheckName =
  | 'false_red_flags'
  | 'false_premise_questions'
  | 'contradicted_negative_claims'
  | 'improved_cv_placeholders'
  | 'improved_cv_unsupported_figures'
  | 'improved_cv_lost_content'
  | 'round_trip_mismatches'
  | 'output_disagreements';

export const CHECK_NAMES: readonly CheckName[] = [
  'false_red_flags',
  'false_premise_questions',
  'contradicted_negative_claims',
  'improved_cv_placeholders',
  'improved_cv_unsupported_figures',
  'improved_cv_lost_content',
  'round_trip_mismatches',
  'output_disagreements',
];

/** Each check's name in EVALUATION.md and eval/floors.json. */
export const CHECK_LABELS: Record<CheckName, string> = {
  false_red_flags: 'false red flags',
  false_premise_questions: 'false-premise interview questions',
  contradicted_negative_claims: 'contradicted negative claims',
  improved_cv_placeholders: 'placeholders in improved CV',
  improved_cv_unsupported_figures: 'unsupported figures in improved CV',
  improved_cv_lost_content: 'content lost in improved CV',
  round_trip_mismatches: 'round-trip mismatches',
  output_disagreements: 'disagreements between outputs',
};

export interface Finding {
  check: CheckName;
  /** where in the outputs, e.g. "report.red_flags", "interview.questions", "improved.work[2]" */
  where: string;
  detail: string;
}

export const finding = (check: CheckName, where: string, detail: string): Finding => ({ check, where, detail });

/** "Mar 2021" → absolute month; a year alone opens in January or closes in December. */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export function parseMonthLabel(text: string, edge: 'start' | 'end'): number | null {
  const m = text.trim().match(/^(?:([A-Za-z]{3})[a-z]*\.?\s+)?((?:19|20)\d\d)$/);
  if (!m) return null;
  const month = m[1] ? MONTHS.indexOf(m[1].toLowerCase()) : edge === 'start' ? 0 : 11;
  return month < 0 ? null : Number(m[2]) * 12 + month;
}
