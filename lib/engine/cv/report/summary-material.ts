/**
 * What generated text about the candidate is built from, taken from the CV facts: latest
 * title and employer, years, the skills to lead with, the best measured achievement and
 * evidence of leadership. Every sentence the engine writes about the candidate draws on these,
 * never on stock phrases.
 */
import type { BulletFacts } from '../score/bullet-facts';
import type { ScoringContext } from '../score/context';
import { roleTitle } from '../score/context';
import { lowerFirst } from '../score/text';
import { isAllCaps, recase } from '../parse/text-shape';
import { titleScore } from '../parse/job-title-words';
import { isOccupationTitle } from '../knowledge';
import { isBaseOfStrongVerb, isIrregularPast, pastTense } from '../score/verb-forms';

export interface SummaryMaterial {
  title: string;
  latestEmployer: string | null;
  employers: string[];
  /** whole years of experience, as the facts state them */
  years: number;
  /** hard skills to lead with: the target's core skills shown in use first */
  topSkills: string[];
  bestAchievement: BulletFacts | null;
  leadership: BulletFacts | null;
  /** jobs held (career breaks and entries that are not jobs left out) */
  roles: number;
}

// Leadership is a people verb with people as its object; "managed post-operative care" is not it.
const LEADING = /^(?:led|lead|leads|managed|manage|manages|mentored|mentor|coached|coach|hired|supervised|supervise|directed|headed|built|grew|trained|precept)\b/i;
const PEOPLE = /\b(?:team|teams|engineers|developers|people|staff|direct reports|analysts|nurses|agents|crews?|accountants|associates|apprentices|scientists|designers|guild|department|group|managers|reps)\b/i;

const isTitle = (title: string | null): title is string => !!title && title.length <= 120 && (titleScore(title) > 0 || isOccupationTitle(title));

const VOLUNTEER_TITLE = /\b(?:volunteer|volunteering|b[ée]n[ée]vole|voluntari[oa]|ehrenamtlich\w*|vrijwilliger)\b/i;

/** skills named by an adjective of languages spoken, which no sentence can have experience in */
const LANGUAGE_ABILITY = /^(?:bilingual|trilingual|multilingual)\b/i;

export function summaryMaterial(ctx: ScoringContext): SummaryMaterial {
  const t = ctx.timeline;
  const jobs = t.roles.filter((r) => r.kind === 'job');
  const latest = t.latest !== null ? t.roles[t.latest] : null;
  const core = new Set([...(ctx.target.role?.requiredHardSkills ?? []), ...(ctx.target.jd?.skills.map((s) => s.name) ?? [])]);
  const rank = (name: string) => (core.has(name) ? 0 : 2) + (ctx.evidencedSkills.has(name) ? 0 : 1);
  const topSkills = ctx.hardSkills
    // "Bilingual" describes the candidate; "experience in Bilingual" is no English
    .filter((m) => !LANGUAGE_ABILITY.test(m.skill.name))
    .map((m, i) => ({ name: m.skill.name, i, r: rank(m.skill.name), n: m.count }))
    .sort((a, b) => a.r - b.r || b.n - a.n || a.i - b.i)
    .map((s) => s.name);
  // a summary retells a bullet as "who led…" / "At X, cut…": one that does not open with a verb
  // it can narrate ("member of…", "precept graduate nurses") would print broken English
  const strong = ctx.knowledge.actionVerbs.strong;
  const achievements = ctx.bullets.filter((b) => b.quantified && narrates(asClause(b, strong), strong));
  // Quoting a bullet inside an English summary only works when the bullet is English too.
  const quotable = ctx.cv.language === 'en';
  const bestAchievement = !quotable
    ? null
    : achievements.find((b) => b.hasOutcome && b.words <= 30) ?? achievements.find((b) => b.words <= 30) ?? achievements[0] ?? null;
  const leadership = quotable ? (ctx.bullets.find((b) => LEADING.test(b.text) && PEOPLE.test(b.text) && narrates(asClause(b, strong), strong)) ?? null) : null;
  // "Volunteer, Cradles to Crayons" since 2021 beside an assistant principal's career: the summary
  // names the profession, not the unpaid post, when the CV shows one
  const paid = jobs.filter((r) => !r.title || !VOLUNTEER_TITLE.test(r.title));
  const volunteering = latest?.title && VOLUNTEER_TITLE.test(latest.title) && paid.some((r) => r.title);
  // "Team Size 15 Members", "Experiance Summary": a line the parse took for a title names no post,
  // and a summary opening with it would print it as the candidate's profession
  const named = (volunteering ? paid : jobs).filter((r) => isTitle(r.title));
  const headline = latest && !volunteering && isTitle(latest.title) ? latest : null;
  const held = headline?.title ?? latestHeldTitle(named);
  return {
    // with no title held, the target is an aim, not a title ("Aspiring Data Analyst"); with titles
    // printed but none that reads as one, there is no title to name
    title: held ? inSentenceCase(held) : jobs.some((r) => r.title) ? '' : aspiring(roleTitle(ctx)),
    latestEmployer: headline?.employer ?? null,
    employers: [...new Set(jobs.map((r) => r.employer).filter((e): e is string => Boolean(e)))],
    years: t.experienceYears,
    topSkills,
    bestAchievement,
    leadership,
    roles: jobs.length,
  };
}

/**
 * When the latest job prints no title, the most recent job that does: a summary names a title
 * the candidate held, never the occupation the analysis compared them with ("Financial
 * Controller" for a bank's assistant manager).
 */
function latestHeldTitle(jobs: readonly { title: string | null; start: number | null; end: number | null }[]): string | null {
  const titled = jobs.filter((r) => r.title);
  const when = (r: (typeof titled)[number]) => r.end ?? r.start ?? -Infinity;
  return titled.reduce<(typeof titled)[number] | null>((best, r) => (!best || when(r) > when(best) ? r : best), null)?.title ?? null;
}

const aspiring = (title: string) => (title ? `Aspiring ${title}` : title);

/**
 * The title as a sentence names it: one printed in capitals ("SENIOR ENVIRONMENTAL CONSULTANT")
 * would shout, its acronyms kept; a bracket after it is an aside about the post ("Peer Tutor (15
 * to 20 hours per week)", "Engineering Manager (L7)") that reads wrong before "skilled in".
 */
function inSentenceCase(title: string): string {
  if (title.length > 120) return title;
  const plain = title.replace(/\s*\([^()]*\)$/, '') || title;
  return isAllCaps(plain) ? recase(plain, 'en') : plain;
}

/** A bullet as a clause inside a sentence: lower-case start, no trailing full stop. */
export function asClause(b: BulletFacts, strongVerbs: ReadonlySet<string>): string {
  const text = lowerFirst(b.text.replace(/[\s.;]+$/, ''));
  // Bullets of a current role are often in the present tense ("Lead a team"); a summary narrates.
  // "Launch of a new architecture" opens with a noun: "launched of" would be no English
  const nounUse = /^\s+of\b/i.test(text.slice(b.opener.length));
  if (b.openerKind === 'strong' && !nounUse && !strongVerbs.has(b.opener) && pastTense(b.opener) !== b.opener) {
    return coordinatedAsPast(`${pastTense(b.opener)}${text.slice(b.opener.length)}`, strongVerbs);
  }
  return text;
}

/**
 * Whether a clause opens with a verb in the past tense, after an adverb at most ("continuously
 * improved"): what "who …" and "At X, …" need to read as English. A noun ("member of"), a base
 * form the verb list does not know ("precept") or a present-tense verb does not.
 */
export function narrates(clause: string, strongVerbs: ReadonlySet<string>): boolean {
  const words = clause.toLowerCase().match(/\p{L}+/gu) ?? [];
  const verb = /ly$/.test(words[0] ?? '') ? words[1] : words[0];
  if (!verb) return false;
  return strongVerbs.has(verb) || (/[^e]ed$/.test(verb) && verb.length > 4) || isIrregularPast(verb);
}

/**
 * "installed and test lighting", "owned the process and chair weekly reviews": once the opener
 * narrates, a verb coordinated with it must too. A base form after "and" is taken as a verb only
 * right after the opener or before a determiner ("and design reviews" may be a noun).
 */
export function coordinatedAsPast(clause: string, strongVerbs: ReadonlySet<string>): string {
  const opener = /^\S{1,40}/.exec(clause)?.[0];
  if (!opener) return clause;
  const rest = clause.slice(opener.length);
  // bounded words, no anchored backtracking: the scan stays linear on any text
  const m = /^ and (\p{Ll}{2,20})\b/u.exec(rest) ?? /\band (\p{Ll}{2,20})(?=\s+(?:the|a|an|all|every|each|weekly|daily|monthly|our|their|new|\d)\b)/u.exec(rest);
  if (!m || !isBaseOfStrongVerb(m[1], strongVerbs) || strongVerbs.has(m[1])) return clause;
  const at = opener.length + m.index + m[0].length - m[1].length;
  return `${clause.slice(0, at)}${pastTense(m[1])}${clause.slice(at + m[1].length)}`;
}

/** The employer a bullet belongs to, when known. */
export function employerOf(ctx: ScoringContext, b: BulletFacts): string | null {
  return b.experienceIndex !== null ? (ctx.cv.experience[b.experienceIndex]?.employer ?? null) : null;
}
