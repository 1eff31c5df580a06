/**
 * Skills with their evidence: every known skill on the CV and where it is printed (skills
 * section, which bullet, a job title, a project, a certification, a degree's subject, the summary), with the
 * months of the dated jobs that use it. The report, interview prep, skill gap and improved CV
 * all decide "the CV has this skill" from here, so none can call absent what another lists.
 */
import type { KnowledgeApi, SkillInfo } from '../knowledge/types';
import type { ParsedCv, SectionType } from '../types';
import { figuresIn } from './figures';
import { coveredMonths, type TimelineFacts } from './timeline';
import { titleActivities } from './title-activity';

/** 'education': the subject of a degree ("BSc Statistics"), evidence of study rather than of use */
export type MentionSource = 'bullet' | 'description' | 'title' | 'project' | 'certification' | 'education' | 'summary' | 'listed';

export interface SkillMention {
  text: string;
  source: MentionSource;
  /** index into ParsedCv.experience when the mention belongs to a job */
  experienceIndex: number | null;
}

export interface SkillEvidence {
  skill: SkillInfo;
  /** named in the skills section */
  listed: boolean;
  /** mentions outside the skills list */
  mentions: SkillMention[];
  /** experience entries whose title, bullets or description mention the skill */
  roleIndexes: number[];
  /** months of the dated jobs that mention it, overlaps counted once */
  months: number;
  /** a bullet mentioning it carries a number (a measured result) */
  quantified: boolean;
  /** a bullet mentioning it describes leading, managing or mentoring */
  leadership: boolean;
  /** occurrences over the CV's sections (headings and the names of employers and places left out) */
  count: number;
  /** section types it occurs in */
  sections: SectionType[];
}

export interface SkillFacts {
  /** every skill the CV shows, in order of first occurrence in the document */
  found: SkillEvidence[];
  /**
   * skills the page names anywhere, employer and place names included ("Oracle India Pvt Ltd"
   * names Oracle), and where a guard keeps them from counting as the skill ("Epic super user"):
   * a skill outside this set is the only kind the outputs may call absent
   */
  mentioned: string[];
}

const LEADERSHIP = /\b(led|lead|leading|managed|manage|managing|mentored|mentoring|coached|supervised|directed|headed|hired|owned)\b/i;
const YEAR = /^(?:19|20)\d\d$/;

/**
 * "VBA Registered Plumber", "NMC Registered Nurse", "ICAEW Chartered Accountant": the capitals
 * before a registration name the body that keeps the register, not a skill ("VBA" is no Visual
 * Basic there). A certificate's issuer ("AWS Certified …") names what it tests, so stays.
 */
const REGISTERED_BY = /(?<![\p{L}\p{N}])(\p{Lu}{2,6})\s+(?:[Rr]egistered|[Ll]icensed|[Cc]hartered|REGISTERED|LICENSED|CHARTERED)(?![\p{L}])/gu;

function registeringBodies(certification: string): string[] {
  return [...certification.matchAll(REGISTERED_BY)].map((m) => m[1]);
}

/**
 * Employers, institutions, places and the candidate's own name are not skills: "Cartwheel
 * Logistics" does not show Logistics, "Spring, TX" does not show Spring. These strings are
 * blanked out of the text before skills are searched (the rest of the line still counts).
 */
export function nonSkillNames(cv: ParsedCv): string[] {
  const names = [
    ...cv.certifications.flatMap(registeringBodies),
    ...cv.experience.flatMap((e) => [e.employer, e.location]),
    ...cv.education.map((e) => e.institution),
    cv.contact.location,
    cv.contact.name,
  ];
  const kept = names.map((n) => n?.trim() ?? '').filter((n) => n.length >= 2);
  // longest first, so "Spring Health Inc." is blanked before "Spring Health"
  return [...new Set(kept)].sort((a, b) => b.length - a.length);
}

/** a letter or digit: what a whole-word match may not touch on either side */
export const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

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

export function buildSkillFacts(cv: ParsedCv, knowledge: KnowledgeApi, timeline: TimelineFacts, wholeText: string): SkillFacts {
  const names = nonSkillNames(cv);
  const mask = (text: string) => (names.length ? maskNames(text, names) : text);
  const found = new Map<string, SkillEvidence>();
  const item = (skill: SkillInfo) => {
    let e = found.get(skill.name);
    if (!e) {
      e = { skill, listed: false, mentions: [], roleIndexes: [], months: 0, quantified: false, leadership: false, count: 0, sections: [] };
      found.set(skill.name, e);
    }
    return e;
  };

  // Section by section (headings left out), so that a name wrapped over two lines ("Electronic
  // / medical records") still reads as one text; a CV built from fields has its fields instead.
  const texts: Array<[SectionType, string]> = cv.sections.length
    ? cv.sections.map((s) => [s.type, s.lines.join('\n')])
    : [['other', wholeText]];
  const mentioned = new Set<string>();
  const sectionSkills = new Set<string>();
  // the whole CV decides a spelling two skills share: "Blueprints" with Unreal anywhere is Unreal Blueprints
  const document = mask(wholeText);
  for (const [type, text] of texts) {
    if (!text.trim()) continue;
    const masked = mask(text);
    // a skills section is a skills context: there LinkedIn, Go or Slack may be skills
    for (const m of knowledge.findSkills(masked, type === 'skills' ? 'skills' : type === 'contact' ? 'contact' : 'text', document)) {
      sectionSkills.add(m.skill.name);
      const e = item(m.skill);
      e.count += m.count;
      if (!e.sections.includes(type)) e.sections.push(type);
    }
    // what the page spells, in names of employers and places too and where it may not read as the skill ("Epic super user")
    for (const m of knowledge.findSkills(text, 'named')) mentioned.add(m.skill.name);
  }
  // a heading can name a skill too ("GIT" above a repository link)
  for (const s of cv.sections) if (s.heading.trim()) for (const m of knowledge.findSkills(s.heading, 'named')) mentioned.add(m.skill.name);

  const record = (text: string, source: MentionSource, experienceIndex: number | null, shown = text) => {
    if (!text.trim()) return;
    for (const { skill } of knowledge.findSkills(mask(text), source === 'listed' ? 'skills' : 'text', document)) {
      // a listed item cut from prose ("Elementary, Spring, TX" → "Spring") is a skill only when its section reads it as one
      if (source === 'listed' && skill.ambiguous && cv.sections.length > 0 && !sectionSkills.has(skill.name)) continue;
      // a degree shows the knowledge it studied, not a manner of working ("BA Communication" is no evidence of communicating well)
      if (source === 'education' && skill.kind === 'soft') continue;
      const e = item(skill);
      if (source === 'listed') e.listed = true;
      else e.mentions.push({ text: shown, source, experienceIndex });
      if (experienceIndex !== null && !e.roleIndexes.includes(experienceIndex)) e.roleIndexes.push(experienceIndex);
      if (source === 'bullet' || source === 'project') {
        if (figuresIn(text).some((n) => !YEAR.test(n))) e.quantified = true;
        if (LEADERSHIP.test(text)) e.leadership = true;
      }
    }
  };
  for (const skill of cv.listedSkills) record(skill, 'listed', null);
  cv.experience.forEach((entry, index) => {
    if (entry.title) {
      record(entry.title, 'title', index);
      // the mention shows the title as printed, not the activity read from it
      const activities = titleActivities(entry.title);
      if (activities) record(activities, 'title', index, entry.title);
    }
    for (const bullet of entry.bullets) record(bullet, 'bullet', index);
    for (const line of entry.description) record(line, 'description', index);
  });
  for (const bullet of cv.bullets) if (bullet.experienceIndex === null && bullet.section !== 'skills') record(bullet.text, bullet.section === 'projects' ? 'project' : 'bullet', null);
  for (const project of cv.projects) for (const text of [project.name, project.description ?? '', ...project.bullets]) record(text, 'project', null);
  for (const cert of cv.certifications) record(cert, 'certification', null);
  // the degree and its field, the school's name masked like every employer's: "BSc Statistics" evidences Statistics
  for (const entry of cv.education) record([entry.degree, entry.field].filter(Boolean).join('\n'), 'education', null);
  if (cv.summary) record(cv.summary, 'summary', null);

  const jobsUsing = (indexes: number[]) => timeline.roles.filter((r) => r.kind === 'job' && indexes.includes(r.index));
  for (const e of found.values()) {
    e.months = coveredMonths(jobsUsing(e.roleIndexes));
    // the same bullet can reach a skill through the job and through the bullet list
    e.mentions = e.mentions.filter((m, i, all) => all.findIndex((o) => o.text === m.text && o.source === m.source) === i);
  }
  for (const e of found.values()) {
    mentioned.add(e.skill.name);
    // found through a field only (a title the section text wraps differently): it occurs at least once
    e.count = Math.max(e.count, 1);
  }
  return { found: [...found.values()], mentioned: [...mentioned] };
}

/** Mentions that show the skill being used (not merely named in a list or a summary). */
export function usageMentions(item: SkillEvidence): SkillMention[] {
  return item.mentions.filter((m) => m.source === 'bullet' || m.source === 'description' || m.source === 'project');
}

/** Used in the summary or in prose about the work: evidence beats a bare list. */
export function shownInUse(item: SkillEvidence): boolean {
  return item.mentions.some((m) => m.source !== 'title' && m.source !== 'certification' && m.source !== 'education');
}

