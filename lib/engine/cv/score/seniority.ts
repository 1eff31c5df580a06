/**
 * Seniority of a job title on an ordinal scale, for career progression and salary level.
 * 0 intern/trainee · 1 junior/assistant · 2 (no marker) · 3 senior · 4 lead/staff/principal/
 * manager · 5 head/director · 6 VP · 7 C-level/founder.
 */
const RANKS: Array<[RegExp, number]> = [
  [/\b(?:chief|c[etfoi]o|founder|co-founder|president|managing director|geschäftsführer)\b/i, 7],
  [/\b(?:vp|vice president|svp|evp)\b/i, 6],
  [/\b(?:head of|director|leiter|directeur|directora?)\b/i, 5],
  // an assistant or deputy manager stands in for the manager, a grade below ("Assistant Store Manager")
  [/\b(?:assistant|deputy)\s+(?:[a-z]+\s+){0,2}manager\b/i, 3],
  // "Staff Engineer" is above senior; "Staff Nurse", "Staff Accountant" are the ordinary grade
  [/\b(?:lead|staff(?!\s+(?:nurse|midwife|accountant|auditor|pharmacist|physician|doctor|writer|therapist|physiotherapist|radiographer|assistant|member|officer|nursing)\b)|principal|manager|architect|supervisor|team lead)\b/i, 4],
  [/\b(?:senior|sr\.?|snr)\b/i, 3],
  [/\b(?:junior|jr\.?|assistant|associate|graduate|entry)\b/i, 1],
  [/\b(?:intern|internship|trainee|apprentice|werkstudent|praktikant)\b/i, 0],
];

export const NEUTRAL_RANK = 2;

export function seniorityRank(title: string | null): number {
  if (!title) return NEUTRAL_RANK;
  for (const [pattern, rank] of RANKS) if (pattern.test(title)) return rank;
  return NEUTRAL_RANK;
}
