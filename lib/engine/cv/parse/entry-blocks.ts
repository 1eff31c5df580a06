import type { ExtractedLine } from '../types';
import { isActionLine } from './action-line';
import { isLoneBulletMark } from './lone-bullets';
import { findDateRange, findSingleDate, withoutDates } from './dates';
import { columnAfterDates, inGutterOf, isDatesOnly } from './date-gutter';
import { DEGREE, GRADUATION_LABEL } from './education-words';
import { isPlaceField, isRoleTerm } from './entry-fields';
import { LEGAL_FORM_CLOSE } from './legal-form';
import { DOCUMENT_TITLES } from './person-name';
import { hasRangeInRunningText, hasRangeMidSentence } from './running-text-dates';
import { isDatedEntryBullet } from './dated-bullets';
import { isColumnHeaderRow } from './table-header';
import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { sectionTypeOf } from './heading-type';
import { isAllCaps, isBullet, isJobBoardEmployerLine, stripBullet, trimWhere, wordCount } from './text-shape';
import { TENURE_LINE, withoutTenure } from './tenure';

/**
 * One entry of an experience, education or projects section: a short run of header lines
 * (title, organisation, dates, place) followed by bullets and free text.
 */
export interface EntryBlock {
  header: string[];
  bullets: string[];
  description: string[];
}

type LineKind = 'dated' | 'header' | 'bullet' | 'prose';

export const LEADING_YEARS = /^(?:19|20)\d\d(?:\s*(?:to|[–—-])\s*(?:(?:19|20)?\d\d|present|date|now))?\s*:\s*\p{Lu}/iu;

/**
 * "Sigma Alimentos – Santa Catarina, N.L.", "…, S.A. de C.V.": a full stop closing a state's or a
 * legal form's initials ends no sentence, on a line of names; "… services in the U.S." is one.
 */
const CLOSING_INITIALS = /(?:^|[\s,(])(?:\p{Lu}\.){2,}$/u;
const closesWithInitials = (text: string) => CLOSING_INITIALS.test(text) && (text.match(/(?<![\p{L}.])\p{Ll}{3,}(?![\p{L}.])/gu) ?? []).length < 2;

/** "Project: Hollow Lantern", "Personal project – Netcode demo", "Projet : …": a header opened by the word project as a label. */
export const PROJECT_LABEL = /^(?:(?:personal|side|open[- ]source|academic|hobby)\s+)?(?:project|projet|proyecto|projekt|progetto|projeto)(?:\s+(?:name|title))?\s*(?::|\s[–—-]\s)\s*\S/i;

/** Longer than a header line ever runs: a sentence, whatever its shape. */
const isLongSentence = (text: string) => wordCount(text) > 14 || text.length > 110;

/** Sentences and "Label: content" lines describe an entry; they never start one. */
export function isProse(text: string): boolean {
  const words = wordCount(text);
  if (isLongSentence(text)) return true;
  // "2018 to 2021: Associate Dean, College of Natural Resources.": an academic CV opens each
  // position with its years and closes it with a full stop; it heads an entry all the same
  // "KIRLOSKAR FERROUS INDUSTRIES LTD, KARANATAKA, INDIA.": a line all in capitals is a name's, whatever closes it
  // "Atlas Yeminli Mali Müşavirlik Ltd. Şti.": the full stop of a legal form closing the name ends no sentence
  if (/[.!?]$/.test(text) && !closesWithInitials(text) && !LEGAL_FORM_CLOSE.test(text.slice(-40)) && words >= 6 && !LEADING_YEARS.test(text) && !isAllCaps(text)) return true;
  const label = text.match(/^([\p{L} ]{2,30}):\s+\S/u);
  // "Clinical Intern: The Center for Empowered Living" is a title and its employer, not a labelled detail
  // ("Supervisor: Dr. Javad Salimi" names a person: a detail)
  // "Year Completed: 2015", "Graduated: May 2014": the entry's date under its label, a header line
  if (label !== null && GRADUATION_LABEL.test(label[1].trim()) && findSingleDate(text)) return false;
  // "Project: Netcode Sandbox  2018": a project dated by its own year heads an entry, as a range would
  if (label !== null && PROJECT_LABEL.test(text) && findSingleDate(text)) return false;
  // "Hand in Hand Child Care Center: Homewood, AL (Fall 2003)": an organisation, its place and its
  // date head an entry; a label's content is never a place and a date alone
  if (label !== null && isPlaceAndDate(text.slice(label[0].length - 1).trim())) return false;
  return label !== null && !findDateRange(text) && !(titleScore(label[1]) > 0 && /:\s+(?!(?:mr|mrs|ms|dr|prof)\b)\p{Lu}/iu.test(text) && /:\s+\p{Lu}/u.test(text) && !HEADER_LABEL.test(text));
}

function isPlaceAndDate(text: string): boolean {
  const date = findSingleDate(text);
  const place = date ? withoutDates(text, date).replace(/[()\s,–—-]+$/, '').trim() : '';
  return place !== '' && isPlaceField(place);
}

/**
 * Form-like entries label their fields ("Organisation: Genpact", "Designation: HR Executive",
 * "Duration: June 2018 to till date"); such lines are the entry's header, not a description.
 */
export const HEADER_LABEL =
  /^(organi[sz]ation|company(?: name)?|employer|designation|position(?: held)?|role|job title|title|duration|period|tenure|dates?|location|place)\s*:\s*(?=\S)/i;
/** Only these labels open an entry; "Role: Developer" under a job's "Project:" line describes it. */
export const OPENING_LABEL = /^(organi[sz]ation|company(?: name)?|employer|designation|position held|job title)\s*:/i;

/** "Responsibilities:", "Key Achievements:", "Responsibilities & Achievements" introduce the bullets below; they are not a header. */
export const BULLETS_LABEL = /^(?:key\s+(?:result|responsibility|performance)\s+areas?|kras?)\s*:?$|^(?:key\s+(?:performance\s+)?|main\s+|roles?\s*(?:&|and)\s*)?(?:responsibilit(?:y|ies)|achievements?|accomplishments?|duties|tasks|contributions?|highlights|aufgaben|tätigkeiten|erfolge|responsabilidades|logros|missions|realisations|réalisations)(?:\s*(?:&|and|,|\/)\s*(?:key\s+)?(?:responsibilit(?:y|ies)|achievements?|accomplishments?|duties|tasks|contributions?|highlights|aufgaben|tätigkeiten|erfolge|responsabilidades|logros|missions|realisations|réalisations))?\s*:?$|^(?:(?:brief\s+)?(?:project|job|work|role)\s+)?(?:description|details|profile)\s*:?$|^(?:environment|technologies(?:\s+used)?|tools\s+used)\s*:?$/i;

/**
 * A bare link between entries (a job board's page footer, a portfolio URL) never names a job, nor
 * do two of them joined as one wrapped line ("https://www.indeed.com/r/ https://www.indeed.com/r/").
 */
const BARE_LINK = /^(?:https?:\/\/|www\.)\S+$/i;
const isBareLinks = (text: string) => text.split(/\s+/).every((word) => BARE_LINK.test(word));

/** "Annie Keely, Curriculum Vitae, April 2013", "Resume | Page 2": a page's running header names the document beside its name, date or page, never an entry. */
function isRunningHeader(text: string): boolean {
  const parts = text.split(/\s*[,|•·]\s*|\s+[–—-]\s+/).map((part) => part.trim());
  // "JANE DOE, page 2": a page's number beside whatever the header repeats
  return text.length <= 80 && parts.length >= 2 && parts.some((part) => DOCUMENT_TITLES.test(part) || /^page\s+\d{1,2}(?:\s+of\s+\d{1,2})?$/i.test(part));
}

/** "Supervisor | Al Franecki | 123.345.7890 | al@example.com": a referee's contact row under a job names no entry. */
const EMAIL_IN_LINE = /[\w.+-]@[\w-]+\.\w/;

/**
 * "Speaker at the Convocation, Class of 2013", "LeaderShape graduate of Hillcrest University",
 * "Psi Chi Honors Society Member (2011-2013)", "Half Marathon Finisher, 2011": an honour, a
 * membership or a year group from a student's record, dated or not, never heads a job (in an
 * education section it may head the school's entry).
 */
const HONOUR_LINE = /\bclass of (?:19|20)\d\d\b|\bgraduate of\b|\bhonou?r(?:s|ary)?\s+(?:society\s+|college\s+)?(?:member|student|inductee)\b|\bfinisher\b/i;
export const isHonourLine = (text: string) => text.length <= 160 && HONOUR_LINE.test(text);

function kindOf(text: string, inHeader: boolean): LineKind {
  if (isBullet(text)) return 'bullet';
  if (EMAIL_IN_LINE.test(text) && text.split('|').length >= 3) return 'prose';
  if (findDateRange(text)) return 'dated';
  if (isActionLine(text)) return 'prose';
  if (HEADER_LABEL.test(text) && text.length <= 110 && (inHeader || OPENING_LABEL.test(text))) return 'header';
  if (BULLETS_LABEL.test(text.trim())) return 'prose';
  return isProse(text) ? 'prose' : 'header';
}

/** "Summer 2011", "2019": a line that is one date and nothing else dates the entry as a range would. */
function isDateOnly(text: string): boolean {
  const single = findSingleDate(text);
  return single !== null && text.replace(single.raw, '').replace(/[\s|,;:–—-]+/g, '') === '';
}

/**
 * "Technical Architect" / "Accenture Services -  Pune" / "Software Engineer 2" / "Microsoft -" /
 * "June 2016 to February 2017": in a job board's export a job whose dates were not given runs
 * into the next, and so do the lines the candidate typed above a job. The template's employer
 * line, with the title line above it, starts a job of its own.
 */
function splitJobBoardJobs(group: string[]): string[][] {
  const isEmployer = (text: string) => isJobBoardEmployerLine(text) && !findDateRange(text) && !isDateOnly(text);
  const dated = (text: string | undefined) => text !== undefined && (findDateRange(text) !== null || isDateOnly(text));
  // the template shows in an employer line with its dates straight under it, or in a second employer line
  const starts = group.flatMap((text, k) => (k >= 2 && isEmployer(text) && (dated(group[k + 1]) || group.slice(0, k - 1).some(isEmployer)) ? [k - 1] : []));
  if (starts.length === 0) return [group];
  return [0, ...starts].map((start, i) => group.slice(start, starts[i] ?? group.length));
}

function splitHeaderRun(input: string[]): string[][] {
  return splitDatedRun(input).flatMap(splitJobBoardJobs);
}

/**
 * "Technical Architect" / "Accenture Services | Pune" / "Software Engineer 2 | Jun 2016 – Feb 2017":
 * a dated line that names its own title after an undated title and its employer starts the next
 * job; the lines above are a job printed without dates.
 */
function undatedJobAbove(run: string[], dated: boolean[]): number {
  const first = dated.indexOf(true);
  if (first < 2) return -1;
  const range = findDateRange(run[first]) ?? findSingleDate(run[first]);
  const rest = range ? trimWhere(withoutDates(run[first], range), (ch) => /[\s|,;:–—-]/.test(ch)) : '';
  // "(4 ay) · Ankara · Mali Müşavirlik / Stajyer": a tenure, and a job board's sector and employment type, name no post
  const own = withoutTenure(rest).split(/\s*[·/]\s*/).filter((field) => !isRoleTerm(field)).join(' · ');
  // the line above names the undated job's employer; a title there ("Developer") is the dated line's own job
  const above = run.slice(0, first);
  return own && titleScore(own) > 0 && titleScore(above[above.length - 1]) <= 0 && above.some((text) => titleScore(text) > 0) ? first : -1;
}

/**
 * "Game Programmer" / "Twist Mobile" / "Job title: Freelance Game Programmer" / "May 2014": a job
 * without dates (a title and an employer, unlabelled) above a labelled one: the first label says
 * where the dated entry begins.
 */
function labelledAfterUndated(run: string[], dated: boolean[]): number {
  const at = run.findIndex((line) => OPENING_LABEL.test(line));
  return at >= 2 && !run.slice(0, at).some((line, k) => dated[k] || HEADER_LABEL.test(line)) && dated.slice(at).some(Boolean) ? at : -1;
}

/**
 * "Girls Soccer Coach, Lakeside School, Fridley, MN" / "Volleyball Coach, Lakeside School" /
 * "2008-2009" / "2004-2007": a table of one-line entries whose date column was read after its text
 * column. As many entries (each a title and its employer on one line) as lone dates below them:
 * the n-th dates are the n-th entry's. Anything after goes with the last entry.
 */
function datesColumnAfterEntries(run: string[]): string[][] | null {
  const count = run.findIndex(isDatesOnly);
  if (count < 2 || run.length < count * 2) return null;
  const entries = run.slice(0, count);
  const dates = run.slice(count, count * 2);
  const oneLineEntry = (text: string) => !findSingleDate(text) && text.includes(',') && titleScore(text.split(',')[0]) > 0;
  if (!entries.every(oneLineEntry) || !dates.every(isDatesOnly)) return null;
  const groups = entries.map((entry, i) => [entry, dates[i]]);
  groups[count - 1].push(...run.slice(count * 2));
  return groups;
}

/**
 * "Job title: Caseworker | 1984 – 1985" / "Employer: Salvation Army" / "Job title: Analyst" /
 * "Employer: Acme Corp": one entry names its employer once, so a label met a second time opens the
 * next entry (one printed without dates or bullets, which nothing else sets apart).
 */
function repeatedLabelAt(run: string[]): number {
  const seen = new Set<string>();
  for (const [k, line] of run.entries()) {
    const label = line.match(OPENING_LABEL)?.[1].toLowerCase();
    if (!label) continue;
    if (seen.has(label)) return k;
    seen.add(label);
  }
  return -1;
}

/**
 * "1991: Travelled overland through Africa." / "1988-90: LEGAL OFFICER, CENTRAL LAND COUNCIL": a CV
 * that opens each entry with its years and a colon starts an entry at each such line, even when
 * a blank line (not a bullet) set them apart and a lone year reads as no range. The lines above
 * the first stay a run of their own.
 */
function splitAtLeadingYears(run: string[]): string[][] | null {
  const starts = run.flatMap((text, k) => (LEADING_YEARS.test(text) ? [k] : []));
  if (starts.length < 2) return null;
  const groups = starts.map((start, i) => run.slice(start, starts[i + 1] ?? run.length));
  return starts[0] > 0 ? [run.slice(0, starts[0]), ...groups] : groups;
}

/**
 * "Art Teacher, Riverbend Middle School, Denver, CO, 2000 to 2004" / "Library Aide, Maple Grove
 * Library, Boulder, CO, 1999": a list of jobs printed one to a line, each closed by its dates.
 * A lone year reads as no range, so such lines would run into one entry; when every line of the
 * run is a title, its employer and its dates, each is an entry of its own.
 */
function isOneLineDatedEntry(text: string): boolean {
  const date = findDateRange(text) ?? findSingleDate(text);
  if (!date || date.index + date.length < text.replace(/[\s.)]+$/, '').length) return false;
  const parts = withoutDates(text, date).split(/\s*,\s*/);
  return parts.length >= 2 && titleScore(parts[0]) > 0 && titleScore(parts[1]) <= 0;
}

/**
 * Several entries without bullets run together ("Title A | 2019–2020", "Title B | 2017–2019").
 * Each dated line gets its own entry; undated lines go with the dated line they follow, or
 * precede when the run starts with an undated line ("Company" above "Title  2019–2021").
 */
function splitDatedRun(input: string[]): string[][] {
  // "3 years 8 months", "(1 yr 7 mos)": LinkedIn's tenure lines repeat the dates
  const run = input.filter((text) => !TENURE_LINE.test(text));
  const column = datesColumnAfterEntries(run);
  if (column) return column;
  // marks printed on lines of their own ("•" / "•" / then the items) are no part of any entry
  const items = run.filter((text) => !isLoneBulletMark(text));
  if (items.length >= 2 && items.every(isOneLineDatedEntry)) return items.map((text) => [text]);
  const years = splitAtLeadingYears(run);
  if (years) return years.flatMap((group, i) => (i === 0 && !LEADING_YEARS.test(group[0]) ? splitDatedRun(group) : [group]));
  const repeated = repeatedLabelAt(run);
  // entries print their labels in one order, so the repeated label is the next entry's first line
  if (repeated > 0) return [...splitDatedRun(run.slice(0, repeated)), ...splitDatedRun(run.slice(repeated))];
  const dated = run.map((text) => findDateRange(text) !== null || isDateOnly(text));
  const labelled = labelledAfterUndated(run, dated);
  if (labelled > 0) return [run.slice(0, labelled), ...splitDatedRun(run.slice(labelled))];
  const undated = undatedJobAbove(run, dated);
  if (undated > 0) return [run.slice(0, undated), ...splitDatedRun(run.slice(undated))];
  if (dated.filter(Boolean).length < 2) return [run];
  const groups: string[][] = [];
  if (!dated[0]) {
    let group: string[] = [];
    run.forEach((text, i) => {
      // a place straight after the dates closes the entry above ("February 2021 - Present" / "Denver, Colorado")
      if (group.length === 0 && i > 0 && dated[i - 1] && !dated[i] && isPlaceField(text)) return void groups[groups.length - 1].push(text);
      group.push(text);
      if (dated[i]) {
        groups.push(group);
        group = [];
      }
    });
    if (group.length) groups[groups.length - 1].push(...group);
  } else {
    run.forEach((text, i) => {
      // "Volunteer, Cradles to Crayons • April 2015 - present" / "Mechtechnologies, Lahore" / "Software Engineer" /
      // "(March 2007 – February 2008)": dates alone after a complete one-line entry take the undated lines above them
      const previous = groups[groups.length - 1];
      // the undated lines since the previous group's last dated line
      const lastDated = previous ? previous.reduce((last, line, k) => (findDateRange(line) || isDateOnly(line) ? k : last), -1) : -1;
      const complete = previous !== undefined && lastDated >= 0 && previous.slice(0, lastDated + 1).some((line) => !isDatesOnly(line));
      if (dated[i] && complete && lastDated < previous.length - 1 && isDatesOnly(text)) {
        // "Employer: …" / "Job title: …" among them says in words where the dates' entry begins
        const labelled = previous.findIndex((line, k) => k > lastDated && OPENING_LABEL.test(line));
        groups.push([...previous.splice(labelled > lastDated ? labelled : lastDated + 1), text]);
      } else if (dated[i] || groups.length === 0) groups.push([text]);
      else previous.push(text);
    });
  }
  return groups;
}

/**
 * Browsers draw list markers as shapes, so a PDF printed from HTML has bullets without "•".
 * A list indents by about 30pt; a table's second column (dates left, details right) sits
 * much further in and holds header lines, not bullets.
 */
const MARKERLESS_INDENT = { min: 8, max: 48 };

/**
 * A line indented well past the dated header above it, in a PDF, is a bullet whose marker was
 * drawn rather than written: "Built a forecast model…" under "Analyst, Acme  Mar 2020 – Present".
 * Short lines and lines naming a title stay header lines ("Senior Engineer" under a company).
 */
function isMarkerlessBullet(line: ExtractedLine, text: string, anchorX: number | null): boolean {
  if (anchorX === null || line.fontSize <= 0 || line.bold || line.headingHint) return false;
  const indent = line.x - anchorX;
    // a line ending in a full stop is a sentence, even when it names a title ("Mentored 4 junior engineers.")
  const sentence = /[.!]$/.test(text);
  // "Mentored six engineers on distributed systems design": an achievement opens with its verb, whatever nouns follow;
  // "Taux de satisfaction client de 92 % en 2023": a year in a line that names no title (a negative score) leaves it an achievement
  // "Led the 2016–2022 migration of claims": a range inside the sentence dates the achievement, not a new entry
  return indent >= MARKERLESS_INDENT.min && indent <= MARKERLESS_INDENT.max && wordCount(text) >= 4 && (sentence || isActionLine(text) || (titleScore(text) <= 0 && employerScore(text) < 2)) && (!findDateRange(text) || hasRangeInRunningText(text));
}

/** Europass's label under each job ("Business or sector Electricity, gas") describes the employer's trade, not a new entry. */
const EUROPASS_SECTOR = /^(?:type of )?business or sector\b/i;

/**
 * "• Kakao Corp." above "UX Researcher" and "Mar 12 – Aug 15": some templates bullet the
 * employer line. A short title-case bulleted line followed, before any other bullet, by a
 * dated line is an entry's header. Achievement bullets have lower-case words or figures.
 */
const NAME_PARTICLE = /^(?:of|and|&|for|the|de|du|des|la|le|y|e|für|und|der|van|von)$/i;
function isNameBullet(line: string): boolean {
  const text = stripBullet(line);
  const words = text.split(/\s+/);
  if (!isBullet(line) || words.length > 6 || /\d/.test(text) || /[!?:;]$/.test(text)) return false;
  if (/\.$/.test(text) && !/\b(?:corp|inc|ltd|co|llc|plc|gmbh|bros)\.$/i.test(text)) return false;
  return words.every((w) => /^[\p{Lu}(&]/u.test(w) || NAME_PARTICLE.test(w));
}

function isBulletedHeader(lines: ExtractedLine[], i: number): boolean {
  if (!isNameBullet(lines[i].text)) return false;
  // "• Vancouver, Canada" / "• Dubai, UAE" / "• NextStays Entertainment Inc." / "The Alexander | 2008": the last
  // item of a list of names (clients, places, tools) bulleted alike, not an employer's bulleted line
  if (i > 1 && isNameBullet(lines[i - 1].text) && isNameBullet(lines[i - 2].text)) return false;
  // the title and the dates follow straight on, with no blank line between
  for (let j = i + 1; j < Math.min(lines.length, i + 3); j++) {
    if (isBullet(lines[j].text) || lines[j].gapBefore > 1.3) return false;
    if (findDateRange(lines[j].text)) return true;
  }
  return false;
}

/** "Acme Inc.", "Sigma S.A.": a name's own full stop, which ends no sentence. */
const NAME_STOP = /\b(?:inc|corp|ltd|co|bros|pvt|llc|plc|gmbh|ag)\.$/i;

/** "Acme GmbH | Köln", "Engineer  2019 – 2021": fields set apart by a separator or a column gap, a header's row, never running text. */
const ROW_OF_FIELDS = /\s{2,}|\s[|•·]\s/;

/** A long line of text that stops on a word, no stop and no column gap: its sentence goes on below. */
const leavesSentenceOpen = (text: string) => text.length >= 50 && /\p{L}$/u.test(text) && !ROW_OF_FIELDS.test(text);

/**
 * "Led a team of analysts across two" above an indented "regional offices.": a line of text stopping
 * on a word, however short (an indented plain-text CV wraps early), goes on below when the next line
 * opens on a word in lower case; a header's first word is capitalised ("iOS", "eBay" are names).
 */
const goesOnInLowerCase = (previous: string, text: string) => previous.length <= 300 && /\p{L}$/u.test(previous) && /^\p{Ll}+(?:\s|$)/u.test(text);

/**
 * "… On the panel for the Superior Court, Probate Panel, Judicial Officers" / "Settlement Program, and
 * the District Mediation" / "Panel.": a line between an open sentence and its few closing words,
 * itself stopping on a word, is the sentence's middle, capitalised as its names are.
 */
function carriesSentenceOn(previous: string, text: string, next: string): boolean {
  return leavesSentenceOpen(previous) && /\p{L}$/u.test(text) && wordCount(text) <= 10 && endsSentenceAbove(text, next);
}

/**
 * "…, Front/Rear Hubs and Suspension" above "Items in Ductile Iron.", "…the Standard" above
 * "Contract for Engineering Services (1978-1980).": a long line of text that stops mid-sentence,
 * a word and no stop, goes on below; a few words closed by a full stop there are the sentence's
 * end, not an entry's header, though they are short and capitalised (and dated).
 */
export function endsSentenceAbove(previous: string, text: string): boolean {
  if (!leavesSentenceOpen(previous) && !goesOnInLowerCase(previous, text)) return false;
  return /[^.]\.$/.test(text) && wordCount(text) <= 10 && !NAME_STOP.test(text) && !closesWithInitials(text) && !LEADING_YEARS.test(text);
}

/** What a list under a sub-heading holds when it is no job: certificates and courses, awards, publications, projects. */
const LIST_SECTIONS = new Set(['certifications', 'awards', 'publications', 'projects']);

/**
 * "Coaching Certifications" above "NHFS Concussion Training", "NHFS First Aid for Coaches": a
 * short heading of another kind inside the experience section opens a list of that kind. Its
 * undated lines are not the header of the entry above, nor entries of their own.
 */
export function opensListOfOtherKind(text: string): boolean {
  if (wordCount(text) > 3 || /[,;:|\d–—-]/.test(text) || hasTitleWord(text)) return false;
  // the heading's word closes the line ("Coaching Certifications"); "Acme Technologies" is a name
  const kind = sectionTypeOf(text) ?? sectionTypeOf(text.split(/\s+/).at(-1)!);
  return kind !== null && LIST_SECTIONS.has(kind);
}

/**
 * Where the run's last lines start to be one unfinished sentence: lines of seven words and more,
 * undated, each stopping on a word. A header's lines are shorter or end in dates, a bracket or a
 * legal form's stop, or set their fields apart ("Hanseatische Fisch und Feinkost Vertriebs KG | Bremen"
 * has seven words and ends on one, but its pipe makes it the employer's row, not a sentence's start).
 */
function openSentenceAtEnd(run: string[]): number {
  let start = run.length;
  const open = (text: string) => wordCount(text) >= 7 && /\p{L}$/u.test(text) && !ROW_OF_FIELDS.test(text) && !findDateRange(text) && !findSingleDate(text);
  while (start > 0 && open(run[start - 1])) start--;
  return start;
}

/**
 * `datedBulletHeads` decides whether a bulleted line with dates heads an entry of its own ("• Sales
 * Associate, Target (2019 – 2021)"); the section knows what its entries name. `otherLists`: the
 * section's entries are jobs, so a sub-heading of certificates or awards opens a list that is not
 * (in an education section "CPR Certification" is an entry).
 */
export function splitEntryBlocks(lines: ExtractedLine[], datedBulletHeads: (text: string) => boolean = isDatedEntryBullet, { otherLists = false } = {}): EntryBlock[] {
  const blocks: EntryBlock[] = [];
  let run: string[] = [];
  let runLines: ExtractedLine[] = [];
  /** left edge of the current entry's text (its dated header, or the column beside its date gutter), once it has one */
  let anchorX: number | null = null;
  /** what the line before was read as, so a list's markerless item is known by the list it continues */
  let lastKind: LineKind | null = null;
  /** the text of the line before, when it was a description or a bullet, so a sentence it leaves open is closed by its own end */
  let lastText = '';
  /** inside a list of another kind opened by its sub-heading */
  let listing = false;
  /** the text column beside a date gutter, once an entry has shown it */
  let gutterColumn: number | null = null;
  const textColumn = (): number => {
    for (const line of runLines) {
      const column = columnAfterDates(line);
      if (column !== null) return (gutterColumn = column);
    }
    const left = Math.min(...runLines.map((l) => l.x));
    const dated = runLines.find((l) => findDateRange(l.text));
    return gutterColumn !== null && dated && dated.x === left && inGutterOf(dated, gutterColumn) ? gutterColumn : left;
  };
  const closeRun = () => {
    if (run.length === 0) return;
    for (const header of splitHeaderRun(run)) blocks.push({ header, bullets: [], description: [] });
    const dated = runLines.find((l) => findDateRange(l.text));
    anchorX = dated ? textColumn() : null;
    run = [];
    runLines = [];
  };
  lines.forEach((line, index) => {
    const bulletedHeader = isBulletedHeader(lines, index) || datedBulletHeads(line.text);
    const text = bulletedHeader ? stripBullet(line.text) : line.text.trim();
    // a table's row of column names ("Qualification | Institute | Year") names no entry
    if (!text || EUROPASS_SECTOR.test(text) || isBareLinks(text) || isColumnHeaderRow(text) || isRunningHeader(text)) return;
    const datedRun = runLines.some((l) => findDateRange(l.text));
    const anchor = run.length > 0 ? (datedRun ? textColumn() : null) : anchorX;
    const honour = otherLists && !bulletedHeader && isHonourLine(text);
    const read = bulletedHeader ? 'header' : isMarkerlessBullet(line, text, anchor) ? 'bullet' : honour ? 'prose' : kindOf(text, run.length > 0);
    // "• Ran audits" / "Coordinator for the 2014–2015 clean-up of claims data": an item of the list whose
    // marker was lost, its dates inside the sentence; a job's header sets its dates apart
    const continued = read === 'dated' && lastKind === 'bullet' && hasRangeMidSentence(text);
    const afterText = lastKind === 'prose' || lastKind === 'bullet';
    const between = read === 'header' && afterText && !bulletedHeader && lines[index + 1] !== undefined && carriesSentenceOn(lastText, text, lines[index + 1].text.trim());
    const sentenceEnd = (read === 'dated' || read === 'header') && afterText && !bulletedHeader && (between || endsSentenceAbove(lastText, text));
    // "Member of the … Committee which drafted the Government" / "Standard Contract for …, and the Standard" /
    // "Contract for Engineering Services (1978-1980).": short lines of one sentence, each read as a header line
    // alone, are a paragraph once its full stop shows; none of them heads an entry
    const opened = !sentenceEnd && !bulletedHeader && (read === 'dated' || read === 'header') ? openSentenceAtEnd(run) : run.length;
    const sentence = `${run.slice(opened).join(' ')} ${text}`;
    // "Conducted LESS (Load Testing, …, Spike Testing) Testing Activities for Fusion" / "HCM SAAS Applications.":
    // a run that is a line just short of prose is a sentence still when, with its end below, it runs longer than
    // any header line; "Awarded Diploma in Nursing … upon" / "… Hospital, Nairobi." is a degree written as one
    const longSentence = opened === 0 && isLongSentence(sentence) && !DEGREE.test(sentence);
    if (opened < run.length && (isProse(run.slice(opened).join(' ')) || longSentence) && endsSentenceAbove(run[run.length - 1], text)) {
      const [kept, keptLines] = [run.slice(0, opened), runLines.slice(0, opened)];
      [run, runLines] = [kept, keptLines];
      closeRun();
      lastKind = 'prose';
      lastText = '';
      if (blocks.length === 0) blocks.push({ header: [], bullets: [], description: [] });
      return void blocks[blocks.length - 1].description.push(sentence);
    }
    // under a sub-heading of another kind ("Coaching Certifications") the undated lines are its list, until dates show an entry again
    // (a line with dates straight under it heads the next entry: the list ended without a blank)
    const nextDated = lines[index + 1] !== undefined && findDateRange(lines[index + 1].text) !== null;
    if (read === 'header' && !bulletedHeader && otherLists && ((listing && !nextDated) || opensListOfOtherKind(text))) {
      closeRun();
      listing = true;
      lastKind = 'prose';
      lastText = '';
      if (blocks.length === 0) blocks.push({ header: [], bullets: [], description: [] });
      return void blocks[blocks.length - 1].description.push(text);
    }
    if (read === 'dated') listing = false;
    const kind = continued ? 'bullet' : sentenceEnd ? lastKind! : read;
    lastKind = kind;
    lastText = kind === 'prose' || kind === 'bullet' ? text : '';
    if (kind === 'dated' || kind === 'header') {
      run.push(text);
      runLines.push(line);
      return;
    }
    closeRun();
    if (blocks.length === 0) blocks.push({ header: [], bullets: [], description: [] });
    const block = blocks[blocks.length - 1];
    // "between 2016–2022 across three provinces": a wrapped item goes on in lower case
    if (continued && block.bullets.length > 0 && /^\p{Ll}/u.test(text)) block.bullets[block.bullets.length - 1] += ` ${text}`;
    else if (sentenceEnd && kind === 'bullet' && block.bullets.length > 0) block.bullets[block.bullets.length - 1] += ` ${text}`;
    else if (sentenceEnd && block.description.length > 0) block.description[block.description.length - 1] += ` ${text}`;
    else if (kind === 'bullet') block.bullets.push(text);
    else block.description.push(text);
  });
  closeRun();
  return blocks;
}
