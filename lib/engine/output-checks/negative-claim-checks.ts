/**
 * Contradicted negative claims: an output says something is absent, missing, zero or
 * unreadable ("No LinkedIn profile", "No skills section was found", "0 of 8 bullets state a
 * number", "2 of 2 languages have no level", "not found anywhere in the CV") while the page
 * shows it. Every string of every output is read; each claim counts once per output and subject.
 */
import type { InterviewPrepContent } from '../../schemas/interview-prep';
import type { Result, SectionReport } from '../../schemas/analysis';
import type { SkillGapContent } from '../../schemas/skill-gap';
import { isLanguageName } from '../cv/parse/languages';
import {
  hasBullets,
  hasEducation,
  hasEmail,
  hasExperience,
  hasGithub,
  hasLinkedIn,
  hasLocation,
  hasName,
  hasPhone,
  hasSection,
  hasSkillsList,
  hasWebsite,
  labelledJobFor,
  languagesWithLevel,
  measuredBullets,
  mentionsSkill,
  type CvTruth,
} from './cv-truth';
import { finding, type Finding } from './finding';

export interface ClaimOutputs {
  result: Result;
  sections: SectionReport[];
  interview: InterviewPrepContent;
  skillGap: SkillGapContent;
}

interface Claim {
  /** what the claim is about, for counting once per output */
  subject: (m: RegExpMatchArray) => string;
  pattern: RegExp;
  /** why the page contradicts it, or null when the claim holds */
  contradicted: (t: CvTruth, m: RegExpMatchArray) => string | null;
}

const when = (present: boolean, why: string) => (present ? why : null);

const CLAIMS: Claim[] = [
  { subject: () => 'linkedin', pattern: /\b(?:No|Missing|missing:?) LinkedIn\b/, contradicted: (t) => when(hasLinkedIn(t), 'the page names LinkedIn') },
  { subject: () => 'github', pattern: /\bNo GitHub profile\b/, contradicted: (t) => when(hasGithub(t), 'the page links a GitHub profile') },
  { subject: () => 'portfolio', pattern: /\bNo portfolio link\b/, contradicted: (t) => when(hasWebsite(t), 'the page prints a web address') },
  { subject: () => 'email', pattern: /\b(?:No|Missing|missing) email(?: address)?\b/, contradicted: (t) => when(hasEmail(t), 'the page prints an email address') },
  { subject: () => 'phone', pattern: /\b(?:No|Missing|missing:?) phone number\b/, contradicted: (t) => when(hasPhone(t), 'the page prints a phone number') },
  { subject: () => 'location', pattern: /\b(?:No|Missing|missing:?) location\b/, contradicted: (t) => when(hasLocation(t), 'the labels give a location') },
  { subject: () => 'name', pattern: /\bNo name was found\b/, contradicted: (t) => when(hasName(t), 'the labels give a name') },
  {
    subject: () => 'summary',
    pattern: /\bNo (?:professional )?summary\b/,
    contradicted: (t) => when(hasSection(t, 'summary'), 'the page has a summary heading'),
  },
  {
    subject: () => 'skills section',
    pattern: /\bNo skills section\b|\bmissing skills section\b|skills section: none listed/,
    contradicted: (t) => when(hasSkillsList(t), 'the page has a skills list'),
  },
  {
    subject: () => 'experience',
    pattern: /\bNo work experience\b|\blists no work experience\b|\bno work history\b|\bmissing experience section\b/i,
    contradicted: (t) => when(hasExperience(t), 'the page prints jobs'),
  },
  {
    subject: () => 'education',
    pattern: /\bNo education section\b|\bmissing education section\b/,
    contradicted: (t) => when(hasEducation(t), 'the page prints education'),
  },
  {
    subject: () => 'certifications',
    pattern: /\bNo certifications are listed\b|\blists no certifications\b|\bno certifications section\b/,
    contradicted: (t) => when(hasSection(t, 'certifications'), 'the page has a certifications heading'),
  },
  {
    subject: () => 'bullets',
    pattern: /\bNo bullet points were found\b|\bNo achievement bullets\b|\bhas no bullet points\b|\bNo sentences or bullets were found\b/,
    contradicted: (t) => when(hasBullets(t), 'the page has bullet points'),
  },
  {
    subject: () => 'measured bullets',
    pattern: /\b(?:Only )?0 of (\d+) (?:bullets|project bullets)\b[^.]*\b(?:state|carry|measured)|\bNone of the bullets is measured\b/,
    contradicted: (t) => {
      const measured = measuredBullets(t);
      return measured.length ? `the page has measured bullets, e.g. "${measured[0].slice(0, 80)}"` : null;
    },
  },
  {
    subject: () => 'dated roles',
    pattern: /\bNo dated work experience\b|\bNo dated roles\b/,
    contradicted: (t) => when((t.labels?.jobs ?? []).some((j) => j.start), 'the labelled jobs have dates'),
  },
  {
    subject: (m) => `dates of ${m[1]}`,
    pattern: /(?:No (?:readable )?dates for|gives no dates for) (.+?)(?:\.|,? and |, (?=\p{Lu})| When did)/u,
    contradicted: (t, m) => {
      const [title, employer] = m[1].split(' at ');
      const job = labelledJobFor(t, title ?? null, employer ?? title ?? null);
      return job?.start ? `the labelled job ${job.title} at ${job.company} is dated ${job.start}` : null;
    },
  },
  {
    subject: () => 'language levels',
    pattern: /\b(\d+) of (\d+) languages have no level\b/,
    contradicted: (t, m) => {
      const named = [...new Set(t.segments.flatMap((s) => s.match(/\p{L}+/gu) ?? []).filter(isLanguageName))];
      const levelled = languagesWithLevel(t, named);
      const claimedWithLevel = Number(m[2]) - Number(m[1]);
      return levelled.length > claimedWithLevel ? `the page gives a level for ${levelled.join(', ')}` : null;
    },
  },
  {
    subject: (m) => `skill ${m[1]}`,
    pattern: /^(.+?) is (?:a required skill|a preferred skill|a soft skill|a core leadership skill)\b.*The CV: (?:not found anywhere in the CV|not recognised in the CV's)/,
    contradicted: (t, m) => when(mentionsSkill(t, m[1]), `the page mentions ${m[1]}`),
  },
  {
    subject: (m) => `skill ${m[1]}`,
    pattern: /^Claims to know (.+) well although it is absent from the CV$/,
    contradicted: (t, m) => when(mentionsSkill(t, m[1]), `the page mentions ${m[1]}`),
  },
];

/** Every string of an output with the field it sits in. */
function strings(value: unknown, where: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, where, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

export function negativeClaimChecks(outputs: ClaimOutputs, t: CvTruth): Finding[] {
  const texts = [
    ...strings(outputs.result, 'report'),
    ...strings(outputs.sections, 'report.sections'),
    ...strings(outputs.interview, 'interview'),
    ...strings(outputs.skillGap, 'skill_gap'),
  ];
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const [where, text] of texts) {
    for (const claim of CLAIMS) {
      const m = text.match(claim.pattern);
      if (!m) continue;
      const key = `${where.split('.')[0]}|${claim.subject(m)}`;
      if (seen.has(key)) continue;
      const why = claim.contradicted(t, m);
      if (!why) continue;
      seen.add(key);
      out.push(finding('contradicted_negative_claims', where, `"${text.slice(0, 140)}" — ${why}`));
    }
  }
  return out;
}

/** The negative claims an output makes, contradicted or not: for the tests of both polarities. */
export function negativeClaimSubjects(outputs: ClaimOutputs): Set<string> {
  const subjects = new Set<string>();
  const texts = [...strings(outputs.result, 'report'), ...strings(outputs.sections, 'report.sections'), ...strings(outputs.interview, 'interview'), ...strings(outputs.skillGap, 'skill_gap')];
  for (const [, text] of texts) {
    for (const claim of CLAIMS) {
      const m = text.match(claim.pattern);
      if (m) subjects.add(claim.subject(m));
    }
  }
  return subjects;
}
