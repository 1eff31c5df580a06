/**
 * Everything the dimension modules read, computed once per analysis: skill matches, bullet
 * facts, the timeline, the target role profile and job-description keywords. Modules never
 * search the text for skills themselves.
 */
import type { IndustryProfile } from '../knowledge/curated/industries';
import { matchIndustry } from '../knowledge/industry-matcher';
import type { KnowledgeApi, RoleProfile, SkillMatch } from '../knowledge/types';
import type { AnalysisOptions, ExtractedDocument, ParsedCv, SectionType } from '../types';
import { analyseBullet, ACHIEVEMENT_SECTIONS, type BulletFacts } from './bullet-facts';
import { extractJobKeywords, type JobDescriptionKeywords } from './job-description';
import { findSkillsIn } from './memo-knowledge';
import { countWords } from './text';
import { buildTimeline, type Timeline } from './timeline';

/**
 * Per-analysis caches keyed by text: re-scoring an edited CV recomputes only what changed.
 * Create one per analysis (resolveTarget does) and never share it across analyses.
 */
export interface AnalysisMemo {
  bullets: Map<string, BulletFacts>;
  lineWords: Map<string, number>;
  /** words and syllables of a sentence, for readability */
  sentences: Map<string, { words: number; syllables: number }>;
}

/** The target of the analysis; independent of the CV, so computed once and reused when re-scoring. */
export interface AnalysisTarget {
  role: RoleProfile | null;
  /** when no curated profile matches the target role: its O*NET occupation, for suggestions only */
  occupation: RoleProfile | null;
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
  lowerText: string;
  wordCount: number;
  skills: SkillMatch[];
  hardSkills: SkillMatch[];
  softSkills: SkillMatch[];
  /** canonical names of every skill found */
  skillNames: Set<string>;
  /** canonical names of skills used in bullets or the summary (evidence beats a bare list) */
  evidencedSkills: Set<string>;
  bullets: BulletFacts[];
  timeline: Timeline;
  sectionTypes: Set<SectionType>;
}

export function resolveTarget(knowledge: KnowledgeApi, opts: AnalysisOptions): AnalysisTarget {
  const jdText = opts.jobDescription?.trim();
  const role = opts.targetRole.trim() ? knowledge.matchRole(opts.targetRole) : null;
  return {
    role,
    occupation: role || !opts.targetRole.trim() ? null : knowledge.matchOccupation(opts.targetRole),
    industry: matchIndustry(opts.targetIndustry),
    jd: jdText ? extractJobKeywords(jdText, knowledge) : null,
    memo: { bullets: new Map(), lineWords: new Map(), sentences: new Map() },
  };
}

export function cached<V>(map: Map<string, V>, key: string, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

/**
 * Employers, institutions, places and the candidate's own name are not skills: "Cartwheel
 * Logistics" does not show Logistics, "Spring, TX" does not show Spring. These strings are
 * blanked out of the text before skills are searched (the rest of the line still counts).
 */
function nonSkillNames(cv: ParsedCv): string[] {
  const names = [
    ...cv.experience.flatMap((e) => [e.employer, e.location]),
    ...cv.education.map((e) => e.institution),
    cv.contact.location,
    cv.contact.name,
  ];
  const kept = names.map((n) => n?.trim() ?? '').filter((n) => n.length >= 2);
  // longest first, so "Spring Health Inc." is blanked before "Spring Health"
  return [...new Set(kept)].sort((a, b) => b.length - a.length);
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** `text` with every whole-word occurrence of `names` replaced by spaces (same length). */
export function maskNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of names) {
    let at = out.indexOf(name);
    while (at !== -1) {
      const end = at + name.length;
      if (!isWordChar(out[at - 1]) && !isWordChar(out[end])) out = out.slice(0, at) + ' '.repeat(name.length) + out.slice(end);
      at = out.indexOf(name, end);
    }
  }
  return out;
}

/** the texts searched for skills: each section's lines (headings excluded), or every line */
function skillTexts(cv: ParsedCv, lines: readonly string[]): string[] {
  const texts = cv.sections.map((section) => section.lines.join('\n'));
  return texts.some((t) => t.trim()) ? texts : [...lines];
}

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
  const names = nonSkillNames(cv);
  const mask = (text: string) => (names.length ? maskNames(text, names) : text);
  // Section by section (headings left out), so that a name wrapped over two lines ("Electronic
  // / medical records") or a phrase's context on the next line still reads as one text, and a
  // memoised knowledge base re-matches only the sections an edit touched.
  const skills = findSkillsIn(knowledge, skillTexts(cv, lines).map(mask));
  const achievements = cv.bullets.filter((b) => ACHIEVEMENT_SECTIONS.has(b.section));
  // Evidence is a skill used in the summary or an achievement; a bulleted skills list is not.
  const evidencedSkills = new Set(findSkillsIn(knowledge, [cv.summary ?? '', ...achievements.map((b) => b.text)].map(mask)).map((m) => m.skill.name));
  return {
    knowledge,
    doc,
    cv,
    opts,
    now,
    target,
    lowerText: doc.text.toLowerCase(),
    wordCount: lines.reduce((n, line) => n + cached(memo.lineWords, line, () => countWords(line)), 0),
    skills,
    hardSkills: skills.filter((m) => m.skill.kind === 'hard'),
    softSkills: skills.filter((m) => m.skill.kind === 'soft'),
    skillNames: new Set(skills.map((m) => m.skill.name)),
    evidencedSkills,
    bullets: achievements
      .map((b) => {
        const facts = cached(memo.bullets, b.text, () => analyseBullet(b, knowledge.actionVerbs));
        // the memo is keyed by text; the same words may sit in another role or section
        return facts.section === b.section && facts.experienceIndex === b.experienceIndex
          ? facts
          : { ...facts, section: b.section, experienceIndex: b.experienceIndex };
      })
      .filter((b) => b.words > 0),
    timeline: buildTimeline(cv, now),
    sectionTypes: new Set(cv.sections.map((s) => s.type)),
  };
}

/** The role title to name in text: the matched profile's, else what the user typed. */
export function roleTitle(ctx: ScoringContext): string {
  return ctx.target.role?.title ?? ctx.opts.targetRole.trim();
}
