import { withArticle } from '../score/text';
import type { Result } from '../../../schemas/analysis';
import type { AtsFinding } from '../score/ats-checks';
import type { ScoringContext } from '../score/context';
import { formattingObservations } from '../score/formatting-checks';
import { countedYears, yearsPhrase } from '../facts';
import { lengthNorm } from '../score/length-optimization';

// Layout findings belong in the formatting block too; content findings (missing email) do not.
const LAYOUT_CODES = new Set(['MULTI_COLUMN', 'DOCX_TABLES', 'TEXT_BOXES', 'IMAGES', 'SMALL_FONT', 'TOO_MANY_PAGES', 'GARBLED_TEXT']);

export function lengthAssessment(ctx: ScoringContext, lengthScore: number): string {
  const norm = lengthNorm(ctx.timeline.experienceMonths / 12);
  const pages = ctx.doc.quality.pageCount;
  const [lo, hi] = norm.words;
  const verdict =
    ctx.wordCount < lo ? 'too short' : ctx.wordCount > hi ? 'too long' : pages > norm.maxPages ? 'too many pages' : 'about right';
  return `${ctx.wordCount} words on ${pages} page${pages === 1 ? '' : 's'}: ${verdict} for ${withArticle(norm.label)} CV with ${yearsPhrase(countedYears(ctx.facts))} (typical ${lo}–${hi} words, up to ${norm.maxPages} page${norm.maxPages === 1 ? '' : 's'}); length score ${lengthScore}/100.`;
}

export function formattingBlock(ctx: ScoringContext, findings: readonly AtsFinding[], lengthScore: number): Result['formatting'] {
  const observations = formattingObservations(ctx);
  const layout = findings.filter((f) => LAYOUT_CODES.has(f.code));
  const strengths = observations.filter((o) => o.ok).map((o) => o.text);
  const q = ctx.doc.quality;
  if (q.columns <= 1 && q.textChars >= 50) strengths.push('Single-column layout that reads in order');
  if (q.bodyFontSize >= 10) strengths.push(`Body text at a readable ${q.bodyFontSize} pt`);
  return {
    issues: [...layout.map((f) => f.issue), ...observations.filter((o) => !o.ok).map((o) => o.text)],
    strengths,
    length_assessment: lengthAssessment(ctx, lengthScore),
  };
}
