/**
 * Traces on the page: signs that something is there even when the parser could not read it
 * as a field ("LINKEDINjane-doe" from an icon font, "Bangalore, Karnataka" in an Indian
 * header, "• Cut costs by 30%" in a section the parser misread). The facts layer says a thing
 * is absent only when the parse lacks it and no trace of it is on the page.
 */
import { findDateRange } from '../parse/dates';
import { parsePlace } from '../parse/location';
import { BULLET_GLYPHS } from '../parse/text-shape';
import { AU_STATES, CA_PROVINCES, COUNTRY_NAMES, REGIONS_OF, US_STATES } from '../parse/location-data';
import { sectionTypeOf } from '../parse/heading-type';
import type { SectionType, YearMonth } from '../types';
import type { DocumentText } from './document-text';
import { cached } from './cached';
import { figuresIn } from './figures';

/** Absolute month: year × 12 + month − 1; a year alone opens in January and closes in December. */
export function monthOf(date: YearMonth, edge: 'start' | 'end'): number {
  return date.year * 12 + (date.month ?? (edge === 'start' ? 1 : 12)) - 1;
}

/** The absolute month (as monthOf counts) a moment falls in, in UTC. */
export const monthOfDate = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();

export interface PrintedPeriod {
  start: number;
  end: number;
  current: boolean;
  /** the date text as printed */
  text: string;
}

/**
 * The date ranges printed in one line or run of text, left to right, at most `most` of them: a
 * line holds a handful at most, and the bound keeps a hostile line linear. An open range ("to
 * date") ends at `asOfMonth`.
 */
export function periodsIn(segment: string, asOfMonth: number, most = 8): PrintedPeriod[] {
  const out: PrintedPeriod[] = [];
  let rest = segment;
  for (let i = 0; i < most && rest; i++) {
    const range = findDateRange(rest);
    if (!range?.start) break;
    const start = monthOf(range.start, 'start');
    const end = range.current ? asOfMonth : range.end ? monthOf(range.end, 'end') : start;
    if (end >= start) out.push({ start, end, current: range.current, text: range.raw });
    rest = rest.slice(range.index + Math.max(1, range.length));
  }
  return out;
}

/** Every date range printed on the page, several per line when a line holds several. */
export function printedPeriods(doc: DocumentText, asOfMonth: number, memo?: Map<string, PrintedPeriod[]>): PrintedPeriod[] {
  const periods = (segment: string) => periodsIn(segment, asOfMonth);
  return doc.segments.flatMap(memo ? (segment) => cached(memo, `${asOfMonth} ${segment}`, () => periods(segment)) : periods);
}

/** Section headings on the page, including inline labels ("Skills: Python, Go") and headings the parser merged away. */
export function headingTraces(doc: DocumentText, memo?: Map<string, SectionType | null>): Set<SectionType> {
  const typeOf = memo ? (text: string) => cached(memo, text, () => sectionTypeOf(text)) : sectionTypeOf;
  const found = new Set<SectionType>();
  for (const segment of doc.segments) {
    const label = segment.match(/^([^:]{2,40}):/)?.[1];
    for (const candidate of [segment, label]) {
      if (!candidate || candidate.length > 60) continue;
      const type = typeOf(candidate);
      if (type) found.add(type);
    }
  }
  return found;
}

const LINKEDIN = /linked\s?in/i;
/** a github.com address, "GitHub: handle", or an icon name glued to a handle ("GITHUB-SQUAREjane") */
const GITHUB = /github\.com\/\w|\bgithub\s*[:|]\s*@?[\w-]{2,}/i;
const GITHUB_ICON = /GITHUB(?:-[A-Z]+)*[a-z][\w-]+/;
const URL_LIKE = /(?:https?:\/\/|www\.)\S+|\b[a-z\d-]+\.(?:com|io|dev|me|net|org|design|page|site|app|co|uk|de|fr|es|in)\/\S*/i;
/** "Freelancer.com", "edeign.com": a bare domain (not ASP.NET, Node.js: those TLDs are left out) */
const BARE_DOMAIN = /(?<![\p{L}\d@.-])[\p{L}\d-]{2,}\.(?:com|org|io|co\.uk|com\.au|info|biz)(?![\p{L}\d-])/iu;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}/iu;
const PHONE_LABEL = /\b(?:phone|mobile|mob|tel|telephone|cell|contact(?: no\.?| number)?|telefon|t[ée]l[ée]fono|t[ée]l[ée]phone|handy|celular|m[óo]vil)\s*[:.]?\s*\+?\(?\d/i;
const PHONE_SHAPE = /(?<![\d/.-])(?:\+\d{1,3}[\s.–-]?)?\(?\d{2,5}\)?[\s.–-]?\d{2,5}[\s.–-]?\d{2,6}(?![\d/-])/g;
const LOCATION_LABEL = /^(?:location|address|based in|residence|city|wohnort|adresse|anschrift|ubicaci[óo]n|direcci[óo]n|localisation|woonplaats|indirizzo)\s*[:-]/i;
/** "Bangalore, Karnataka", "Springfield, IL": two capitalised names around a comma */
const NAME_WORDS = `\\p{Lu}[\\p{L}.'’-]*(?:\\s+\\p{Lu}[\\p{L}.'’-]*){0,3}`;
const POSTCODE = `\\d{3,6}(?:\\s?\\d{3})?`;
/** "Bangalore, Karnataka", "Springfield, IL 62701", "Kharadi, Pune, 411014, IN", "4567 Main Street City, ST 98052" */
const PLACE_SHAPE = new RegExp(`^(?:\\d+\\p{L}?\\s+)?${NAME_WORDS}(?:,\\s*(?:${NAME_WORDS}|${POSTCODE})){1,3}(?:\\s+${POSTCODE})?$`, 'u');
const HEADER_LINES = 12;

export const hasLinkedInTrace = (doc: DocumentText) => LINKEDIN.test(doc.text);
/** in the header the word alone is a labelled link ("LinkedIn | GitHub"); further down it may be a skill */
export const hasGithubTrace = (doc: DocumentText) =>
  GITHUB.test(doc.text) || GITHUB_ICON.test(doc.text) || doc.lines.slice(0, HEADER_LINES).some((l) => /\bgithub\b/i.test(l));
export const hasEmailTrace = (doc: DocumentText) => EMAIL.test(doc.text);
const PROFILE_URL = /\S*(?:linkedin|github)\.com\S*/gi;
const PROFILE_DOMAIN = /(?:linkedin|github)\.com/i;
/**
 * An address outside the email and the profiles. The blanking runs only where there is
 * something to blank, and an address needs a dot or a scheme's colon: other segments are
 * passed over unscanned.
 */
export const hasWebsiteTrace = (doc: DocumentText) =>
  doc.segments.some((s) => {
    if (!s.includes('.') && !s.includes(':')) return false;
    const unmailed = s.includes('@') ? s.replace(/\S+@\S+/g, ' ') : s;
    const rest = PROFILE_DOMAIN.test(unmailed) ? unmailed.replace(PROFILE_URL, ' ') : unmailed;
    return URL_LIKE.test(rest) || BARE_DOMAIN.test(rest);
  });

export function hasPhoneTrace(doc: DocumentText): boolean {
  if (PHONE_LABEL.test(doc.text)) return true;
  return [...doc.text.matchAll(PHONE_SHAPE)].some((m) => {
    const digits = m[0].replace(/\D/g, '');
    return digits.length >= 8 && digits.length <= 15 && !findDateRange(m[0]);
  });
}

const fieldsOf = (line: string) =>
  line
    .split(/\s{2,}|\s+[|•·◆♦⋅∙]\s+|\s*\|\s*|\s+[–—-]\s+/)
    .map((f) => f.trim())
    .filter(Boolean);
/** one to three capitalised words: on a contact line, a place ("Telangana - Email me on Indeed: …") */
const CAPITALISED = /^\p{Lu}[\p{L}.'’-]+(?:\s+\p{Lu}[\p{L}.'’-]+){0,2}$/u;

/**
 * A place on the page: a labelled address, a "City, Region" field (in the header, or on an
 * employer's line, the nearest the CV comes to saying where the candidate is), or a capitalised
 * name among the contact details of a header line.
 */
export function hasLocationTrace(doc: DocumentText, name: string | null): boolean {
  if (doc.fromFields) return false;
  if (doc.segments.some(hasPlaceInLine)) return true;
  // "… Java Technology from NIIT," / "Hyderabad on:": a line ending in a comma wrapped the place onto the next
  if (doc.segments.some((s, i) => s.endsWith(',') && i + 1 < doc.segments.length && hasPlaceInLine(`${s} ${doc.segments[i + 1]}`))) return true;
  return doc.lines.some((line, i) => {
    const fields = fieldsOf(line);
    if (fields.some((f) => LOCATION_LABEL.test(f) || PLACE_SHAPE.test(f))) return true;
    if (i < HEADER_LINES && fields.some((f) => isTownStatePostcode(f) || REGION_NAMES.has(f.replace(/[.,]$/, '').toLowerCase()))) return true;
    const contactLine = i < HEADER_LINES && (EMAIL.test(line) || PHONE_LABEL.test(line));
    return contactLine && fields.some((f) => CAPITALISED.test(f.replace(/,$/, '')) && f !== name && !/email|phone|mobile/i.test(f));
  });
}

/** "Traralgon VIC 3844", "Austin TX 78701": a town, a state code and a postcode without commas */
const TOWN_STATE_POSTCODE = /^(?:\p{Lu}[\p{L}'’.-]+\s+){1,3}([A-Z]{2,3})\s+\d{4,5}(?:-\d{4})?$/u;
const isTownStatePostcode = (field: string) => STATE_CODES.has(field.match(TOWN_STATE_POSTCODE)?.[1] ?? '');

/** the one or two capitalised words before a separator ("Treeville", "San Jose", "VEERAS INFOTECH") */
const WORDS_BEFORE = /(?:^|[^\p{L}.'’-])((?:\p{Lu}[\p{L}.'’-]*\s)?(\p{Lu}[\p{L}.'’-]*))\.?$/u;
/** the one or two capitalised words after it ("NE", "Nebraska", "CHENNAI", "San Jose"); the first alone too */
const WORDS_AFTER = /^\s*((\p{Lu}\p{L}+)(?:\s\p{Lu}\p{L}+)?)(?!\p{L})/u;
const STATE_CODES = new Set([...Object.keys(US_STATES), ...Object.keys(CA_PROVINCES), ...Object.keys(AU_STATES)]);
const REGION_NAMES = new Set([...Object.values(US_STATES), ...Object.values(CA_PROVINCES), ...Object.values(AU_STATES), ...Object.keys(REGIONS_OF), ...Object.keys(COUNTRY_NAMES)]);
/** a state, province, region or country: what follows a town's comma ("Mobile, Oracle" is a skills list) */
const isRegionName = (text: string) => STATE_CODES.has(text) || REGION_NAMES.has(text.toLowerCase());
const ORGANISATION_WORD =
  /^(?:technologies|technology|infotech|solutions|systems|services|software|consultancy|consulting|company|corporation|corp|inc|ltd|limited|llc|pvt|plc|gmbh|group|bank|hospital|university|college|school|institute|academy|centre|center)$/i;
const isOrganisationEnd = (word: string) => ORGANISATION_WORD.test(word.replace(/\.$/, '')) || /^\p{Lu}{3,}$/u.test(word);
/** a segment is searched this far: places sit near the start of an employer's or the header's line */
const PLACE_SCAN = 2_000;
/** how far around a separator the words are read */
const AROUND = 40;

/**
 * A place printed anywhere: a town and its region ("Treeville, NE", "Camden, NJ", "Milton,
 * Nebraska"), or a city after an organisation ("VEERAS INFOTECH, CHENNAI", "xxx Technologies,
 * Bangalore", "IT Company - Coventry"). Read around each comma or spaced dash, so a list of
 * skills ("Java, Spring, Mobile") is no place.
 */
function hasPlaceInLine(segment: string): boolean {
  const text = segment.slice(0, PLACE_SCAN);
  for (const sep of text.matchAll(/,| [-–] /g)) {
    const before = text.slice(Math.max(0, sep.index - AROUND), sep.index).match(WORDS_BEFORE);
    const after = text.slice(sep.index + sep[0].length, sep.index + sep[0].length + AROUND).match(WORDS_AFTER);
    if (!before || !after) continue;
    const region = [after[1], after[2]].find(isRegionName);
    if (sep[0] === ',' && region && (parsePlace(`${before[1]}, ${region}`) || parsePlace(`${before[2]}, ${region}`))) return true;
    if (isOrganisationEnd(before[2]) && (parsePlace(after[1]) || parsePlace(after[2]))) return true;
  }
  return false;
}

/** Lines a name may sit on: a title line ("Sample resume", "Curriculum Vitae") often comes first. */
const NAME_LINES = 4;

/**
 * A name at the top: a field of one of the first lines, or the words a line opens with
 * ("Noe Claud Ziemann Road Denmark" lost its line break before the address), when they read
 * as two to four capitalised words. Quotes and stray punctuation before it are not part of it.
 */
export function hasNameTrace(doc: DocumentText): boolean {
  // a form-style CV labels it ("Name:"), its value set apart in a table further down
  if (doc.segments.slice(0, HEADER_LINES * 2).some((s) => /^(?:full\s+)?name\s*:/i.test(s))) return true;
  return doc.lines
    .filter((l) => l.trim())
    .slice(0, NAME_LINES)
    .some((line) => {
      const text = line.replace(/^[\s"'“”‘’«»*•·|-]+/u, '').trim();
      return [text, ...fieldsOf(text), text.split(',')[0].trim()].some((f) => NAME_SHAPE.test(f) || NAME_OPENING.test(f));
    });
}
const NAME_SHAPE = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u;
const NAME_OPENING = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?=\s|$)/u;

const BULLET_LINE = new RegExp(`^\\s*(?:[${BULLET_GLYPHS}]|\\d{1,2}[.)])\\s*\\S`, 'u');
export const bulletLines = (doc: DocumentText) => doc.segments.filter((s) => BULLET_LINE.test(s));

const YEAR = /^(?:19|20)\d\d$/;
/** a line of five words or more that states a figure other than a year: a measured achievement somewhere on the page */
export const measuredLines = (doc: DocumentText) =>
  doc.segments.filter((s) => s.split(/\s+/).length >= 5 && figuresIn(s).some((n) => !YEAR.test(n)));

const DEGREE = /\b(?:universit|college|school|institut|academy|polytechnic|bachelor|master|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?e\b|m\.?\s?e\b|b\.?\s?com|mba|bba|phd|ph\.d|diploma|degree|graduat|high school|secondary|hsc|ssc|12th|10th|a-levels|gcse|abitur|licenciatura|grado|licence|ausbildung|studium)/i;
export const hasEducationTrace = (doc: DocumentText) => DEGREE.test(doc.text);

/**
 * Work history the parser could not split into roles: a heading glued to its first entry or
 * written as two ("Work Experience Carnegie Mellon", "Career Experience/Job History"), a stated
 * length of experience ("over 10 years of experience"), or a dated "Title at Employer" line.
 */
const WORK_HEADING =
  /^(?:(?:professional|work|career|employment|job|relevant|industry|academic|educational|teaching|research|practical)\s+)?(?:experience|employment(?:\s+history)?|(?:work|job|career|employment|professional)\s+history)\b|^(?:academic|professional|teaching|research)\s+career\b/i;
const YEARS_OF_EXPERIENCE = /\b\d{1,2}\+?\s*(?:years?|yrs?)['’]?\s+(?:of\s+)?(?:[\p{L}/.-]+\s+){0,3}experience\b/iu;
const DATED_ROLE_AT = /^(?:19|20)\d\d\s*(?:[-–—]|to)?\s*(?:(?:19|20)\d\d|date|present|now|current)?\s*[:,-]?\s*\p{Lu}[\p{L} ,.&-]{1,60}?\s+at\s+(?:the\s+)?\p{Lu}/u;
/** "CURRENT ADMINISTRATIVE AND FACULTY POSITIONS", "Positions Held", "ACADEMIC APPOINTMENTS": a heading for held posts */
const POSITIONS_HEADING = /^(?:\p{Lu}[\p{Lu}&,/-]*\s+){0,6}(?:POSITIONS|APPOINTMENTS)\b|^(?:\p{Lu}\p{Ll}+\s+){0,3}(?:Positions|Appointments)(?:\s+Held)?$/u;
/** "P ROFE SSI ONAL E XPER IENCE": small capitals extracted with a space after each capital */
const LETTER_SPACED = /^[\p{Lu}&/ ]{4,60}$/u;
/** the work headings with their spaces gone, for letter-spaced capitals */
const COMPACT_WORK_HEADING = /^(?:PROFESSIONAL|WORK|CAREER|EMPLOYMENT|JOB|RELEVANT|INDUSTRY)?(?:EXPERIENCE|EMPLOYMENT|(?:WORK|JOB|CAREER|EMPLOYMENT|PROFESSIONAL)HISTORY)/;
const isWorkHeading = (segment: string) =>
  WORK_HEADING.test(segment) || POSITIONS_HEADING.test(segment) || (LETTER_SPACED.test(segment) && COMPACT_WORK_HEADING.test(segment.replace(/\s+/g, '')));
export const hasWorkTrace = (doc: DocumentText) =>
  doc.segments.some((s) => isWorkHeading(s) || DATED_ROLE_AT.test(s)) || YEARS_OF_EXPERIENCE.test(doc.text);

const CREDENTIAL = /\b(?:certif(?:ied|icate|icates|ication|ications)|licen[cs]ed?|accredited|zertifi|certificaci[óo]n)/i;
export const hasCredentialTrace = (doc: DocumentText) => CREDENTIAL.test(doc.text);

/** Level words: CEFR, native, fluent … in the languages CVs are written in. */
export const LANGUAGE_LEVEL =
  /\b(?:native|mother tongue|first language|fluent|fluency|proficient|proficiency|bilingual|basic|beginner|elementary|intermediate|advanced|conversational|professional|working|limited|full|business|excellent|good|fair|read|write|speak|[abc][12]|muttersprache|fließend|fliessend|grundkenntnisse|verhandlungssicher|nativo|nativa|materna|fluido|fluida|avanzado|intermedio|b[áa]sico|courant|langue maternelle|notions|moedertaal|vloeiend|ojczysty|biegły)\b/i;
