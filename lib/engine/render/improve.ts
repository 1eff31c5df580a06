/**
 * The `improved_cv` of a generation: the CV's own facts, with the analysis's bullet rewrites
 * applied where they can be sent as they are, the best generated summary that states nothing
 * the CV does not, and skills grouped and ordered for the target role. It never adds facts:
 * no placeholder, no figure the CV does not state, only skills the CV shows; and it keeps every
 * section, entry and bullet of the CV.
 */
import type { Result } from '../../schemas/analysis';
import { countedYears, hasPlaceholder, inventedFigures, isWordChar, yearsStated, type CvFacts } from '../cv/facts';
import { documentText } from '../cv/facts/document-text';
import { upperFirst } from '../cv/score/text';
import * as knowledgeBase from '../cv/knowledge';
import { namesSpeakingAbility } from '../cv/parse/languages';
import { SKILL_TRANSLATIONS } from '../cv/knowledge/curated/skill-translations';
import type { ActionVerbs } from '../cv/knowledge/types';
import { sentencesOf } from '../cv/parse/text-shape';
import type { ParsedCv } from '../cv/types';
import { bulletImprover } from './improved-bullets';
import { generationFacts, toJsonResume, UNGROUPED_SKILLS } from './json-resume';
import type { JsonResume } from './json-resume-schema';
import { resolveLanguage, type CvLanguage } from './languages';
import { groupAndOrderSkills, type SkillKnowledge } from './order-skills';
import { pickSummary } from './pick-summary';
import { CUT_SHORT_LIST, sendableText } from './sendable-text';

export interface ImproveOptions {
  targetRole: string;
  /** the language of the skill group labels ("Programmiersprachen"); English by default */
  language?: string | null;
  /**
   * Skill categories and the role's required skills; lib/engine/cv/knowledge by default. null
   * means none: the analysis's keyword lists alone then decide groups and order.
   */
  knowledge?: SkillKnowledge | null;
  /** the verbs the engine rewrites with; the knowledge base's by default */
  actionVerbs?: ActionVerbs;
  /** the CV facts of the analysis, when the caller has them */
  facts?: CvFacts;
}

export function improveCv(cv: ParsedCv, result: Result, opts: ImproveOptions): JsonResume {
  const knowledge = opts.knowledge === undefined ? knowledgeBase : opts.knowledge;
  const facts = opts.facts ?? generationFacts(cv);
  const structured = toJsonResume(cv, facts);
  const improve = bulletImprover(result.bullet_rewrites, opts.actionVerbs ?? knowledgeBase.knowledge.actionVerbs);
  const source = documentText(cv).text;
  // The engine writes its summaries in English: a CV in another language keeps its own.
  const generated = !cv.language || cv.language.toLowerCase().startsWith('en') ? result.generated_summaries : [];
  const summary = pickSummary(sendableSummaries(generated, source), {
    targetRole: opts.targetRole,
    experienceLevel: result.salary_intelligence.experience_level,
    keywords: [...result.keywords.present, ...result.keywords.hard_skills],
  });

  const listed = structured.skills.flatMap((g) => g.keywords);
  const skills = [...listed, ...shownSkills(facts, skillCandidates(result, knowledge), listed, knowledge, writtenIn(cv.language))];
  const groups = groupAndOrderSkills(skills, {
    targetRole: opts.targetRole,
    keywords: result.keywords,
    language: resolveLanguage(opts.language),
    knowledge,
  });

  const own = summary ? null : currentSummary(structured.basics.summary, countedYears(facts));
  return {
    ...structured,
    basics: summary ? { ...structured.basics, summary } : withSummary(structured.basics, own),
    work: structured.work.map((job) => {
      // JSON Resume leaves endDate out for a current job: a job with one has ended
      return { ...job, highlights: job.highlights.map((h) => improve(h, Boolean(job.endDate))) };
    }),
    projects: structured.projects.map((p) => ({ ...p, highlights: p.highlights.map((h) => improve(h)) })),
    // One group needs no label: the section heading already says "Skills".
    skills: groups.length === 1 ? [{ name: UNGROUPED_SKILLS, keywords: groups[0].keywords }] : groups,
  };
}

/**
 * The CV's own summary as it can still be sent: "3 years of experience in IT industry" written
 * years ago beside jobs running since 2012 is out of date, and the sentence saying it goes (the
 * report and the interview prep count the years from the dates). Null when nothing is left.
 */
function currentSummary(text: string | undefined, years: number | null): string | null {
  if (!text) return null;
  if (years === null || yearsStated(text).every((n) => n === years)) return text;
  const kept = sentencesOf(text).filter((sentence) => yearsStated(sentence).every((n) => n === years));
  return kept.length ? kept.join(' ') : null;
}

function withSummary(basics: JsonResume['basics'], summary: string | null): JsonResume['basics'] {
  const out = { ...basics };
  if (summary) out.summary = summary;
  else delete out.summary;
  return out;
}

/**
 * The generated summaries a CV can carry: years and role counts the engine derived from the
 * dates ("with 7 years of experience", "3 roles over 7 years") are figures the page does not
 * print, so they go; a summary still stating a figure the CV lacks, or a fill-in, is left out.
 */
function sendableSummaries(summaries: Result['generated_summaries'], source: string): Result['generated_summaries'] {
  return summaries.flatMap((s) => {
    const text = sendableText(
      s.text
        // "Nurse with 9 years of experience in triage" keeps its grammar as "Nurse experienced in triage"
        .replace(/\s+with (?:about |over )?\d+\+? years? of experience(?= in\b)/gi, ' experienced')
        .replace(/\s+with (?:about |over )?\d+\+? years? of experience/gi, '')
        .replace(/\s*\d+ roles(?: over \d+ years?)?\./gi, '')
        .replace(/\s+over \d+ years\b/gi, ''),
    );
    // "… and 2 more" is a count for a report, not a line a CV can print
    if (!text || hasPlaceholder(s.text) || CUT_SHORT_LIST.test(text) || inventedFigures(source, text).length) return [];
    return [{ ...s, text, word_count: text.split(/\s+/).length }];
  });
}

/**
 * Hard skills the analysis found, minus domain vocabulary ("latency", "logistics") that is a
 * keyword for matching but not a skill to list; the knowledge base, when given, has the last word.
 */
function skillCandidates(result: Result, knowledge: SkillKnowledge | null | undefined): string[] {
  const terms = new Set(result.keywords.industry_terms.map((t) => t.toLowerCase()));
  return result.keywords.hard_skills.filter((skill) => {
    if (terms.has(skill.toLowerCase())) return false;
    if (!knowledge) return true;
    return knowledge.lookupSkill(skill)?.kind === 'hard';
  });
}

/**
 * The language the CV is written in (ISO 639-1), which the skills it gains are named in: not the
 * language of the headings, which falls back to English where the renderer has no wording
 * (Portuguese), while the skills must still read as the CV's own.
 */
const writtenIn = (language: string | null | undefined) => (language ?? '').trim().toLowerCase().split(/[-_]/)[0] || 'en';

/**
 * Candidates the CV facts show in use (a bullet, a role, a project, the summary) but the skills
 * section does not list. Listing them is honest (the evidence is on the page) and helps an ATS
 * match; a skill only listed elsewhere, studied for a degree, or not on the page at all, is left
 * out. A skill the section lists under any alias or language ("Medikamentengabe" is Medication
 * administration) is not added again. One-letter names ("C", "R") are left out too: they match
 * initials and ordinary words too often. A name carrying a figure its mentions do not print
 * ("BS 7671 wiring regulations" for a CV that says "18th Edition") is left out: the improved CV
 * states no number the CV does not. A spoken-language ability ("Bilingual") is left to the
 * languages: it is no skill of the trade.
 */
function shownSkills(
  facts: CvFacts,
  candidates: readonly string[],
  listed: readonly string[],
  knowledge: SkillKnowledge | null | undefined,
  language: string,
): string[] {
  const inUse = new Map(
    facts.skills.found.flatMap((e) => {
      const texts = e.mentions.filter((m) => m.source !== 'education').map((m) => m.text);
      return texts.length ? [[e.skill.name.toLowerCase(), texts] as const] : [];
    }),
  );
  const canonical = (skill: string) => (knowledge?.lookupSkill(skill)?.name ?? skill).replace(/\s+/g, ' ').trim().toLowerCase();
  const seen = new Set([
    ...listed.flatMap((s) => [s.trim().toLowerCase(), canonical(s)]),
    ...facts.skills.found.filter((e) => e.listed).map((e) => e.skill.name.toLowerCase()),
  ]);
  const out: string[] = [];
  for (const candidate of candidates) {
    const name = candidate.replace(/\s+/g, ' ').trim();
    const key = name.toLowerCase();
    if (name.length < 2 || seen.has(key) || seen.has(canonical(name)) || !inUse.has(key)) continue;
    // "Bilingual (English/Spanish) nurse": a language ability is the languages section's, no skill to list
    if (namesSpeakingAbility(name)) continue;
    const mentions = inUse.get(key)!;
    const shown = language === 'en' ? name : labelInLanguage(name, language, mentions);
    if (!shown || inventedFigures(mentions, shown).length) continue;
    seen.add(key);
    out.push(shown);
  }
  return out;
}

/**
 * How a CV not written in English names a skill: the canonical name when its mentions print it
 * ("Python"), else the lexicon's label in the CV's language, as the CV spells it when its
 * mentions print one; null when the lexicon has none, since an English name the CV never printed
 * would read as foreign on a German, French or Spanish CV.
 */
function labelInLanguage(name: string, language: string, mentions: readonly string[]): string | null {
  const printed = (term: string) => {
    for (const text of mentions) {
      const at = wholeWordAt(text, term);
      if (at !== -1) return text.slice(at, at + term.length);
    }
    return null;
  };
  if (printed(name.toLowerCase())) return name;
  const labels = (SKILL_TRANSLATIONS[name] as Readonly<Record<string, readonly string[] | undefined>> | undefined)?.[language];
  if (!labels?.length) return null;
  for (const label of labels) {
    const own = printed(label);
    if (own) return upperFirst(baseForm(own, labels[0]));
  }
  return upperFirst(labels[0]);
}

/**
 * A list names a skill in its base form: a print that only inflects the first label ("in der
 * elektronischen Patientenakte" for "elektronische Patientenakte") gives that label, each word
 * cased as the CV cased it; a synonym the CV chose ("tenue des comptes") stays as printed.
 */
function baseForm(printed: string, label: string): string {
  const said = printed.split(' ');
  const base = label.split(' ');
  if (said.length !== base.length) return printed;
  const inflects = (a: string, b: string) => {
    const x = a.toLowerCase();
    let common = 0;
    while (common < x.length && x[common] === b[common]) common++;
    return common >= Math.min(x.length, b.length) - 1;
  };
  if (!said.every((word, i) => inflects(word, base[i]))) return printed;
  return base.map((word, i) => (said[i][0] !== said[i][0].toLowerCase() ? upperFirst(word) : word)).join(' ');
}

/** where `term` (lower case) occurs in `text` as whole words, case aside; -1 when it does not */
function wholeWordAt(text: string, term: string): number {
  const lower = text.toLowerCase();
  // lower-casing can change a string's length ("İ"): positions then do not map back, so no match is claimed
  if (lower.length !== text.length) return -1;
  let at = lower.indexOf(term);
  while (at !== -1) {
    if (!isWordChar(lower[at - 1]) && !isWordChar(lower[at + term.length])) return at;
    at = lower.indexOf(term, at + 1);
  }
  return -1;
}
