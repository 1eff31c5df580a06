import type { Result } from '../../../schemas/analysis';
import type { ScoringContext } from '../score/context';
import { countWords, listPhrase } from '../score/text';
import { certificationsForSentence } from './credentials';
import { asClause, summaryMaterial, employerOf, type SummaryMaterial } from './summary-material';

type Summary = Result['generated_summaries'][number];

const isEnglish = (language: string | null | undefined) => !language || language.toLowerCase().startsWith('en');

function experiencePhrase(f: SummaryMaterial): string {
  return f.years >= 1 ? `${f.title} with ${f.years} year${f.years === 1 ? '' : 's'} of experience` : `${f.title}`;
}

function skillPhrase(f: SummaryMaterial, count: number): string {
  if (!f.topSkills.length) return '';
  return `${f.years >= 1 ? ' in' : ' experienced in'} ${listPhrase(f.topSkills.slice(0, count))}`;
}

function achievementSentence(ctx: ScoringContext, f: SummaryMaterial): string | null {
  if (!f.bestAchievement) return null;
  const employer = employerOf(ctx, f.bestAchievement);
  const clause = asClause(f.bestAchievement, ctx.knowledge.actionVerbs.strong);
  return employer ? `At ${employer}, ${clause}.` : `${clause[0].toUpperCase()}${clause.slice(1)}.`;
}

function summary(text: string, style: Summary['style']): Summary {
  // Employer names such as "Tata Motors Ltd." already end in a full stop.
  const clean = text.replace(/\.{2,}/g, '.');
  return { text: clean, style, word_count: countWords(clean) };
}

/**
 * Summaries in several styles, each assembled from the CV facts: latest title, years,
 * the skills to lead with, the best measured achievement and, only when the CV shows it,
 * leadership.
 */
export function generatedSummaries(ctx: ScoringContext): Summary[] {
  // The sentences are English: a Spanish CV would get a summary in two languages to paste in
  // ("Enfermera de Urgencias skilled in…"), so a CV in another language gets none.
  if (!isEnglish(ctx.cv.language)) return [];
  const f = summaryMaterial(ctx);
  // no title the CV shows for certain: a summary would have to open with a guess
  if (!f.title) return [];
  const out: Summary[] = [];
  const skills = f.topSkills;
  const achievement = achievementSentence(ctx, f);
  const skillPart = skillPhrase(f, 3);
  if (achievement) {
    out.push(summary(`${experiencePhrase(f)}${skillPart}. ${achievement}`, 'achievement_focused'));
  }
  if (skills.length) {
    const where = f.employers.length ? `, applied at ${listPhrase(f.employers.slice(0, 3))}` : '';
    const certified = certificationsForSentence(ctx.cv);
    const certs = certified.length ? ` Certified: ${listPhrase(certified.slice(0, 2))}.` : '';
    const roles = f.roles > 1 ? ` ${f.roles} roles${f.years >= 1 ? ` over ${f.years} years` : ''}.` : '';
    // a summary names what it lists, never "and 9 more": a figure the CV does not state
    out.push(summary(`${f.title} skilled in ${listPhrase(skills.slice(0, 5), 5)}${where}.${roles}${certs}`, 'skills_focused'));
  }
  if (f.leadership) {
    const employer = employerOf(ctx, f.leadership);
    const lead = `${experiencePhrase(f)} who ${asClause(f.leadership, ctx.knowledge.actionVerbs.strong)}${employer ? ` at ${employer}` : ''}.`;
    out.push(summary(achievement && f.bestAchievement !== f.leadership ? `${lead} ${achievement}` : lead, 'leadership_focused'));
  }
  // a title and its years alone ("Programme Officer with 2 years of experience.") say nothing the
  // CV's first lines do not, and without the derived years the improved CV would print the title
  // as its summary
  if (skillPart) out.push(summary(`${experiencePhrase(f)}${skillPart}.`, 'concise'));
  return out;
}
