/** Chooses which of the analysis's generated summaries heads the improved CV. */
import type { Result } from '../../schemas/analysis';

type GeneratedSummary = Result['generated_summaries'][number];
type Style = GeneratedSummary['style'];
type Level = Result['salary_intelligence']['experience_level'];

/** Which style suits a career stage: leaders are read for scope, juniors for what they can do. */
const STYLE_FIT: Record<Level, Partial<Record<Style, number>>> = {
  entry: { skills_focused: 3, concise: 2, achievement_focused: 1 },
  mid: { achievement_focused: 3, skills_focused: 2, concise: 1 },
  senior: { achievement_focused: 3, leadership_focused: 2, skills_focused: 1 },
  lead: { leadership_focused: 3, achievement_focused: 2 },
  executive: { leadership_focused: 3, achievement_focused: 2 },
};

export interface SummaryContext {
  targetRole: string;
  experienceLevel: Level;
  /** skills and terms the target role looks for that the CV has */
  keywords: readonly string[];
}

/** The best-fitting summary text, or null when there is none; ties go to the earlier entry. */
export function pickSummary(summaries: readonly GeneratedSummary[], context: SummaryContext): string | null {
  let best: { text: string; score: number } | null = null;
  for (const summary of summaries) {
    const text = summary.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const score = scoreSummary(text, summary.style, context);
    if (!best || score > best.score) best = { text, score };
  }
  return best?.text ?? null;
}

function scoreSummary(text: string, style: Style, context: SummaryContext): number {
  const lower = text.toLowerCase();
  const words = text.split(' ').length;
  const keywordHits = context.keywords.filter((k) => k && lower.includes(k.toLowerCase())).length;
  const role = context.targetRole.trim().toLowerCase();
  const placeholders = (text.match(/\[[^\]]*\]/g) ?? []).length;
  return (
    (STYLE_FIT[context.experienceLevel][style] ?? 0) +
    // Recruiters skim 3–4 lines: roughly 35–80 words.
    (words >= 35 && words <= 80 ? 2 : words > 110 || words < 20 ? -2 : 0) +
    Math.min(keywordHits, 5) +
    (role && lower.includes(role) ? 2 : 0) -
    // Each placeholder is work left to the candidate.
    placeholders
  );
}
