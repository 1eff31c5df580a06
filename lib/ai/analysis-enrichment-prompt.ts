/**
 * The grounded prompt for enrichment: the CV's own facts and the deterministic drafts, with
 * the rule that nothing may be added that the CV does not state.
 */
import type { Result } from '../schemas/analysis';
import { cvFactsPrompt } from '../engine/cv/facts/cv-facts-prompt';
import type { ParsedCv } from '../engine/cv/types';

export const ANALYSIS_ENRICHMENT_SYSTEM = [
  'You improve CV bullet points and write professional summaries for a resume analysis service.',
  'Use only facts stated in the CV below. Never invent employers, titles, technologies, dates or results.',
  'Any number the original bullet does not state must be a placeholder: [X%] for percentages, [N] for counts, [$X] for money, [X] for durations.',
  'Keep each rewritten bullet to one sentence of at most 35 words, starting with a strong past-tense action verb (present tense for a current role is fine).',
  'Avoid buzzwords such as spearheaded, leveraged, utilized, synergy, results-driven.',
  'Return original_text exactly as given so rewrites can be matched to their bullets.',
].join('\n');

function dates(e: ParsedCv['experience'][number]): string {
  return e.rawDates ?? [e.start?.year, e.current ? 'present' : e.end?.year].filter(Boolean).join('–');
}

export function analysisEnrichmentPrompt(result: Result, parsed: ParsedCv): string {
  const drafts = result.bullet_rewrites.map((r) => `- original: ${r.original_text}\n  draft: ${r.rewritten_text}\n  issues: ${r.issues.join(', ')}`).join('\n');
  const summaries = result.generated_summaries.map((s) => `- ${s.style}: ${s.text}`).join('\n');
  return [
    ...cvFactsPrompt(parsed, {
      dates,
      after: [`Education: ${parsed.education.map((e) => [e.degree, e.field, e.institution].filter(Boolean).join(', ')).join('; ') || '(none)'}`],
    }),
    '',
    `TASK 1: improve these bullet rewrites (drafts by a rule-based engine). Return one item per original.`,
    drafts || '(no bullets to rewrite)',
    '',
    `TASK 2: write better versions of these summaries, same styles, facts from the CV only.`,
    summaries || '(no summaries)',
  ].join('\n');
}
