import { attachLoneDates, isPrivateDrivingLicence, splitCertifications, withIssuerLinesJoined } from './certifications';
import { lookupSkill } from '../knowledge';
import type { Bullet, ExperienceEntry, ExtractedDocument, ExtractedLine, ParsedCv, SectionType } from '../types';
import { parseContact } from './contact';
import { PERSONAL_DETAIL, parseEducation } from './education';
import { degreesUnderCertifications } from './education-elsewhere';
import { isInstitution } from './education-words';
import { isProse } from './entry-blocks';
import { parseExperience } from './experience';
import { headsWithTitle, opensWithDegree } from './job-field-evidence';
import { employerScore, titleScore } from './job-title-words';
import { guessLanguage } from './language-guess';
import { withoutEntryFieldLabels } from './entry-field-labels';
import { linesWithoutToolCredits } from './tool-credit';
import { withoutEuropassLabels } from './europass-labels';
import { withInlineSections } from './inline-sections';
import { pairLabelColumns } from './label-columns';
import { linesWithoutEntryIcons, linesWithoutLetterIcons } from './field-icons';
import { joinLoneBullets } from './lone-bullets';
import { CATEGORY_ROW_HOSTS, categoryRows, KEYWORD_ROW_HOSTS, keywordRows, skillColumns } from './keyword-rows';
import { namesNoSpokenLanguage, parseLanguages } from './languages';
import { linesWithoutPlaceholderDates } from './placeholder-dates';
import { parseProjects } from './projects';
import { sectionTypeOf, unspaced } from './heading-type';
import { listedToolTest } from './tool-employers';
import { withoutRunningNameLines } from './running-name';
import { splitSections, type SectionSpan } from './sections';
import { leadInList, parseSkills, withoutSubheadings } from './skills';
import { fold, isBullet, labelledLine, sentencesOf, stripBullet, wordCount } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

const linesOf = (spans: SectionSpan[], type: SectionType): ExtractedLine[] =>
  spans.filter((span) => span.section.type === type).flatMap((span) => span.lines);

function summaryOf(spans: SectionSpan[]): string | null {
  const written = linesOf(spans, 'summary').map((l) => stripBullet(l.text));
  if (written.length) return written.join(' ').replace(/\s+/g, ' ').trim();
  // Without a heading, a paragraph in the header block under the name is the summary; a
  // letter-spaced tagline ("C O M P TA B L E C O N F I R M É E") has a word a letter, no sentence.
  const header = spans.find((span) => span.section.startLine === -1);
  // joined first: a paragraph's last line alone ("Check the reorder level of cylinder.") is no summary
  const prose = joinWrappedLines(header?.lines ?? []).filter((l) => isProse(l.text) && !/@|https?:|\d{5,}/.test(l.text) && !isShortField(l.text) && unspaced(l.text) === null);
  return prose.length ? prose.map((l) => stripBullet(l.text)).join(' ') : null;
}

/**
 * "Prénom : Camille", "Permis : B, CACES 1-3-5": a personal-details form labels each field, and a
 * labelled line counts as prose for the entry rules; under the name it is a field, not a summary,
 * unless what follows the label is prose itself ("Profil : Chef de projet digital avec six ans …").
 */
function isShortField(text: string): boolean {
  const labelled = labelledLine(text);
  return labelled !== null && /^[\p{L}' -]{2,30}$/u.test(labelled.label) && !isProse(labelled.value);
}

function bulletsOf(spans: SectionSpan[], experience: { bullets: string[] }[][], implied: { bullets: string[] }[]): Bullet[] {
  const bullets: Bullet[] = [];
  let experienceSpan = 0;
  let offset = 0;
  for (const span of spans) {
    if (span.section.type === 'experience') {
      const entries = experience[experienceSpan++] ?? [];
      entries.forEach((entry, i) => {
        for (const text of entry.bullets) bullets.push({ text, section: 'experience', experienceIndex: offset + i });
      });
      offset += entries.length;
      continue;
    }
    for (const line of joinWrappedLines(span.lines)) {
      if (isBullet(line.text)) bullets.push({ text: stripBullet(line.text), section: span.section.type, experienceIndex: null });
    }
  }
  // jobs listed under another heading are jobs all the same: their bullets describe them
  implied.forEach((entry, i) => {
    for (const text of entry.bullets) bullets.push({ text, section: 'experience', experienceIndex: offset + i });
  });
  return bullets;
}

/** Sections whose "Label: …" lines describe an entry ("Tech stack: Go, Kafka" under a job), not the whole CV. */
const ENTRY_SECTIONS = new Set<SectionType>(['experience', 'projects', 'volunteer']);

/**
 * "Skills: Python, SQL" or "Languages Known: English, Hindi" written as a labelled line in the
 * header, summary or personal details rather than under a heading of its own. Read only when
 * the CV has no such section, so a skills section's own category lines are not read twice.
 */
function labelledLines(spans: SectionSpan[], type: SectionType): string[] {
  if (spans.some((span) => span.section.type === type)) return [];
  return spans.flatMap((span) =>
    span.lines.flatMap((line) => {
      const labelled = labelledLine(line.text);
      if (!labelled || sectionTypeOf(labelled.label) !== type) return [];
      // "Computer Skills: Word, Excel" says what the candidate can do wherever it is printed; "Technologies:" under a job says what that job used
      return !ENTRY_SECTIONS.has(span.section.type) || (type === 'skills' && SKILLS_WORD.test(labelled.label)) ? [labelled.value] : [];
    }),
  );
}
/**
 * "Proficient with Java/J2EE, C, C++, .NET, Unix and Linux." in a summary: the lists its summary
 * leads in to list skills, beside a skills section too (a profile names the methods and tools
 * a table of skills leaves out). A profile printed under the name with no heading of its own
 * is read the same way.
 */
function summaryLists(spans: SectionSpan[]): string[] {
  const summary = spans.filter((span) => span.section.type === 'summary' || span.section.type === 'contact').flatMap((span) => joinWrappedLines(span.lines));
  return summary.flatMap((line) => sentencesOf(line.text).flatMap((sentence) => leadInList(sentence) ?? []));
}

/** "Computer Skills", "Technical Skills": a kind of skills named; a bare "Skills:" under a job lists that job's tools */
const SKILLS_WORD = /\S\s+skills$/i;

/** Headless keyword rows ("Quality Control | Cost Controls | Goal Setting") of the header and the profile. */
function headlessKeywordRows(spans: SectionSpan[], isKnownSkill: (name: string) => boolean): string[] {
  const hosts = spans.filter((span) => KEYWORD_ROW_HOSTS.has(span.section.type)).map((span) => span.lines.map((line) => line.text));
  return [
    ...hosts.flatMap((texts) => keywordRows(texts)),
    ...hosts.flatMap((texts) => skillColumns(texts, isKnownSkill)),
    // "Database: SQL Server" / "OS: Windows" under a heading the parser does not read as skills
    ...spans.filter((span) => CATEGORY_ROW_HOSTS.has(span.section.type)).flatMap((span) => categoryRows(span.lines.map((line) => line.text))),
  ];
}

/** Sections where a CV without an experience heading may still list its jobs. */
const HOST_SECTIONS = new Set<SectionType>(['contact', 'summary', 'other']);

/**
 * "Associate of Applied Science in Supply Chain Management, Columbus State Community College,
 * 2014" in a CV without an education heading: a line opening with a degree, outside any
 * section of entries, is the CV's education (and never one of its jobs).
 */
function impliedEducationLines(spans: SectionSpan[]): ExtractedLine[] {
  if (spans.some((span) => span.section.type === 'education')) return [];
  // the school named on the line too: "…, Minor: Mathematics" under an unread heading names none
  const namesSchool = (text: string) => text.length <= 300 && text.split(/,\s*/).some(isInstitution);
  return spans.filter((s) => HOST_SECTIONS.has(s.section.type)).flatMap((s) => [
    ...s.lines.filter((l) => !isBullet(l.text) && opensWithDegree(l.text) && namesSchool(l.text)),
    ...degreeRuns(s.lines, namesSchool),
  ]);
}

/**
 * "Master of Science in Special Education" / "May 2006" / "Johns Hopkins University, Baltimore,
 * Maryland" at the top of a CV with no education heading: degrees each on a line of their own,
 * their schools and years on the lines around them. A run of such lines that opens with a degree
 * and names a school is the CV's education; a lone degree line (a tagline: "MBA, PMP") is not.
 */
function degreeRuns(lines: ExtractedLine[], namesSchool: (text: string) => boolean): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  const bare = (l: ExtractedLine) => !isBullet(l.text) && !namesSchool(l.text) && opensWithDegree(l.text) && wordCount(l.text) <= 12;
  const school = (l: ExtractedLine) => !isBullet(l.text) && namesSchool(l.text) && !opensWithDegree(l.text) && titleScore(l.text.split(/,\s*/)[0]) <= 0;
  const year = (l: ExtractedLine) => l.text.length <= 30 && /\b(?:19|20)\d\d\b/.test(l.text) && !/\p{L}{3,}.*\p{L}{3,}.*\p{L}{3,}/u.test(l.text);
  for (let i = 0; i < lines.length; i++) {
    if (!bare(lines[i])) continue;
    let end = i + 1;
    while (end < lines.length && (bare(lines[end]) || school(lines[end]) || year(lines[end]))) end++;
    const run = lines.slice(i, end);
    if (run.some(school)) out.push(...run.filter((l) => !(namesSchool(l.text) && opensWithDegree(l.text))));
    i = end - 1;
  }
  return out;
}

/**
 * A CV with no experience heading can still list its jobs ("Senior QA Engineer, Northwind
 * Systems (Mar 2021 – Present)" under "Highlights"). Two or more dated entries naming a title
 * or an employer in one section are read as jobs; anything less stays what it was.
 */
function impliedExperience(spans: SectionSpan[], education: ExtractedLine[], isTool: (employer: string) => boolean): { entries: ExperienceEntry[]; host: SectionSpan | null } {
  for (const span of spans.filter((s) => HOST_SECTIONS.has(s.section.type))) {
    const entries = parseExperience(span.lines.filter((l) => !education.includes(l)), isTool).filter(
      (e) => e.start && ((e.title && titleScore(e.title) > 0) || (e.employer && employerScore(e.employer) > 1)),
    );
    if (entries.length >= 2) return { entries, host: span };
  }
  return { entries: [], host: null };
}

/**
 * The section's own lines when it also lists the CV's jobs: those before the first job (its
 * dated line, or the title or employer line right above it). "Highlights" over two sentences and
 * three jobs has a two-sentence summary, not one that runs on through every job and bullet.
 */
function beforeFirstJob(span: SectionSpan, first: ExperienceEntry | undefined): SectionSpan {
  const dates = first?.rawDates;
  const at = dates ? span.lines.findIndex((l) => l.text.includes(dates)) : -1;
  if (!first || at === -1) return span;
  const names = [first.title, first.employer].filter((n): n is string => Boolean(n));
  const above = span.lines[at - 1];
  const header = above && !isProse(above.text) && names.some((n) => above.text.includes(n));
  return { ...span, lines: span.lines.slice(0, header ? at - 1 : at) };
}

/** Sections a template's columns can carry a job into when they run together in the text. */
const DISPLACED_HOSTS = new Set<SectionType>([...HOST_SECTIONS, 'skills']);

/**
 * "WORK EXPERIENCE" over a column of skills ("Database marketing", "Data warehousing systems"),
 * and the job itself ("Acme Energy" / "Coventry" / "DATA ANALYST" / "June 2008 - Present")
 * printed under the next heading: when a text's columns run together the experience heading
 * holds no job. Then a dated entry under another heading that names both a title and an
 * employer is a job of the CV; nothing less is.
 */
function displacedJobs(spans: SectionSpan[], education: ExtractedLine[], isTool: (employer: string) => boolean) {
  return spans
    .filter((s) => DISPLACED_HOSTS.has(s.section.type))
    .flatMap((span) => parseExperience(span.lines.filter((l) => !education.includes(l)), isTool))
    .filter((e) => e.start && e.title && headsWithTitle(e.title) && e.employer);
}

/**
 * A page's running header repeats the candidate's name ("Shelli Kuvalis … Page 2"); between
 * two jobs it reads as an employer. The candidate is never their own employer or title.
 */
function withoutRunningName(entries: ExperienceEntry[], name: string | null): ExperienceEntry[] {
  if (!name) return entries;
  const own = fold(name);
  const isName = (text: string | null) => text !== null && fold(text) === own;
  return entries.flatMap((entry) => {
    if (!isName(entry.employer) && !isName(entry.title)) return [entry];
    const rest = { ...entry, employer: isName(entry.employer) ? null : entry.employer, title: isName(entry.title) ? null : entry.title };
    return rest.employer || rest.title ? [rest] : [];
  });
}

/** Reads an extracted CV into fields. Pure and total: fields it cannot find are null or empty. */
export function parseCv(doc: ExtractedDocument): ParsedCv {
  const unlabelled = withoutEuropassLabels(linesWithoutToolCredits(linesWithoutLetterIcons(linesWithoutEntryIcons(doc.lines))));
  const fielded = withoutEntryFieldLabels(unlabelled.lines);
  const filled = linesWithoutPlaceholderDates(fielded.lines);
  const joined = joinLoneBullets(filled.lines);
  const paired = pairLabelColumns(joined.lines);
  const lines = paired.lines;
  const sourceLine = (i: number) => unlabelled.source[fielded.source[filled.source[joined.source[paired.source[i]]]]];
  const isKnownSkill = (name: string) => lookupSkill(name) !== null;
  const spans = withInlineSections(
    splitSections(lines, isKnownSkill).map((span) =>
      span.section.startLine < 0 ? span : { ...span, section: { ...span.section, startLine: sourceLine(span.section.startLine) } },
    ),
  );
  const language = guessLanguage(
    lines.map((l) => l.text).join('\n'),
    spans.map((span) => span.section.heading),
  );
  const contact = parseContact(lines, linesOf(spans, 'contact'), language, doc.links);
  // a "Languages" section naming no spoken language lists programming languages: skills
  const codeLanguages = (span: SectionSpan) => span.section.type === 'languages' && namesNoSpokenLanguage(span.lines.map((l) => l.text));
  const skillLines = spans.filter((span) => span.section.type === 'skills' || codeLanguages(span)).flatMap((span) => withoutSubheadings(span.lines, isKnownSkill));
  const listed = [...joinWrappedLines(skillLines).map((l) => l.text), ...labelledLines(spans, 'skills'), ...headlessKeywordRows(spans, isKnownSkill)];
  const summary = summaryLists(spans);
  const skills = parseSkills([...listed, ...summary], isKnownSkill);
  // a summary's names beside a skills section ("…as SAP ABAP Developer") say what the candidate did, not which tools an employer's name might be
  const isTool = listedToolTest(skillLines.length && summary.length ? parseSkills(listed, isKnownSkill).skills : skills.skills, lookupSkill);
  const experienceBySpan = spans.filter((s) => s.section.type === 'experience').map((s) => withoutRunningName(parseExperience(withoutRunningNameLines(s.lines, contact.name), isTool), contact.name));
  const educationLines = impliedEducationLines(spans);
  const { entries: implied, host } = experienceBySpan.length === 0 ? impliedExperience(spans, educationLines, isTool) : { entries: experienceBySpan.flat().length === 0 ? displacedJobs(spans, educationLines, isTool) : [], host: null };
  const ownSpans = host ? spans.map((span) => (span === host ? beforeFirstJob(span, implied[0]) : span)) : spans;
  const spokenLines = spans.filter((span) => span.section.type === 'languages' && !codeLanguages(span)).flatMap((span) => span.lines.map((l) => l.text));
  const languageLines = [...spokenLines, ...skills.languageLines, ...labelledLines(spans, 'languages')];
  const education = parseEducation([...linesOf(spans, 'education'), ...educationLines]);
  return {
    contact,
    summary: summaryOf(ownSpans),
    sections: spans.map((span) => span.section),
    experience: [...experienceBySpan.flat(), ...implied],
    education: [...education, ...degreesUnderCertifications(spans, education)],
    listedSkills: skills.skills,
    certifications: attachLoneDates(joinWrappedLines(withIssuerLinesJoined(linesOf(spans, 'certifications'))).flatMap((l) => splitCertifications(stripBullet(l.text)))).filter((c) => !isPrivateDrivingLicence(c) && !PERSONAL_DETAIL.test(c)),
    languages: parseLanguages(languageLines),
    projects: parseProjects(linesOf(spans, 'projects')),
    bullets: bulletsOf(ownSpans, experienceBySpan, host ? implied : []),
    language,
  };
}
