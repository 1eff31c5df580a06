import { findDateRange, findSingleDate, withoutDates, type DateRange } from './dates';
import { DEGREE, DEGREE_DETAIL, EXAM_BOARD, GRADE, GRADUATION_LABEL, INSTITUTION, isInstitution, SCHOOL_LEAVING, splitAtStop } from './education-words';
import type { EntryBlock } from './entry-blocks';
import { headerFields, isPlaceField, type HeaderField } from './entry-fields';
import { isColumnLabel } from './table-header';
import { isAllCaps, wordCount } from './text-shape';

/** Education lines separate degree, school and place with commas more often than with pipes. */
const splitCommas = (field: HeaderField): HeaderField[] =>
  field.role ? [field] : degreeNameLists(field.text.split(/,\s+(?![^()]{0,80}\))/)).flatMap(splitAtStop).map((text) => ({ ...field, text }));

/** "en cours", "in progress", "with honours": a lower-case word after a degree's comma that says how it went, not what it is */
const DEGREE_STATUS = /^(?:en|in|with|avec|con|mit|em|und|and|et|y|e|ongoing|current|expected|pending|incomplete|completed|unfinished|cursando|laufend|abgebrochen)\b/i;

/** "assistance et soins infirmiers": the words joining a degree's subjects, which add none of their own */
const SUBJECT_LINK = /(?<!\p{L})(?:et|and|und|y|e|de|des|du|of)(?!\p{L})/gu;

/**
 * "Licence professionnelle Banque, assurance": a degree's name that lists its subjects goes on
 * after the comma, so a short lower-case run with no figure, grade, school or degree of its own
 * belongs to the degree before it, not a subject of its own; a capital after the comma opens a field.
 */
function degreeNameLists(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const before = out[out.length - 1];
    // "Sjuksköterskeprogrammet, 180 hp", "MSc Physics, 120 ECTS": the course's size in credits is the degree's, no subject
    if (before !== undefined && CREDITS.test(part) && DEGREE.test(before)) {
      out[out.length - 1] = `${before}, ${part}`;
      continue;
    }
    const continues =
      before !== undefined &&
      namesDegreeAndSubject(before) &&
      /^\p{Ll}/u.test(part) &&
      wordCount(part.replace(SUBJECT_LINK, ' ')) <= 3 &&
      !/\d/.test(part) &&
      !DEGREE_STATUS.test(part) &&
      !GRADE.test(part) &&
      !DEGREE_DETAIL.test(part) &&
      !DEGREE.test(part) &&
      !isInstitution(part);
    if (continues) out[out.length - 1] = `${before}, ${part}`;
    else out.push(part);
  }
  return out;
}

/** a course's size: "60 hp" (högskolepoäng), "180 ECTS", "120 credits", "30 CFU", "60 ECTS-Punkte" */
const CREDITS = /^\d{1,3}(?:[.,]\d)?\s*(?:hp|högskolepoäng|studiepoäng|ects(?:[\s-](?:credits|punkte|points))?|credits?|crédits|créditos|cfu|op|sp)$/i;

/**
 * "Licence professionnelle Banque" and "DEP en santé" name a subject after their degree (French
 * writes it in lower case after "en"); "BSc" and "Bachelor of Science" name the degree alone, so a
 * comma after them opens the subject.
 */
function namesDegreeAndSubject(text: string): boolean {
  const degree = text.match(DEGREE);
  if (!degree || degree.index === undefined) return false;
  const after = text.slice(degree.index + degree[0].length).trim();
  return (/\p{Lu}/u.test(after) && !/^(?:of|in)\s+\S+$/i.test(after)) || /^en\s+\p{Ll}/u.test(after);
}

/** Words a school's name may hold in lower case ("VMKV Eng. college", "University of Madras"). */
const NAME_LINK = /^(?:of|and|for|the|de|del|des|du|la|le|di|&|-|–)$/i;

/**
 * The school's name at the start of what follows its degree: up to the first word in lower case
 * that is neither a link nor a school word ("University of Madras in 2007 with an aggregate …").
 */
function leadingSchoolName(text: string): string | null {
  const words = text.split(/\s+/);
  let end = 0;
  while (end < words.length && (/^[\p{Lu}\p{N}(]/u.test(words[end]) || NAME_LINK.test(words[end]) || INSTITUTION.test(words[end]))) end++;
  // a link word does not end a name ("… of Madras in 2007" stops before "in", never after "of")
  while (end > 0 && NAME_LINK.test(words[end - 1])) end--;
  const school = words.slice(0, end).join(' ').replace(/[.,;:]$/, '');
  return isInstitution(school) ? school : null;
}

/** "B.E Anna University", "MBA from IIM Bangalore": a degree's short form glued before its school. */
/** "HSC from Fergusson College", "S.S.C. from St. Mary's High School": India's school-leaving certificates likewise. */
const LEADING_DEGREE = /^((?:B|M)\.?\s?(?:E|Tech|Sc|S|A|Com|Ed|Eng)\.?|MBA|MCA|BCA|BBA|Ph\.?\s?D\.?|H\.?S\.?S?\.?C\.?|S\.?S\.?L?\.?C\.?)\s+(?:(?:from|at)\s+)?(\p{Lu}.+)$/u;

const splitLeadingDegree = (field: HeaderField): HeaderField[] => {
  const m = field.role ? null : field.text.match(LEADING_DEGREE);
  const school = m ? (leadingSchoolName(m[2]) ?? awardingBodyName(m[2])) : null;
  return m && school ? [{ ...field, text: m[1] }, { ...field, text: school }] : [field];
};

/**
 * "B.Tech from JNTU Hyderabad with 72%", "SSC from Maharashtra State Board in 2004": after a degree's
 * "from", a name without a school word still names who awarded it when it opens with the
 * university's initials or ends in a board of education; a place alone ("from Pune") does not.
 */
function awardingBodyName(text: string): string | null {
  const words = text.split(/\s+/);
  let end = 0;
  while (end < words.length && end < 6 && (/^[\p{Lu}\p{N}]/u.test(words[end]) || NAME_LINK.test(words[end]))) end++;
  while (end > 0 && NAME_LINK.test(words[end - 1])) end--;
  const name = words.slice(0, end).join(' ').replace(/[.,;:]$/, '');
  // "M.S. IN HYDROLOGY" (a small-caps line read as capitals): the subject's preposition is no university's initials
  const initials = /^\p{Lu}{2,6}$/u.test(words[0]) && !DEGREE.test(words[0]) && !/^(?:IN|OF|ON|AT|EN|EM|FOR)$/.test(words[0]);
  const board = /\bboard$/i.test(name);
  return name && (initials || board) && !isPlaceField(name) ? name : null;
}

/** "Completed B.E. (IT) from …", "Pursuing MBA from …": the verb says how far the degree went, not what it is */
const COMPLETION_VERB = /^(?:completed|completing|pursuing|passed|obtained|earned|received|did|doing)\s+(?=\S)/i;

/**
 * "Bachelor of Engineering in Computer Science from VMKV Eng. college", "B.E from University of
 * Madras in 2007 with an aggregate of 62%": a degree and its school in one sentence. The school
 * is the name after "from", up to the first word in lower case that is neither a link nor a school word.
 */
function splitFromSchool(field: HeaderField): HeaderField[] {
  if (field.role) return [field];
  const m = field.text.match(/^(.{2,120}?)\s+(?:from|at)\s+(?:the\s+)?(\p{Lu}.*)$/u);
  if (!m || !DEGREE.test(m[1])) return [field];
  const school = leadingSchoolName(m[2]) ?? awardingBodyName(m[2]);
  return school ? [{ ...field, text: m[1].replace(COMPLETION_VERB, '') }, { ...field, text: school }] : [field];
}

/** Generic words that name a kind of school, not one school ("High School Diploma" is a degree). */
const GENERIC_SCHOOL = /^(?:high|higher|secondary|senior|junior|middle|primary|grammar|public|school|college|university|institute|academy|polytechnic|sixth|form|of)$/i;
const SCHOOL_STAGE_EXAM = /\b(?:senior|junior|secondary)\s+school\s+(?:leaving\s+)?certificate\b/i;
/**
 * "Manchester University Degree", "Salford College Diploma", "BEDE COLLEGE A Level": the school's
 * name, then the kind of award it gave.
 */
function splitTrailingAward(field: HeaderField): HeaderField[] {
  if (field.role || isInstitution(field.text)) return [field];
  const m = field.text.match(/^(.{3,90}?\b(?:university|college|school|institute|academy|polytechnic))\s+(\S.{0,30})$/iu);
  if (!m || !DEGREE.test(m[2]) || DEGREE.test(m[1]) || wordCount(m[2]) > 3) return [field];
  // "West African Senior School Certificate", India's "Senior School Certificate": an exam named by its school stage
  if (SCHOOL_STAGE_EXAM.test(`${m[1]} ${m[2]}`)) return [field];
  const named = m[1].split(/\s+/).some((w) => /^\p{Lu}/u.test(w) && !GENERIC_SCHOOL.test(w));
  return named ? [{ ...field, text: m[1] }, { ...field, text: m[2] }] : [field];
}

/**
 * A long institution name wrapped onto the next line ("Hochschule für Angewandte" /
 * "Wissenschaften Hamburg"): a following field that names neither a degree nor a school
 * continues it.
 */
function joinWrappedInstitution(fields: HeaderField[], datedLines: ReadonlySet<number> = new Set()): HeaderField[] {
  const out: HeaderField[] = [];
  for (const field of fields) {
    const previous = out[out.length - 1];
    // a line that carries the entry's dates ("Re-entry to Practice Program | 2021") is a line of
    // its own under a school printed alone; a school ending a line that also holds the degree
    // ("B.A. Kommunikationsdesign, Hochschule für Angewandte / Wissenschaften Hamburg, 2012 – 2016")
    // was cut by the line's width, and its dated next line still ends the name
    const wrappedLine = previous && fields.some((f) => f.line === previous.line && f !== previous);
    const continues =
      previous && field.line === previous.line + 1 && (!datedLines.has(field.line) || wrappedLine) && isInstitution(previous.text) && !isInstitution(field.text) && !DEGREE.test(field.text) && !DEGREE_DETAIL.test(field.text) &&
      /^\p{Lu}/u.test(field.text) && !(isAllCaps(field.text) && !isAllCaps(previous.text)) && fields.filter((f) => f.line === previous.line).pop() === previous;
    // "CARNEGIE MELLON" above "UNIVERSITY": a school's name wrapped before its school word
    const alone = (f: HeaderField) => fields.filter((g) => g.line === f.line).length === 1;
    const leadsInto =
      previous && field.line === previous.line + 1 && !isInstitution(previous.text) && isInstitution(field.text) && !DEGREE.test(previous.text) &&
      alone(previous) && alone(field) && isAllCaps(previous.text) === isAllCaps(field.text) && /^\p{Lu}/u.test(previous.text) && wordCount(field.text) <= 2;
    if (continues || leadsInto) out[out.length - 1] = { ...previous, text: `${previous.text} ${field.text}` };
    else out.push(field);
  }
  return out;
}

/**
 * "Rijksuniversiteit" / "Groningen": a narrow column wraps a school named after its town between the
 * two. A school word alone names no school, so the town on the next line is its name, not its place.
 */
function withBareSchoolsNamed(fields: HeaderField[]): HeaderField[] {
  const out: HeaderField[] = [];
  for (const [i, field] of fields.entries()) {
    const previous = out[out.length - 1];
    const bare = previous && previous === fields[i - 1] && wordCount(previous.text) === 1 && isInstitution(previous.text) && !DEGREE.test(previous.text);
    if (bare && field.line === previous.line + 1 && /^\p{Lu}/u.test(field.text) && wordCount(field.text) <= 3 && isPlaceField(field.text)) out[out.length - 1] = { ...previous, text: `${previous.text} ${field.text}` };
    else out.push(field);
  }
  return out;
}

/** "Rotman School of Management, University of Toronto": adjacent institution parts belong together. */
function institutionRun(fields: HeaderField[]): { text: string | null; parts: HeaderField[] } {
  const first = fields.findIndex((f) => isInstitution(f.text));
  if (first < 0) return { text: null, parts: [] };
  let last = first;
  while (last + 1 < fields.length && isInstitution(fields[last + 1].text)) last++;
  const parts = fields.slice(first, last + 1);
  return { text: parts.map((f) => f.text).join(', '), parts };
}


/**
 * "Bhopal in" from "RGPV University, Bhopal in 2013 with 68%": the year and the grade taken out of
 * a sentence leave the word that led to them, which is part of no name (the place is then seen as one).
 */
const withoutDanglingLink = (field: HeaderField): HeaderField => {
  const text = field.text.replace(/\s+(?:in|on|with|during|since)$/i, '');
  return text === field.text || !text ? field : { ...field, text };
};

export interface EducationFields {
  block: EntryBlock;
  range: DateRange | null;
  merged: HeaderField[];
  school: { text: string | null; parts: HeaderField[] };
  rest: string[];
}

const namesSchoolOrCertificate = (cell: string) => isInstitution(cell) || SCHOOL_LEAVING.test(cell.trim()) || EXAM_BOARD.test(cell.trim());

export function readFields(block: EntryBlock): EducationFields {
  let range: DateRange | null = null;
  const rest: string[] = [];
  const datedLines = new Set<number>();
  const details: string[] = [];
  for (const line of block.header) {
    // "GPA: 3.7 · Dean's List 2015–2017": a grade line names neither school nor degree
    const found: DateRange | null = range ? null : (findDateRange(line) ?? findSingleDate(line));
    // "GPA: 3.7 · Dean's List 2015–2017": a grade line names neither school nor degree (its dates may be the entry's)
    // ("HSC  Maharashtra State Board  2010  74.17%": a table row whose cells name a certificate and its board is no grade line)
    if (GRADE.test(line) && !DEGREE.test(line) && !line.split(/\s*[,|–—·]\s*|\s{2,}/).some(namesSchoolOrCertificate)) {
      if (found) range = found;
      details.push(line);
      continue;
    }
    if (found) range = found;
    // "[2010-2014]": the brackets around the dates go with them
    const text = (found ? withoutDates(line, found) : line).replace(/^[[(]\s*[\])]$/, '').trim();
    if (found && text) datedLines.add(rest.length);
    if (text) rest.push(text);
  }
  // Places are dropped before commas split them: "Ohio University, Athens, OH" is a school and a place.
  const fields = withBareSchoolsNamed(headerFields(rest, { splitAtWord: false }))
    .filter((f) => !isPlaceField(f.text))
    .flatMap(splitCommas)
    .flatMap(splitLeadingDegree)
    .flatMap(splitFromSchool)
    .flatMap(splitTrailingAward)
    .map(withoutDanglingLink)
    .filter((f) => !isPlaceField(f.text) && (!GRADE.test(f.text) || isInstitution(f.text) || DEGREE.test(f.text)) && !GRADUATION_LABEL.test(f.text.replace(/:$/, '').trim()) && !isColumnLabel(f.text));
  const merged = joinWrappedInstitution(fields, datedLines);
  return { block, range, merged, school: institutionRun(merged), rest: [...rest, ...details] };
}
