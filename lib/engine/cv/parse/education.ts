import type { EducationEntry, ExtractedLine } from '../types';
import { findDateRange, findSingleDate, withoutDates, type DateRange } from './dates';
import { splitEntryBlocks, type EntryBlock } from './entry-blocks';
import { headerFields, isPlaceField, type HeaderField } from './entry-fields';
import { titleScore } from './job-title-words';
import { isColumnLabel } from './table-header';
import { fold, isAllCaps, stripBullet, wordCount } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

const INSTITUTION = /\b(university|universit\w*|universidad|universidade|college|school|academy|akademie|institute|institut\w*|instituto|polytechnic|politecnico|politechnika|hochschule|fachhochschule|gymnasium|lycee|lycée|escola|escuela|faculdade|facultad|ecole|école|iit|nit|kolleg|tafe|conservatoire|uczelnia|szkola|szkoła|sorbonne|insead|mit|ucl|lse|eth|epfl)\b/i;
export const DEGREE = /(?:^|\s)(?:b|m)[.-]?\s?(?:sc|s|a|eng|e|tech|com|ed|phil|res)\.?(?=\s|,|$)|(?:^|\s)[bm]\.\s?(?:[a-z]\.\s?){1,3}(?=\s|,|$)|\b(bfa|mfa|llb|llm|bba|mba|mca|bca|pgdm|pgdbm|bcom|mcom|ph\.?\s?d|doctorate|bachelor\w*|master\w*|m[aá]ster|dipl[oô]m\w*|degree|doctorat|doctorado|staatsexamen|ma[iî]trise|maestr[ií]a|bachillerato|classe pr[eé]paratoire|cpge|associate|certificate|a-levels?|gcses?|abitur|licence|licenciatura|grado|graduacao|graduação|bacharelado|mestrado|magister|inzynier|inżynier|licencjat|ausbildung|bts|dut|hnd|btec|nvq|msn|bsn|rn|adn|pgce|pme|cpa|acca|aca|cima|formation|técnico|tecnico|fp|ciclo)\b/i;

const GRADE = /\b(gpa|grade|note|nota|cgpa|first class|2:1|2:2|honours|honors|hons|distinction|merit|summa cum laude|magna cum laude|cum laude|mit auszeichnung)\b[^|,;()]*|(?<![\d.])\d{2}(?:\.\d{1,2})?\s?%/i;

/** "High School Diploma" names a degree even though it mentions a school. */
/** "M. V. G. R College of Engineering": initials that name a school, not a degree's ("M.Sc."). */
const INITIALLED_SCHOOL = /^(?:\p{Lu}\.\s?){2,}\p{Lu}?\.?\s+(?:\p{Lu}[\p{L}.]*\s+){0,3}(?:College|University|Institute|School|Academy|Vidyalaya)\b/u;
export const isInstitution = (text: string) => (INSTITUTION.test(text) || INSTITUTION.test(fold(text))) && (!DEGREE.test(text) || INITIALLED_SCHOOL.test(text));

/** Education lines separate degree, school and place with commas more often than with pipes. */
const splitCommas = (field: HeaderField): HeaderField[] =>
  field.role ? [field] : field.text.split(/,\s+(?![^()]{0,80}\))/).flatMap(splitAtStop).map((text) => ({ ...field, text }));

/**
 * "Electronics and Communication. XXX College of Engineering": a full stop after a whole word
 * parts subject and school; after a short form ("St. Joseph's", "Eng. college") it does not.
 */
function splitAtStop(text: string): string[] {
  const m = text.match(/^(\S+\s.*\p{L}{4,})\.\s+(\p{Lu}.*)$/u);
  return m && isInstitution(m[2]) && !isInstitution(m[1]) ? [m[1], m[2]] : [text];
}

/** "B.E Anna University", "MBA from IIM Bangalore": a degree's short form glued before its school. */
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

const LEADING_DEGREE = /^((?:B|M)\.?\s?(?:E|Tech|Sc|S|A|Com|Ed|Eng)\.?|MBA|MCA|BCA|BBA|Ph\.?\s?D\.?)\s+(?:(?:from|at)\s+)?(\p{Lu}.+)$/u;



const splitLeadingDegree = (field: HeaderField): HeaderField[] => {
  const m = field.role ? null : field.text.match(LEADING_DEGREE);
  const school = m ? leadingSchoolName(m[2]) : null;
  return m && school ? [{ ...field, text: m[1] }, { ...field, text: school }] : [field];
};

/**
 * "Bachelor of Engineering in Computer Science from VMKV Eng. college", "B.E from University of
 * Madras in 2007 with an aggregate of 62%": a degree and its school in one sentence. The school
 * is the name after "from", up to the first word in lower case that is neither a link nor a school word.
 */
function splitFromSchool(field: HeaderField): HeaderField[] {
  if (field.role) return [field];
  const m = field.text.match(/^(.{2,120}?)\s+(?:from|at)\s+(?:the\s+)?(\p{Lu}.*)$/u);
  if (!m || !DEGREE.test(m[1])) return [field];
  const school = leadingSchoolName(m[2]);
  return school ? [{ ...field, text: m[1] }, { ...field, text: school }] : [field];
}

/** Generic words that name a kind of school, not one school ("High School Diploma" is a degree). */
const GENERIC_SCHOOL = /^(?:high|higher|secondary|senior|junior|middle|primary|grammar|public|school|college|university|institute|academy|polytechnic|sixth|form|of)$/i;
/**
 * "Manchester University Degree", "Salford College Diploma", "BEDE COLLEGE A Level": the school's
 * name, then the kind of award it gave.
 */
function splitTrailingAward(field: HeaderField): HeaderField[] {
  if (field.role || isInstitution(field.text)) return [field];
  const m = field.text.match(/^(.{3,90}?\b(?:university|college|school|institute|academy|polytechnic))\s+(\S.{0,30})$/iu);
  if (!m || !DEGREE.test(m[2]) || DEGREE.test(m[1]) || wordCount(m[2]) > 3) return [field];
  const named = m[1].split(/\s+/).some((w) => /^\p{Lu}/u.test(w) && !GENERIC_SCHOOL.test(w));
  return named ? [{ ...field, text: m[1] }, { ...field, text: m[2] }] : [field];
}

/** Consecutive one-line entries ("BSc …, University of X", "MSc …, University of Y") are separate degrees. */
function splitByInstitution(header: string[]): string[][] {
  const groups: string[][] = [];
  let hasInstitution = false;
  let hasDate = false;
  let hasDegree = false;
  for (const line of header) {
    // "High School Diploma" under "Thomas Jefferson High School" is that school's degree, not a second school;
    // "BSc Physics, University of Leeds" names one
    const names = line.split(/\s*[,|–—]\s*/).flatMap(splitAtStop).some(isInstitution);
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
    // "Bachelor of Education (Honours)": an honours class in brackets is part of the degree, not its subject
    const rest = tail.match(/^(.*?)\s+(?:in|en|em)\s+(.+)$/i) ?? (GRADE.test(tail) ? null : tail.match(/^(.*?)\s*\(([^()]*\p{Ll}[^()]*)\)$/u));
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
  if (!text || text.length > 90 || !/^[\p{Lu}\p{N}]/u.test(text) || /["“”‘’]|[.;:]$/.test(text) || !/\p{L}{2}/u.test(text)) return null;
  // "Minor in Mathematics" after the degree details it
  if (DEGREE_DETAIL.test(text)) return null;
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
    .flatMap(splitFromSchool)
    .flatMap(splitTrailingAward)
    .filter((f) => !isPlaceField(f.text) && (!GRADE.test(f.text) || isInstitution(f.text) || DEGREE.test(f.text)) && !GRADUATION_WORDS.test(f.text) && !isColumnLabel(f.text));
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

/**
 * @param schoolAbove the school printed on a line of its own above this degree and the one before
 *   it ("Ridgemont University" / "Bachelor of Music, Music Composition" / "Certificate, Music Business"):
 *   a degree naming no school of its own is that school's, and its other field is its subject
 */
function toEducation({ block, range, merged, school, rest }: EducationFields, schoolFirst: boolean, schoolAbove: string | null): EducationEntry {
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
  const institution = school.text ?? schoolAbove ?? loneSchool ?? ownLine ?? namedInstitution(remaining.at(-1)?.text) ?? null;
  // "Bachelor of Science - BS, Business Administration": the abbreviation repeats the degree
  const subject = remaining.find((f) => f.text !== institution && !(DEGREE.test(f.text) && f.text.length <= 6))?.text ?? null;
  return {
    institution,
    degree,
    field: field ?? subject,
    start: range?.start ?? null,
    end: range?.current ? null : (range?.end ?? null),
    // "Bachelor of Education (Honours)": an honours class printed inside the degree is no grade of its own
    grade: gradeText && degree?.includes(gradeText) ? null : gradeText,
  };
}

type SchoolBlock = EntryBlock & { underBanner?: boolean };

/**
 * "Diploma in News Reading and Anchoring, Mass Media College.": a degree line closed by a full
 * stop reads like a sentence to the entry splitter, which would make it a description; without
 * the stop it heads its entry. A stop after a short form ("B.E.") is the short form's own.
 */
function withoutClosingStop(line: ExtractedLine): ExtractedLine {
  const text = line.text;
  if (!text.endsWith('.') || /(?:^|[\s.])\p{L}{1,3}\.$/u.test(text) || wordCount(text) > 14) return line;
  const names = text.split(/\s*[,|–—]\s*/).some((part) => isInstitution(part.replace(/\.$/, ''))) || DEGREE.test(text);
  return names ? { ...line, text: text.slice(0, -1) } : line;
}

/**
 * "Stanford University: Sociology, 1986", "Bachelor of Education (Honours): Monash University":
 * a colon between school and degree or subject separates fields like a comma; the entry splitter
 * would take the line for a labelled detail ("Majors: Psychology") and never a header.
 */
function colonAsComma(line: ExtractedLine): ExtractedLine {
  const m = line.text.match(/^([^:]{2,80}):\s+(\S[^:]{0,120})$/);
  if (!m || !(isInstitution(m[1]) || (DEGREE.test(m[1]) && isInstitution(m[2].split(/\s*,\s*/)[0])))) return line;
  return { ...line, text: `${m[1]}, ${m[2]}` };
}

/** A sentence naming both a degree and its school ("B.E. in … from X College, City, 2016 with an aggregate of 74%"). */
const namesDegreeAndSchool = (text: string) =>
  wordCount(text) <= 30 && DEGREE.test(text) && text.split(/\s*[,;]\s*|\s+(?:from|at)\s+/).some((part) => /^\p{Lu}/u.test(part) && isInstitution(part.replace(/\.$/, '')));

/**
 * Indian CVs often write each qualification as one long sentence; the entry splitter takes a
 * line that long for a description. Each such sentence is an entry of its own.
 */
function promoteDegreeSentences(block: EntryBlock): EntryBlock[] {
  const promoted = block.description.filter(namesDegreeAndSchool);
  if (promoted.length === 0) return [block];
  const rest = { ...block, description: block.description.filter((d) => !promoted.includes(d)) };
  const own = promoted.map((text) => ({ header: [text.replace(/\.$/, '')], bullets: [], description: [] }));
  return rest.header.length > 0 || rest.bullets.length > 0 ? [rest, ...own] : own;
}

export function parseEducation(lines: ExtractedLine[]): EducationEntry[] {
  const blocks = splitEntryBlocks(joinWrappedLines(lines).map((line) => colonAsComma(withoutClosingStop(line))))
    // "- BSc Economics, University of Leeds, 2019": an education list written as bullets, one entry each
    .flatMap((block) =>
      block.header.length === 0 && block.bullets.some((b) => DEGREE.test(b) || INSTITUTION.test(fold(b)))
        ? block.bullets.map((b) => ({ header: [stripBullet(b)], bullets: [], description: [] }))
        : [block],
    )
    .flatMap(promoteDegreeSentences)
    // what follows the header (bullets, notes) follows its last degree
    .flatMap((block) => {
      const groups = splitByInstitution(block.header);
      // a school on a line of its own heads the degrees split from under it (not a school that follows them)
      const banner = groups.length > 1 && isInstitution(groups[0][0]);
      return groups.map((header, i): SchoolBlock => ({
        header,
        bullets: i === groups.length - 1 ? block.bullets : [],
        description: i === groups.length - 1 ? block.description : [],
        underBanner: banner && i > 0 && DEGREE.test(header[0]),
      }));
    });
  const entries = mergeDetailGroups(blocks)
    .filter((block) => block.header.length > 0)
    .map(readFields);
  const schoolFirst = schoolsFirst(entries);
  let previous: string | null = null;
  return entries
    .map((entry) => {
      const read = toEducation(entry, schoolFirst, (entry.block as SchoolBlock).underBanner ? previous : null);
      previous = read.institution;
      return read;
    })
    .filter((entry) => entry.institution || entry.degree);
}
