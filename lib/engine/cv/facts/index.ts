/**
 * The CV facts layer: one reading of a parsed CV that every output derives from — the
 * timeline, skills with their evidence, contact presence, sections, bullets and which state
 * figures, languages with levels. Computed once per CV and reference date, pure and plain data
 * (serialisable). An output that says something is absent says it from here, and only when
 * the facts say "absent" (the parse lacks it, the page shows no trace of it, and the layout
 * was read with confidence).
 */
import type { KnowledgeApi } from '../knowledge/types';
import type { ParsedCv } from '../types';
import { cvBullets, type CvBullets } from './bullets';
import { contactFacts, type ContactFacts } from './contact';
import { documentText } from './document-text';
import type { FactsMemo } from './memo';
import { languageFacts, type LanguageFact } from './languages';
import { sectionFacts, type SectionFacts } from './sections';
import { buildSkillFacts, type SkillFacts } from './skills';
import { buildTimeline, type TimelineFacts } from './timeline';
import { monthOfDate, printedPeriods } from './traces';

export interface CvFacts {
  /** the reference date of "Present", gaps and tenure (ISO date) */
  asOf: string;
  /**
   * the layout was read with confidence: lines as printed, little garbled text. Without it
   * nothing is called absent (the text may hold what the parser could not separate).
   */
  readable: boolean;
  timeline: TimelineFacts;
  skills: SkillFacts;
  contact: ContactFacts;
  sections: SectionFacts;
  bullets: CvBullets;
  languages: LanguageFact[];
}

export interface FactsOptions {
  /** reference date: the analysis's own date, so every output of one analysis agrees */
  asOf: Date;
  knowledge: KnowledgeApi;
  /** the analysis's caches, when it reads several versions of one CV */
  memo?: FactsMemo;
}

/** Text pasted without line breaks runs for hundreds of characters a line. */
const RUN_ON_LINE = 400;
const GARBLED = /[\uE000-\uF8FF\uFFFD]|\(cid:\d+\)/g;

function isReadable(lines: readonly string[], text: string): boolean {
  if (lines.some((l) => l.length > RUN_ON_LINE)) return false;
  return (text.match(GARBLED)?.length ?? 0) <= text.length * 0.02;
}


export function buildCvFacts(cv: ParsedCv, opts: FactsOptions): CvFacts {
  const doc = documentText(cv);
  const readable = doc.fromFields || isReadable(doc.lines, doc.text);
  const asOfMonth = monthOfDate(opts.asOf);
  const timeline = buildTimeline(cv, asOfMonth, printedPeriods(doc, asOfMonth, opts.memo?.periods), opts.memo?.roleShapes);
  return {
    asOf: opts.asOf.toISOString().slice(0, 10),
    readable,
    timeline,
    skills: buildSkillFacts(cv, opts.knowledge, timeline, doc.text),
    contact: contactFacts(cv.contact, doc, readable),
    sections: sectionFacts(cv, doc, readable, opts.memo?.headings),
    bullets: cvBullets(cv, doc, readable),
    languages: languageFacts(cv, doc),
  };
}

/**
 * The whole years of experience an output may state, or null when they cannot be counted: the
 * CV shows work (as roles or a trace of them) but no job carries a readable date, so "0 years"
 * would contradict it ("Over 10 years of experience" in a summary the parser could not date).
 */
export function countedYears(facts: Pick<CvFacts, 'timeline' | 'sections'>): number | null {
  if (facts.timeline.experienceMonths > 0) return facts.timeline.experienceYears;
  return facts.sections.presence.experience === 'absent' ? 0 : null;
}

/** "7 years of experience", or the reason no figure is given. */
export const yearsPhrase = (years: number | null) => (years === null ? 'undated experience' : `${years} year${years === 1 ? '' : 's'} of experience`);

const memo = new WeakMap<ParsedCv, Map<string, { knowledge: KnowledgeApi; facts: CvFacts }[]>>();

/**
 * The facts of a CV, computed once per parsed CV, reference date and knowledge base: the
 * report, interview prep, skill gap and improved CV of one analysis share the same object.
 */
export function cvFactsOf(cv: ParsedCv, opts: FactsOptions): CvFacts {
  const key = opts.asOf.toISOString().slice(0, 10);
  let byDate = memo.get(cv);
  if (!byDate) memo.set(cv, (byDate = new Map()));
  const list = byDate.get(key) ?? [];
  const hit = list.find((e) => e.knowledge === opts.knowledge);
  if (hit) return hit.facts;
  const facts = buildCvFacts(cv, opts);
  byDate.set(key, [...list, { knowledge: opts.knowledge, facts }]);
  return facts;
}

export { cached } from './cached';
export { cvCountry } from './contact';
export { createFactsMemo, type FactsMemo } from './memo';
export { shown, type Presence } from './presence';
export { ACHIEVEMENT_SECTIONS, type BulletFact, type CvBullets } from './bullets';
export type { ContactFacts, ContactField, ContactFieldName } from './contact';
export { figuresIn, hasPlaceholder, inventedFigures, isQuantified, PLACEHOLDER_PATTERN } from './figures';
export type { LanguageFact } from './languages';
export { isFixedTerm, shareFieldWord, type RoleKind } from './role-shape';
export { yearsStated } from './years-stated';
export type { KeptSection, SectionFacts, SectionPresence } from './sections';
export { isWordChar, maskNames, nonSkillNames, shownInUse, usageMentions, type MentionSource, type SkillEvidence, type SkillFacts, type SkillMention } from './skills';
export { careerJobs, coveredMonths, datedRoles, GAP_MONTHS, monthLabel, SHORT_TENURE_MONTHS, type TimelineFacts, type TimelineGap, type TimelineRole } from './timeline';
