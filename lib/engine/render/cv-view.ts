/**
 * What a generated CV says, in reading order, independent of PDF or DOCX: headings in the
 * requested language, dates in the region's format, empty sections dropped. The renderers only
 * decide how it looks.
 */
import type { JsonResume } from './json-resume-schema';
import { formatDateRange } from './format-dates';
import type { CvLanguage } from './languages';
import { sectionTypeOf, sectionTypeWithin } from '../cv/parse/heading-type';
import { stripBullet, wordCount } from '../cv/parse/text-shape';
import { LOCALE_TEXT, type SectionKey } from './locale-text';
import { documentTitle, type RegionProfile } from './regions';
import { degreeEntries, ENGLISH_DEGREE_LABELS, ENGLISH_JOB_LABELS, jobEntries } from './entry-layout';

export interface ViewEntry {
  title: string;
  /** printed on the title's line after it, in the details' style: a degree's dates */
  aside: string | null;
  /** employer / institution, location, dates: one line under the title */
  details: string[];
  /** lines of prose under the entry, each its own paragraph */
  paragraphs: string[];
  bullets: string[];
}

/**
 * "Carrier Ethernet devices (CPT": a skill whose bracket the CV never closed (its text was cut) is
 * printed with it closed, as the list is printed on one line: a reader takes the commas after an
 * open bracket for the bracket's own, and would read the rest of the list as one item.
 */
export function withBracketsClosed(item: string): string {
  let closing = '';
  for (const c of item) {
    if (c === '(' || c === '[') closing = (c === '(' ? ')' : ']') + closing;
    else if ((c === ')' || c === ']') && closing[0] === c) closing = closing.slice(1);
  }
  return `${item}${closing}`;
}

export interface ViewSkillGroup {
  /** null when the skills are one unlabelled list */
  label: string | null;
  items: string[];
}

export type ViewSection =
  | { key: 'summary'; heading: string; text: string }
  | { key: 'experience' | 'education' | 'projects' | 'volunteer'; heading: string; entries: ViewEntry[] }
  | { key: 'skills'; heading: string; groups: ViewSkillGroup[] }
  /** one item per bullet */
  | { key: 'certifications' | 'awards' | 'publications' | 'additional'; heading: string; items: string[] }
  /** items on one line */
  | { key: 'languages' | 'interests'; heading: string; items: string[] };

export interface CvView {
  /** "Ana Silva — CV": the PDF title and DOCX title */
  documentName: string;
  name: string;
  /**
   * The first line: the name, or without one the document's title ("Resume", "Lebenslauf"), so
   * the line a reader takes the name from never holds the summary or a job title instead.
   */
  masthead: string;
  headline: string | null;
  contact: string[];
  sections: ViewSection[];
}

export function buildCvView(
  cv: JsonResume,
  region: RegionProfile,
  language: CvLanguage,
  order: readonly SectionKey[],
): CvView {
  const text = LOCALE_TEXT[language];
  const headings = text.headings;
  const dates = (start?: string, end?: string, openEndMeansCurrent = false) =>
    formatDateRange(start, end, openEndMeansCurrent, region, language);
  // a job of one month is written as a range ("Jun 2004 – Jun 2004"): a lone date under a job reads as its start
  // a current job whose start is unknown keeps its open range ("– Present"): no date at all would read as undated
  const jobDates = (start?: string, end?: string, current?: boolean) =>
    start && start === end ? `${dates(start)} – ${dates(end)}` : !start && !end && current ? `– ${text.present}` : dates(start, end, true);
  const name = cv.basics.name.trim();
  const title = documentTitle(region, language);

  const build: Record<Exclude<SectionKey, 'additional'>, () => ViewSection | null> = {
    summary: () => (cv.basics.summary ? { key: 'summary', heading: headings.summary, text: cv.basics.summary } : null),
    experience: () =>
      nonEmpty(headings.experience, 'experience', jobEntries(cv.work.map((job) => ({
        position: job.position,
        employer: job.name,
        location: job.location,
        dates: jobDates(job.startDate, job.endDate, job.current),
        paragraphs: lines(job.summary),
        bullets: job.highlights,
      })), language === 'en' ? ENGLISH_JOB_LABELS : null)),
    education: () =>
      nonEmpty(headings.education, 'education', degreeEntries(cv.education.map((school) => ({
        institution: school.institution,
        degree: school.studyType,
        subject: school.area,
        dates: dates(school.startDate, school.endDate),
        grade: gradeLine(school.score, text.grade),
        notes: school.details ?? [],
        connector: text.degreeSubject,
      })), language === 'en' ? ENGLISH_DEGREE_LABELS : null)),
    projects: () => nonEmpty(headings.projects, 'projects', cv.projects.map(projectEntry)),
    volunteer: () =>
      nonEmpty(headings.volunteer, 'volunteer', (cv.volunteer ?? []).map((v) => ({
        title: v.position ?? v.organization ?? '',
        aside: null,
        details: present([v.position ? v.organization : undefined, dates(v.startDate, v.endDate, true)]),
        paragraphs: lines(v.summary),
        bullets: v.highlights,
      }))),
    awards: () => listed('awards', headings.awards, (cv.awards ?? []).map((a) => a.title)),
    publications: () => listed('publications', headings.publications, (cv.publications ?? []).map((p) => p.name)),
    interests: () => listed('interests', headings.interests, (cv.interests ?? []).map((i) => i.name)),
    skills: () => {
      const groups = cv.skills.filter((g) => g.keywords.length);
      if (!groups.length) return null;
      // A single group is the whole skills section; its name would only repeat the heading.
      const labelled = groups.length > 1;
      return {
        key: 'skills',
        heading: headings.skills,
        groups: groups.map((g) => ({ label: labelled ? g.name : null, items: g.keywords.map(withBracketsClosed) })),
      };
    },
    certifications: () =>
      cv.certificates.length
        ? { key: 'certifications', heading: headings.certifications, items: cv.certificates.map((c) => c.name) }
        : null,
    languages: () =>
      cv.languages.length
        ? {
            key: 'languages',
            heading: headings.languages,
            items: cv.languages.map(languageItem),
          }
        : null,
  };

  return {
    documentName: name ? `${name} — ${title}` : title,
    name,
    masthead: name || title,
    // without a name the headline would open the page and be read as the name
    headline: name ? (cv.basics.label ?? null) : null,
    contact: contactItems(cv.basics, language),
    sections: order
      .flatMap((key): (ViewSection | null)[] =>
        key === 'additional'
          ? (cv.additionalSections ?? []).map((s) => listed('additional', s.heading, s.lines.map((l) => stripBullet(l))))
          : [build[key]()],
      )
      .filter((s): s is ViewSection => s !== null),
  };
}

function nonEmpty(
  heading: string,
  key: 'experience' | 'education' | 'projects' | 'volunteer',
  entries: ViewEntry[],
): ViewSection | null {
  const kept = entries.filter((e) => e.title || e.details.length || e.bullets.length || e.paragraphs.length);
  return kept.length ? { key, heading, entries: kept } : null;
}

function listed(key: 'awards' | 'publications' | 'interests' | 'additional', heading: string, items: string[]): ViewSection | null {
  const kept = items.map((i) => i.trim()).filter(Boolean);
  return kept.length ? { key, heading, items: kept } : null;
}

/**
 * "Additional Technology Experience" as a project with nothing under it: a name that reads as a
 * section's heading, set bold on a line of its own, opens that section for a reader and takes the
 * projects after it along. With nothing of its own to head it is printed as a plain line.
 */
export function projectEntry(project: JsonResume['projects'][number]): ViewEntry {
  const paragraphs = lines(project.description);
  const bare = !paragraphs.length && !project.highlights.length;
  const heading = bare && (sectionTypeOf(project.name) !== null || (wordCount(project.name) <= 4 && sectionTypeWithin(project.name) !== null));
  return { title: heading ? '' : project.name, aside: null, details: [], paragraphs: heading ? [project.name] : paragraphs, bullets: project.highlights };
}

/**
 * A grade in words stands as written ("First Class Honours"); a number is named ("Grade: 3.8"), and so
 * is a word a reader takes for a section's heading on a line of its own ("honors" would open an
 * awards section and take the entries below it).
 */
export function gradeLine(score: string | undefined, label: string): string | null {
  if (!score) return null;
  return /^\p{L}/u.test(score) && !sectionTypeOf(score) ? score : `${label}: ${score}`;
}

/** A text field's lines (a summary kept line by line) as paragraphs. */
function lines(text: string | undefined): string[] {
  return (text ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
}

function contactItems(basics: JsonResume['basics'], language: CvLanguage): string[] {
  const place = basics.location;
  const location = place
    ? present([place.city, place.region ?? (place.countryCode ? countryName(place.countryCode, language) : undefined)]).join(', ')
    : '';
  return present([
    basics.email,
    basics.phone,
    location || undefined,
    // a profile the CV gives only as a handle is printed as it was: "LinkedIn: ana-silva"
    ...basics.profiles.map((p) => (p.url ? displayUrl(p.url) : p.username ? `${p.network}: ${p.username}` : undefined)),
    basics.url ? displayUrl(basics.url) : undefined,
  ]);
}

const countryNames = new Map<CvLanguage, Intl.DisplayNames>();

/** "PT" → "Portugal" / "DE" → "Deutschland": readers and parsers expect a country, not a code. */
function countryName(code: string, language: CvLanguage): string {
  // Building an Intl.DisplayNames costs milliseconds; one per language serves every render.
  let names = countryNames.get(language);
  if (!names) countryNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // not a valid region code
  }
}

/** URLs as people write them on a CV: no scheme, no "www.", no trailing slash. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/+$/, '');
}

function present(values: (string | null | undefined)[]): string[] {
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** "Englisch (C1)"; a level with its own bracket ("intermédiaire (B1)") follows a colon, as CVs print it, not a bracket in a bracket. */
export const languageItem = (l: JsonResume['languages'][number]) =>
  !l.fluency ? l.language : /[()]/.test(l.fluency) ? `${l.language}: ${l.fluency}` : `${l.language} (${l.fluency})`;
