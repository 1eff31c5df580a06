/**
 * ParsedCv → JSON Resume: the faithful `structured_cv` of a generation, before any improvement.
 * Nothing is added that the CV does not show, and nothing it shows is dropped: sections no
 * parsed field holds (awards, publications, volunteering, interests, a heading of the CV's own)
 * are kept as written, languages keep their levels, a profile printed as a handle keeps its
 * handle. Text is made sendable (no icon glyphs, fill-ins or lorem ipsum); empty values are
 * omitted, not blanked.
 */
import { cvFactsOf, type CvFacts } from '../cv/facts';
import { knowledge } from '../cv/knowledge';
import { parseExperience } from '../cv/parse/experience';
import { fold, stripBullet } from '../cv/parse/text-shape';
import type { Contact, EducationEntry, ExperienceEntry, ExtractedLine, ParsedCv } from '../cv/types';
import type { JsonResume } from './json-resume-schema';
import { certificateName } from './certificate-name';
import { markedItems } from './marked-items';
import { toResumeDate } from './resume-date';
import { resumeLocation } from './resume-location';
import { sendableText } from './sendable-text';

export { JsonResumeSchema, type JsonResume } from './json-resume-schema';

/** Name of the single skill group when the CV's skills are not categorised. */
export const UNGROUPED_SKILLS = 'Skills';

/** The CV facts a generation reads; their reference date does not matter to it (no dates are computed). */
export function generationFacts(cv: ParsedCv): CvFacts {
  return cvFactsOf(cv, { asOf: new Date(), knowledge });
}

export function toJsonResume(cv: ParsedCv, facts: CvFacts = generationFacts(cv)): JsonResume {
  const skills = unique(cv.listedSkills.map(clean).filter(isPresent));
  const kept = keptSections(facts);
  const printed = printedEducation(cv);
  return {
    basics: toBasics(cv.contact, cv, facts),
    work: cv.experience.map(toWork),
    education: cv.education.map((entry) => toEducation(entry, printed)),
    skills: skills.length ? [{ name: UNGROUPED_SKILLS, keywords: skills }] : [],
    languages: facts.languages
      .filter((l) => clean(l.language))
      .map((l) => compact({ language: clean(l.language)!, fluency: clean(l.level) })),
    certificates: cv.certifications.map(clean).filter(isPresent).map((name) => ({ name: certificateName(name) })),
    projects: cv.projects
      .filter((p) => clean(p.name))
      .map((p) =>
        compact({
          name: clean(p.name)!,
          description: clean(p.description),
          highlights: p.bullets.map(clean).filter(isPresent),
        }),
      ),
    ...kept,
  };
}

function toBasics(contact: Contact, cv: ParsedCv, facts: CvFacts): JsonResume['basics'] {
  const profiles: JsonResume['basics']['profiles'] = [];
  const linkedin = contact.linkedin ? toProfile('LinkedIn', contact.linkedin) : handleProfile('LinkedIn', facts.contact.linkedin);
  const github = contact.github ? toProfile('GitHub', contact.github) : handleProfile('GitHub', facts.contact.github);
  if (linkedin) profiles.push(linkedin);
  if (github) profiles.push(github);
  const location = resumeLocation(contact.location, contact.country);
  return compact({
    name: clean(contact.name) ?? '',
    label: clean(cv.experience.find((e) => clean(e.title))?.title ?? null),
    email: clean(contact.email),
    phone: clean(contact.phone),
    url: clean(contact.website),
    summary: clean(cv.summary),
    location,
    profiles,
  });
}

function toProfile(network: string, value: string): JsonResume['basics']['profiles'][number] {
  const url = /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  // The username is the last path segment: linkedin.com/in/ana-silva → ana-silva.
  const username = url.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop();
  return compact({ network, url, username: username && !username.includes('.') ? username : undefined });
}

/** A profile the CV prints only as a handle or labelled icon ("LinkedIn: ana-silva"): the handle, no invented address. */
function handleProfile(network: string, field: CvFacts['contact']['linkedin']): JsonResume['basics']['profiles'][number] | null {
  const handle = field.presence === 'trace' ? clean(field.value) : undefined;
  return handle ? { network, username: handle } : null;
}

function toWork(entry: ExperienceEntry): JsonResume['work'][number] {
  return compact({
    name: clean(entry.employer),
    position: clean(entry.title),
    location: clean(entry.location),
    startDate: toResumeDate(entry.start),
    // JSON Resume marks a current job by leaving endDate out.
    endDate: entry.current ? undefined : toResumeDate(entry.end),
    current: entry.current && !toResumeDate(entry.start) ? true : undefined,
    // each line of prose stays a line of its own: joined, separate items would run together
    summary: paragraphs(entry.description),
    highlights: entry.bullets.map(clean).filter(isPresent),
  });
}

/** the education sections' text, folded, to see how the CV itself names its degrees */
const printedEducation = (cv: ParsedCv) =>
  fold(cv.sections.filter((s) => s.type === 'education').flatMap((s) => s.lines).join(' ').slice(0, 20_000));

/** a degree's kind alone, which names the degree only with its subject ("Kenya Certificate" names one already) */
const BARE_DEGREE = /^(?:bachelor|master|doctor|associate|(?:graduate|postgraduate|advanced)\s+(?:diploma|certificate)|diploma|certificate)$/i;

/**
 * "Bachelor of Physiotherapy", "Master of Musculoskeletal and Sports Physiotherapy": the parser keeps
 * the degree and its subject apart and drops the word between them; where the CV names the degree
 * with "of" before its subject (the subject's first word after it), that is the degree's name, which the improved CV keeps whole (joined
 * with "in" it would be another title than the one conferred).
 */
export function degreeAsNamed(degree: string | null, field: string | null, printed: string): { degree: string | null; field: string | null } {
  if (!degree || !field || !BARE_DEGREE.test(degree.trim()) || degree.length + field.length > 200) return { degree, field };
  // the subject may wrap onto the line below the dates, so its first word is what follows "of" for sure
  const opening = `${degree} of ${field.split(/\s+/)[0]}`;
  return printed.includes(fold(opening)) ? { degree: `${degree} of ${field}`, field: null } : { degree, field };
}

function toEducation(entry: EducationEntry, printed: string): JsonResume['education'][number] {
  const { degree, field } = degreeAsNamed(entry.degree, entry.field, printed);
  return compact({
    institution: clean(entry.institution),
    area: clean(field),
    studyType: clean(degree),
    startDate: toResumeDate(entry.start),
    endDate: toResumeDate(entry.end),
    score: clean(entry.grade),
    details: entry.details?.some((d) => clean(d)) ? entry.details.map(clean).filter(isPresent) : undefined,
  });
}

/** ExtractedLine stand-ins, so the parser's entry reader can run on a kept section's lines. */
const asLines = (texts: string[]): ExtractedLine[] =>
  texts.map((text) => ({ text, page: 1, column: 0, x: 0, y: 0, fontSize: 0, bold: false, headingHint: false, gapBefore: 0 }));

const items = (lines: string[]) => lines.map((l) => clean(stripBullet(l))).filter(isPresent);

/** Sections no parsed field holds, in JSON Resume's own keys where it has one. */
function keptSections(facts: CvFacts): Pick<JsonResume, 'awards' | 'publications' | 'volunteer' | 'interests' | 'additionalSections'> {
  const out: Required<Pick<JsonResume, 'awards' | 'publications' | 'volunteer' | 'interests' | 'additionalSections'>> = {
    awards: [],
    publications: [],
    volunteer: [],
    interests: [],
    additionalSections: [],
  };
  for (const section of facts.sections.kept) {
    if (section.type === 'awards') out.awards.push(...items(markedItems(section.lines)).map((title) => ({ title })));
    else if (section.type === 'publications') out.publications.push(...items(markedItems(section.lines)).map((name) => ({ name })));
    else if (section.type === 'interests') {
      // "Carnatic music  Trekking": interests side by side in a grid are set apart by a wide gap
      out.interests.push(...items(section.lines.flatMap((l) => l.split(/\s*[,;|•·]\s*|\s{2,}/))).map((name) => ({ name })));
    } else if (section.type === 'volunteer') out.volunteer.push(...toVolunteer(section.lines));
    else {
      const lines = section.lines.map(clean).filter(isPresent);
      const heading = clean(section.heading);
      if (heading && lines.length) out.additionalSections.push({ heading, lines });
    }
  }
  return Object.fromEntries(Object.entries(out).filter(([, list]) => list.length)) as typeof out;
}

/** Volunteering is written like jobs: organisation, role, dates, bullets; lines the entry reader cannot place stay as highlights. */
function toVolunteer(lines: string[]): NonNullable<JsonResume['volunteer']> {
  const entries = parseExperience(asLines(lines));
  const placed = entries.flatMap((e) => [e.title, e.employer, e.location, e.rawDates, ...e.bullets, ...e.description]).join('\n');
  // every line must land somewhere (the reader drops bullets above the first entry): otherwise keep the lines as they are
  const lost = lines.some((l) => !placed.includes(stripBullet(l).trim().slice(0, 12)));
  if (!entries.length || lost) return [{ highlights: items(lines) }];
  return entries.map((e) =>
    compact({
      organization: clean(e.employer),
      position: clean(e.title),
      startDate: toResumeDate(e.start),
      endDate: e.current ? undefined : toResumeDate(e.end),
      summary: paragraphs(e.description),
      highlights: e.bullets.map(clean).filter(isPresent),
    }),
  );
}

function paragraphs(lines: string[]): string | undefined {
  const kept = lines.map(clean).filter(isPresent);
  return kept.length ? kept.join('\n') : undefined;
}

function clean(value: string | null | undefined): string | undefined {
  return sendableText(value);
}

function isPresent(value: string | undefined): value is string {
  return value !== undefined;
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
}

/** Drops undefined keys so the JSON has no `"field": undefined` noise and validates as optional. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
