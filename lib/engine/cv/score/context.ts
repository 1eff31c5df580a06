/**
 * Everything the dimension modules read, computed once per analysis: skill matches, bullet
 * facts, the timeline, the target role profile and job-description keywords. Modules never
 * search the text for skills themselves.
 */
import type { IndustryProfile } from '../knowledge/curated/industries';
import { matchIndustry } from '../knowledge/industry-matcher';
import { localiseRole } from '../knowledge/local-credentials';
import { isThinProfile } from '../knowledge/occupation-profile';
import type { KnowledgeApi, RoleFamily, RoleProfile, SkillMatch, TitleMatch } from '../knowledge/types';
import { cached, createFactsMemo, cvCountry, cvFactsOf, maskNames, nonSkillNames, shownInUse, type CvFacts, type FactsMemo, type TimelineFacts } from '../facts';
import type { AnalysisOptions, ExtractedDocument, ParsedCv, SectionType } from '../types';
import { analyseBullet, type BulletFacts } from './bullet-facts';
import { extractJobKeywords, type JobDescriptionKeywords } from './job-description';
import { countWords } from './text';

/**
 * Per-analysis caches keyed by text: re-scoring an edited CV recomputes only what changed.
 * Create one per analysis (resolveTarget does) and never share it across analyses.
 */
export interface AnalysisMemo {
  bullets: Map<string, BulletFacts>;
  lineWords: Map<string, number>;
  /** words and syllables of a sentence, for readability */
  sentences: Map<string, { words: number; syllables: number }>;
  /** the format a date text is written in ("Mon YYYY-P"), for formatting consistency */
  datePatterns: Map<string, string>;
  facts: FactsMemo;
}

/** The target of the analysis; independent of the CV, so computed once and reused when re-scoring. */
export interface AnalysisTarget {
  /** the profile the CV is measured against: curated when one refines the occupation, else drawn from its data */
  role: RoleProfile | null;
  /** the occupation the target title names, with how sure the match is (null without a target) */
  match: TitleMatch | null;
  /** the vocabulary of the requested industry (target_industry), when it names one we know */
  industry: IndustryProfile | null;
  jd: JobDescriptionKeywords | null;
  memo: AnalysisMemo;
}

export interface ScoringContext {
  knowledge: KnowledgeApi;
  doc: ExtractedDocument;
  cv: ParsedCv;
  opts: AnalysisOptions;
  now: Date;
  target: AnalysisTarget;
  /** the CV facts every output reads (timeline, skills with evidence, contact, sections, bullets, languages) */
  facts: CvFacts;
  lowerText: string;
  /** the lower-cased text with employers, institutions, places and the candidate's name blanked: where role and industry terms are looked for */
  termText: string;
  wordCount: number;
  skills: SkillMatch[];
  hardSkills: SkillMatch[];
  softSkills: SkillMatch[];
  /** canonical names of every skill found */
  skillNames: Set<string>;
  /** canonical names of skills used in bullets or the summary (evidence beats a bare list) */
  evidencedSkills: Set<string>;
  bullets: BulletFacts[];
  timeline: TimelineFacts;
  sectionTypes: Set<SectionType>;
}

export function resolveTarget(knowledge: KnowledgeApi, opts: AnalysisOptions): AnalysisTarget {
  const jdText = opts.jobDescription?.trim();
  const title = opts.targetRole.trim();
  const match = title ? knowledge.matchTitle(title) : null;
  return {
    role: match ? knowledge.matchRole(title) : null,
    match,
    industry: matchIndustry(opts.targetIndustry),
    jd: jdText ? extractJobKeywords(jdText, knowledge) : null,
    memo: { bullets: new Map(), lineWords: new Map(), sentences: new Map(), datePatterns: new Map(), facts: createFactsMemo() },
  };
}

export { cached };

export function buildContext(
  knowledge: KnowledgeApi,
  doc: ExtractedDocument,
  cv: ParsedCv,
  opts: AnalysisOptions,
  target: AnalysisTarget,
): ScoringContext {
  const now = opts.now ?? new Date();
  const { memo } = target;
  const lines = doc.text.split('\n');
  // a memoised knowledge base re-matches only the sections an edit touched
  const facts = cvFactsOf(cv, { asOf: now, knowledge, memo: memo.facts });
  const skills = facts.skills.found.map((e) => ({ skill: e.skill, count: e.count }));
  const names = nonSkillNames(cv);
  return {
    knowledge,
    doc,
    cv,
    opts,
    now,
    // the profile's credentials as they apply in the CV's country (no US licence asked of a Madrid nurse)
    target: { ...target, role: localiseRole(target.role, cvCountry(cv.contact)) },
    facts,
    lowerText: doc.text.toLowerCase(),
    termText: (names.length ? maskNames(doc.text, names) : doc.text).toLowerCase(),
    wordCount: lines.reduce((n, line) => n + cached(memo.lineWords, line, () => countWords(line)), 0),
    skills,
    hardSkills: skills.filter((m) => m.skill.kind === 'hard'),
    softSkills: skills.filter((m) => m.skill.kind === 'soft'),
    skillNames: new Set(skills.map((m) => m.skill.name)),
    // Evidence is a skill used in the summary or in prose about the work; a bulleted skills list is not.
    evidencedSkills: new Set(facts.skills.found.filter(shownInUse).map((e) => e.skill.name)),
    bullets: facts.bullets.achievements
      .map((b) => {
        const analysed = cached(memo.bullets, b.text, () => analyseBullet(b, knowledge.actionVerbs, cv.language));
        // the memo is keyed by text; the same words may sit in another role or section
        return analysed.section === b.section && analysed.experienceIndex === b.experienceIndex
          ? analysed
          : { ...analysed, section: b.section, experienceIndex: b.experienceIndex };
      })
      .filter((b) => b.words > 0),
    timeline: facts.timeline,
    sectionTypes: new Set(cv.sections.map((s) => s.type)),
  };
}

/** The role title to name in text: the curated profile's, else what the user typed (an O*NET name such as "Police and Sheriff's Patrol Officer" reads oddly). */
export function roleTitle(ctx: ScoringContext): string {
  const role = ctx.target.role;
  return role && role.source !== 'data' ? role.title : ctx.opts.targetRole.trim() || (role?.title ?? '');
}

/** the family of the target: its profile's, else the one a family-only match names */
export function targetFamily(target: AnalysisTarget): RoleFamily | null {
  return target.role?.family ?? target.match?.family ?? null;
}

/**
 * The family of the work the analysis is about: the target's, else (no target role) that of the
 * most recent CV title the knowledge base places; null when neither is known.
 */
export function workFamily(ctx: Pick<ScoringContext, 'target' | 'cv' | 'knowledge'>): RoleFamily | null {
  const own = targetFamily(ctx.target);
  if (own) return own;
  for (const e of ctx.cv.experience) {
    const m = e.title ? ctx.knowledge.matchTitle(e.title) : null;
    if (m) return m.role?.family ?? m.family;
  }
  return null;
}

/**
 * Whether the target profile's skills are must-haves: a curated profile, or a data profile of a
 * close title match with enough hard skills to judge by. Otherwise its skills are suggestions.
 */
export function profileIsFirm(target: AnalysisTarget): boolean {
  const role = target.role;
  if (!role) return false;
  if (role.source !== 'data') return true;
  return !isThinProfile(role) && (target.match?.confidence === 'exact' || target.match?.confidence === 'strong');
}
