/**
 * ParsedCv → JSON Resume: the faithful `structured_cv` of a generation, before any improvement.
 * Nothing is added that the parser did not find; empty values are omitted, not blanked.
 */
import type { Contact, EducationEntry, ExperienceEntry, ParsedCv } from '../analysis/types';
import type { JsonResume } from './json-resume-schema';
import { toResumeDate } from './resume-date';

export { JsonResumeSchema, type JsonResume } from './json-resume-schema';

/** Name of the single skill group when the CV's skills are not categorised. */
export const UNGROUPED_SKILLS = 'Skills';

export function toJsonResume(cv: ParsedCv): JsonResume {
  const skills = unique(cv.listedSkills.map(clean).filter(isPresent));
  return {
    basics: toBasics(cv.contact, cv),
    work: cv.experience.map(toWork),
    education: cv.education.map(toEducation),
    skills: skills.length ? [{ name: UNGROUPED_SKILLS, keywords: skills }] : [],
    languages: cv.languages
      .filter((l) => clean(l.language))
      .map((l) => compact({ language: clean(l.language)!, fluency: clean(l.proficiency) })),
    certificates: cv.certifications.map(clean).filter(isPresent).map((name) => ({ name })),
    projects: cv.projects
      .filter((p) => clean(p.name))
      .map((p) =>
        compact({
          name: clean(p.name)!,
          description: clean(p.description),
          highlights: p.bullets.map(clean).filter(isPresent),
        }),
      ),
  };
}

function toBasics(contact: Contact, cv: ParsedCv): JsonResume['basics'] {
  const profiles: JsonResume['basics']['profiles'] = [];
  if (contact.linkedin) profiles.push(toProfile('LinkedIn', contact.linkedin));
  if (contact.github) profiles.push(toProfile('GitHub', contact.github));
  const location = toLocation(contact.location, contact.country);
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

function toLocation(location: string | null, country: string | null): JsonResume['basics']['location'] {
  const parts = (location ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  // "Austin, TX" / "Austin, TX, USA": the second part is a US/CA-style region code.
  const region = parts[1] && /^[A-Z]{2,3}$/.test(parts[1]) ? parts[1] : undefined;
  const countryCode = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;
  if (!parts[0] && !countryCode) return undefined;
  return compact({ city: parts[0], region, countryCode });
}

function toWork(entry: ExperienceEntry): JsonResume['work'][number] {
  return compact({
    name: clean(entry.employer),
    position: clean(entry.title),
    location: clean(entry.location),
    startDate: toResumeDate(entry.start),
    // JSON Resume marks a current job by leaving endDate out.
    endDate: entry.current ? undefined : toResumeDate(entry.end),
    summary: clean(entry.description.join(' ')),
    highlights: entry.bullets.map(clean).filter(isPresent),
  });
}

function toEducation(entry: EducationEntry): JsonResume['education'][number] {
  return compact({
    institution: clean(entry.institution),
    area: clean(entry.field),
    studyType: clean(entry.degree),
    startDate: toResumeDate(entry.start),
    endDate: toResumeDate(entry.end),
    score: clean(entry.grade),
  });
}

function clean(value: string | null | undefined): string | undefined {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text || undefined;
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
