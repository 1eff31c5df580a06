import type { EducationEntry, ExtractedLine } from '../types';
import { findDateRange, findSingleDate, withoutDates, type DateRange } from './dates';
import { splitEntryBlocks, type EntryBlock } from './entry-blocks';
import { headerFields, isPlaceField, type HeaderField } from './entry-fields';
import { titleScore } from './job-title-words';
import { fold, isAllCaps, stripBullet, wordCount } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

const INSTITUTION = /\b(university|universit\w*|universidad|universidade|college|school|academy|akademie|institute|institut\w*|instituto|polytechnic|politecnico|politechnika|hochschule|fachhochschule|gymnasium|lycee|lycée|escola|escuela|faculdade|facultad|ecole|école|iit|nit|kolleg|tafe|conservatoire|uczelnia|szkola|szkoła|sorbonne|insead|mit|ucl|lse|eth|epfl)\b/i;
export const DEGREE = /(?:^|\s)(?:b|m)[.-]?\s?(?:sc|s|a|eng|e|tech|com|ed|phil|res)\.?(?=\s|,|$)|(?:^|\s)[bm]\.\s?(?:[a-z]\.\s?){1,3}(?=\s|,|$)|\b(bfa|mfa|llb|llm|bba|mba|mca|bca|pgdm|pgdbm|bcom|mcom|ph\.?\s?d|doctorate|bachelor\w*|master\w*|m[aá]ster|dipl[oô]m\w*|degree|doctorat|doctorado|staatsexamen|ma[iî]trise|maestr[ií]a|bachillerato|classe pr[eé]paratoire|cpge|associate|certificate|a-levels?|gcses?|abitur|licence|licenciatura|grado|graduacao|graduação|bacharelado|mestrado|magister|inzynier|inżynier|licencjat|ausbildung|bts|dut|hnd|btec|nvq|msn|bsn|rn|adn|pgce|pme|cpa|acca|aca|cima|formation|técnico|tecnico|fp|ciclo)\b/i;

const GRADE = /\b(gpa|grade|note|nota|cgpa|first class|2:1|2:2|honours|honors|distinction|merit|summa cum laude|magna cum laude|cum laude|mit auszeichnung)\b[^|,;()]*|(?<![\d.])\d{2}(?:\.\d{1,2})?\s?%/i;

/** "High School Diploma" names a degree even though it mentions a school. */
/** "M. V. G. R College of Engineering": initials that name a school, not a degree's ("M.Sc."). */
const INITIALLED_SCHOOL = /^(?:\p{Lu}\.\s?){2,}\p{Lu}?\.?\s+(?:\p{Lu}[\p{L}.]*\s+){0,3}(?:College|University|Institute|School|Academy|Vidyalaya)\b/u;
export const isInstitution = (text: string) => (INSTITUTION.test(text) || INSTITUTION.test(fold(text))) && (!DEGREE.test(text) || INITIALLED_SCHOOL.test(text));

/** Education lines separate degree, school and place with commas more often than with pipes. */
const splitCommas = (field: HeaderField): HeaderField[] =>
  field.role ? [field] : field.text.split(/,\s+(?![^()]{0,80}\))/).map((text) => ({ ...field, text }));

/** "B.E Anna University", "MBA from IIM Bangalore": a degree's short form glued before its school. */
const LEADING_DEGREE = /^((?:B|M)\.?\s?(?:E|Tech|Sc|S|A|Com|Ed|Eng)\.?|MBA|MCA|BCA|BBA|Ph\.?\s?D\.?)\s+(?:(?:from|at)\s+)?(\p{Lu}.+)$/u;
const splitLeadingDegree = (field: HeaderField): HeaderField[] => {
  const m = field.role ? null : field.text.match(LEADING_DEGREE);
  return m && isInstitution(m[2]) ? [{ ...field, text: m[1] }, { ...field, text: m[2] }] : [field];
};

/** Consecutive one-line entries ("BSc …, University of X", "MSc …, University of Y") are separate degrees. */
function splitByInstitution(header: string[]): string[][] {
  const groups: string[][] = [];
  let hasInstitution = false;
  let hasDate = false;
  let hasDegree = false;
  for (const line of header) {
    // "High School Diploma" under "Thomas Jefferson High School" is that school's degree, not a second school;
    // "BSc Physics, University of Leeds" names one
    const names = line.split(/\s*[,|–—]\s*/).some(isInstitution);
    const dated = (findDateRange(line) ?? findSingleDate(line)) !== null;
    // "Bachelor of Science in Biology" under a finished "Degree" / "School, 2018" pair starts the next degree.
    const degree = !names && DEGREE.test(line);
    // "GPA: 3.7 · Dean's List 2015–2017": a grade with its years details the degree above
    const graded = !names && !degree && GRADE.test(line);
    // "LA MARTINIERE FOR BOYS" after "CORNELL UNIVERSITY … May 2014": a dated entry is over when a line styled like its first comes
    const current = groups[groups.length - 1]?.[0] ?? '';
    const lead = !dated && !degree && isAllCaps(line) && ((hasDate && isAllCaps(current)) || DIVISION.test(current));
    if (groups.length === 0 || (names && hasInstitution) || (dated && hasDate && !graded) || (degree && hasDegree && hasInstitution) || lead) {
      groups.push([line]);
      [hasInstitution, hasDate, hasDegree] = [names, dated, degree];
    } else {
      groups[groups.length - 1].push(line);
      hasInstitution ||= names;
      hasDate ||= dated;
      hasDegree ||= degree;
    }
  }
  return groups;
}

/** "Minor in Mathematics", "Concentration: Finance": what a degree adds, never the rest of a school's name. */
const DEGREE_DETAIL = /^(?:minors?|majors?|concentrations?|speciali[sz]ations?|focus|emphasis|track|thesis|dissertation|coursework|relevant)\b/i;

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

/** "Rotman School of Management, University of Toronto": adjacent institution parts belong together. */
function institutionRun(fields: HeaderField[]): { text: string | null; parts: HeaderField[] } {
  const first = fields.findIndex((f) => isInstitution(f.text));
  if (first < 0) return { text: null, parts: [] };
  let last = first;
  while (last + 1 < fields.length && isInstitution(fields[last + 1].text)) last++;
  const parts = fields.slice(first, last + 1);
  return { text: parts.map((f) => f.text).join(', '), parts };
}

/** "Bachelor of Science", "Master of Education": the "of" part names the degree, not the subject. */
const DEGREE_OF = /^(?:(?:professional|executive|integrated|honours|honors)\s+)?(?:bachelor|master|doctor|associate)(?:'s|’s)?\s+of\s+(?:(?:science|arts|fine arts|education|engineering|laws|law|philosophy|commerce|technology|business administration|public health|social work|music|architecture|applied science|nursing|medicine|computer applications)\b)/i;

function splitDegree(text: string): { degree: string; field: string | null } {
  // "Bachelor of Science in Nursing": split at "in" after the degree's own "of".
  const named = text.match(DEGREE_OF);
  if (named) {
    const tail = text.slice(named[0].length);
    const rest = tail.match(/^(.*?)\s+(?:in|en|em)\s+(.+)$/i) ?? tail.match(/^(.*?)\s*\(([^()]*\p{Ll}[^()]*)\)$/u);
    return rest ? { degree: `${named[0]}${rest[1]}`.trim(), field: rest[2].trim() } : { degree: text, field: null };
  }
  // "B.Tech (Mechanical Engineering)": a subject in brackets; "(Hons)", "(BSN)" are not subjects.
  const bracket = text.match(/^(.+?)\s*\(([^()]{4,})\)$/);
  if (bracket && DEGREE.test(bracket[1]) && /\p{Ll}/u.test(bracket[2]) && !GRADE.test(bracket[2]) && !DEGREE.test(bracket[2])) {
    return { degree: bracket[1].trim(), field: bracket[2].trim() };
  }
  const m = text.match(/^(.*?)\s+(?:in|of|en|em|in der|für|de)\s+(.+)$/i);
  return m && DEGREE.test(m[1]) ? { degree: m[1].trim(), field: m[2].trim() } : { degree: text, field: null };
}

/**
 * Without a school word the last field stands for the school, but only when it reads as a
 * name: a capital first, not a degree ("MBA"), a column label ("Location"), a quotation or a
 * sentence's piece.
 */
function namedInstitution(text: string | undefined): string | null {
  if (!text || text.length > 90 || !/^[\p{Lu}\p{N}]/u.test(text) || /["“”‘’]|[.;:]$/.test(text)) return null;
  if (DEGREE.test(text) || /^(?:location|place|city|year|grade|title|description|board|percentage)$/i.test(text)) return null;
  if (/\b(?:dean'?s list|honou?r roll|scholarships?|awards?|prizes?|fellowships?|cum laude)\b/i.test(text)) return null;
  return text;
}

/** "Highlight any relevant experience within", "Relevant Coursework": a sentence's piece or a label, no school's name. */
function readsAsProse(text: string): boolean {
  const lower = text.split(/\s+/).filter((w) => /^\p{Ll}{3,}/u.test(w) && !/^(?:of|and|for|the|de|des|du|la|le|del|y|et|und|für|der)$/.test(w)).length;
  return lower >= 2 || DEGREE_DETAIL.test(text) || /\b(?:credential|coursework|course|licen[cs]e)\b/i.test(text);
}

/** "Grad.", "Expected Graduation", "Class of": words of the date they stood beside, not names. */
const GRADUATION_WORDS = /^(?:(?:expected|anticipated|estimated|est\.?)\s+)?(?:grad(?:uation|uated)?\.?|completion)(?:\s+date)?$|^(?:expected|anticipated|class of)$/i;

const DIVISION = /^(?:college|school|faculty|department|division|institute|graduate school)\s+of\b/i;

/**
 * "College of Engineering", "Magna Cum Laude", "Cum. GPA: 3.83" under a degree's school and
 * dates: a group with neither a degree nor a date of its own details the entry above.
 */
function mergeDetailGroups(blocks: EntryBlock[]): EntryBlock[] {
  const out: EntryBlock[] = [];
  for (const block of blocks) {
    const previous = out[out.length - 1];
    const dated = block.header.some((line) => (findDateRange(line) ?? findSingleDate(line)) !== null);
    const degree = block.header.some((line) => DEGREE.test(line));
    const previousComplete = previous && previous.header.some((line) => DEGREE.test(line)) && previous.header.some((line) => (findDateRange(line) ?? findSingleDate(line)) !== null);
    // a division of the school above ("College of Engineering"), not a second school ("Visveswaraiah Technological University")
    const division = DIVISION.test(block.header[0] ?? '');
    if (previousComplete && division && !dated && !degree) previous.description.push(...block.header, ...block.description);
    else out.push(block);
  }
  return out;
}

interface EducationFields {
  block: EntryBlock;
  range: DateRange | null;
  merged: HeaderField[];
  school: { text: string | null; parts: HeaderField[] };
  rest: string[];
}

function readFields(block: EntryBlock): EducationFields {
  let range: DateRange | null = null;
  const rest: string[] = [];
  const datedLines = new Set<number>();
  const details: string[] = [];
  for (const line of block.header) {
    // "GPA: 3.7 · Dean's List 2015–2017": a grade line names neither school nor degree
    const found: DateRange | null = range ? null : (findDateRange(line) ?? findSingleDate(line));
    // "GPA: 3.7 · Dean's List 2015–2017": a grade line names neither school nor degree (its dates may be the entry's)
    if (GRADE.test(line) && !DEGREE.test(line) && !line.split(/\s*[,|–—·]\s*/).some(isInstitution)) {
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
  const fields = headerFields(rest, { splitAtWord: false })
    .filter((f) => !isPlaceField(f.text))
    .flatMap(splitCommas)
    .flatMap(splitLeadingDegree)
    .filter((f) => !isPlaceField(f.text) && (!GRADE.test(f.text) || isInstitution(f.text)) && !GRADUATION_WORDS.test(f.text));
  const merged = joinWrappedInstitution(fields, datedLines);
  return { block, range, merged, school: institutionRun(merged), rest: [...rest, ...details] };
}

/**
 * Whether a section prints the school above (or before) the degree: then an entry naming no
 * degree and no school word ("LA MARTINIERE FOR BOYS" above "Grad. May 2011") names its school.
 */
function schoolsFirst(entries: EducationFields[]): boolean {
  let first = 0;
  let second = 0;
  for (const { merged, school } of entries) {
    const degree = merged.find((f) => !school.parts.includes(f) && DEGREE.test(f.text));
    if (!degree || school.parts.length === 0) continue;
    const at = merged.indexOf(school.parts[0]);
    if (at < merged.indexOf(degree)) first++;
    else second++;
  }
  return first > 0 && second === 0;
}

function toEducation({ block, range, merged, school, rest }: EducationFields, schoolFirst: boolean): EducationEntry {
  const gradeText = [...rest, ...block.description, ...block.bullets].join(' | ').match(GRADE)?.[0]?.trim() ?? null;
  const others = merged.filter((f) => !school.parts.includes(f));
  // in a section that prints the school first, an entry whose words name neither is read the same way
  // (a school's name: no title's word, no sentence, and the entry dated)
  const undegreed =
    schoolFirst && !school.text && range !== null && others.length > 0 && !others.some((f) => DEGREE.test(f.text) || titleScore(f.text) > 0) && !readsAsProse(others[0].text);
  const loneSchool = undegreed ? namedInstitution(others[0].text) : null;
  const degreeField = loneSchool ? (others[1] ?? null) : (others.find((f) => DEGREE.test(f.text)) ?? others[0] ?? null);
  const { degree, field } = degreeField ? splitDegree(degreeField.text) : { degree: null, field: null };
  // "B.Tech, Computer Science, VIT Vellore": without a school word, the school comes last and the subject between
  const remaining = others.filter((f) => f !== degreeField);
  // "Caltech  Sep 2022 – Present" above "Ph.D., Applied Mathematics": a name on a line of its own is the school, the one beside the degree its subject
  const alone = remaining.filter((f) => !merged.some((g) => g !== f && g.line === f.line));
  const besideDegree = remaining.filter((f) => degreeField !== null && f.line === degreeField.line);
  const ownLine = alone.length === 1 && besideDegree.length > 0 && degreeField !== null && alone[0].line < degreeField.line && !readsAsProse(alone[0].text) ? namedInstitution(alone[0].text) : null;
  const institution = school.text ?? loneSchool ?? ownLine ?? namedInstitution(remaining.at(-1)?.text) ?? null;
  // "Bachelor of Science - BS, Business Administration": the abbreviation repeats the degree
  const subject = remaining.find((f) => f.text !== institution && !(DEGREE.test(f.text) && f.text.length <= 6))?.text ?? null;
  return {
    institution,
    degree,
    field: field ?? subject,
    start: range?.start ?? null,
    end: range?.current ? null : (range?.end ?? null),
    grade: gradeText,
  };
}

export function parseEducation(lines: ExtractedLine[]): EducationEntry[] {
  const blocks = splitEntryBlocks(joinWrappedLines(lines))
    // "- BSc Economics, University of Leeds, 2019": an education list written as bullets, one entry each
    .flatMap((block) =>
      block.header.length === 0 && block.bullets.some((b) => DEGREE.test(b) || INSTITUTION.test(fold(b)))
        ? block.bullets.map((b) => ({ header: [stripBullet(b)], bullets: [], description: [] }))
        : [block],
    )
    // what follows the header (bullets, notes) follows its last degree
    .flatMap((block) => splitByInstitution(block.header).map((header, i, groups) => ({ header, bullets: i === groups.length - 1 ? block.bullets : [], description: i === groups.length - 1 ? block.description : [] })));
  const entries = mergeDetailGroups(blocks)
    .filter((block) => block.header.length > 0)
    .map(readFields);
  const schoolFirst = schoolsFirst(entries);
  return entries.map((entry) => toEducation(entry, schoolFirst)).filter((entry) => entry.institution || entry.degree);
}
