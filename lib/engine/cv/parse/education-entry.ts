import type { EducationEntry } from '../types';
import { DEGREE, DEGREE_DETAIL, EXAM_BOARD, GRADE, INSTITUTION, THESIS_LINE } from './education-words';
import type { EducationFields } from './education-fields';
import { titleScore } from './job-title-words';
import { parsePlace } from './location';
import type { HeaderField } from './entry-fields';
import { stripBullet } from './text-shape';

/** "Bachelor of Science", "Master of Education": the "of" part names the degree, not the subject. */
const DEGREE_OF = /^(?:(?:professional|executive|integrated|honours|honors)\s+)?(?:bachelor|master|doctor|associate)(?:'s|’s)?\s+of\s+(?:(?:science|arts|fine arts|education|engineering|laws|law|philosophy|commerce|technology|business administration|public health|social work|music|architecture|applied science|nursing|medicine|computer applications)\b)/i;

const ABBREVIATED = /^(?:\p{L}{1,5}\.\s?){1,5}$/u;

function splitDegree(text: string): { degree: string; field: string | null } {
  // "Bachelor of Science in Nursing": split at "in" after the degree's own "of".
  const named = text.match(DEGREE_OF);
  if (named) {
    const tail = text.slice(named[0].length);
    // "Bachelor of Education (Honours)": an honours class in brackets is part of the degree, not its subject
    const rest = tail.match(/^(.*?)\s+(?:in|en|em)\s+(.+)$/i) ?? (GRADE.test(tail) ? null : tail.match(/^(.*?)\s*\(([^()]*\p{Ll}[^()]*)\)$/u));
    return rest ? { degree: `${named[0]}${rest[1]}`.trim(), field: rest[2].trim() } : { degree: text, field: null };
  }
  // "B.Tech (Mechanical Engineering)": a subject in brackets; "(Hons)", "(BSN)" are not subjects,
  // nor the title the degree confers, abbreviated word by word ("(Mag.)", "(Mag. rer. soc. oec.)")
  const bracket = text.match(/^(.+?)\s*\(([^()]{4,})\)$/);
  if (bracket && DEGREE.test(bracket[1]) && /\p{Ll}/u.test(bracket[2]) && !GRADE.test(bracket[2]) && !DEGREE.test(bracket[2]) && !ABBREVIATED.test(bracket[2])) {
    return { degree: bracket[1].trim(), field: bracket[2].trim() };
  }
  const m = text.match(/^(.*?)\s+(in|of|en|em|in der|für|de)\s+(.+)$/i);
  if (m && m[2].toLowerCase() === 'of' && namesOneQualification(text, m[3])) return { degree: text, field: null };
  // "BTS Négociation et digitalisation de la relation client": "de" before an article is inside the name; a subject opens on its noun
  if (m && ARTICLE_OPENING.test(m[3])) return { degree: text, field: null };
  // with its link word, since Québec's "DEC" is a diploma only before "en"
  return m && (DEGREE.test(m[1]) || DEGREE.test(`${m[1]} ${m[2]} `)) ? { degree: m[1].trim(), field: m[3].trim() } : { degree: text, field: null };
}

const ARTICLE_OPENING = /^(?:(?:la|le|les|el|los|las|the|a|an|der|die|das)\s|l['’]\p{L})/u;

/** "… of Secondary Education", "… of Higher Education": a level of schooling names the certificate, it is no subject */
const SCHOOLING_LEVEL = /^(?:(?:primary|secondary|upper secondary|general secondary|higher|further|basic)\s+)education\b/i;

/**
 * "General Certificate of Secondary Education", "National Diploma of X (NDX)": the "of" is the
 * qualification's own name when what follows is a level of schooling, or when a bracketed
 * acronym after it spells the whole name, the part after "of" included.
 */
function namesOneQualification(text: string, afterOf: string): boolean {
  if (SCHOOLING_LEVEL.test(afterOf)) return true;
  const acronym = /^(.+?)\s*\(([A-Z]{3,8})\)$/.exec(text.slice(0, 160));
  if (!acronym) return false;
  const initials = acronym[1].split(/\s+/).filter((w) => !/^(?:of|and|the|&)$/i.test(w)).map((w) => w[0]?.toUpperCase()).join('');
  return initials === acronym[2];
}

/**
 * Without a school word the last field stands for the school, but only when it reads as a
 * name: a capital first, not a degree ("MBA"), a column label ("Location"), a quotation or a
 * sentence's piece.
 */
function namedInstitution(text: string | undefined): string | null {
  if (!text || text.length > 90 || !/^[\p{Lu}\p{N}]/u.test(text) || /["“”‘’]|[.;:]$/.test(text) || !/\p{L}{2}/u.test(text)) return null;
  // "Minor in Mathematics" after the degree details it, and so do "Clinical Specialization", "Finance Concentration"
  if (DEGREE_DETAIL.test(text) || /\b(?:speciali[sz]ation|concentration|emphasis|minor|major)$/i.test(text)) return null;
  if (DEGREE.test(text) || /^(?:location|place|city|year|grade|title|description|board|percentage)$/i.test(text)) return null;
  if (/\b(?:dean'?s list|honou?r roll|scholarships?|awards?|prizes?|fellowships?|cum laude)\b/i.test(text)) return null;
  return text;
}

/** "Highlight any relevant experience within", "Relevant Coursework": a sentence's piece or a label, no school's name. */
function readsAsProse(text: string): boolean {
  const lower = text.split(/\s+/).filter((w) => /^\p{Ll}{3,}/u.test(w) && !/^(?:of|and|for|the|de|des|du|la|le|del|y|et|und|für|der)$/.test(w)).length;
  return lower >= 2 || DEGREE_DETAIL.test(text) || /\b(?:credential|coursework|course|licen[cs]e)\b/i.test(text);
}

/**
 * Whether a section prints the school above (or before) the degree: then an entry naming no
 * degree and no school word ("LA MARTINIERE FOR BOYS" above "Grad. May 2011") names its school.
 */
export function schoolsFirst(entries: EducationFields[]): boolean {
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
 * "Master of Arts, Counseling Psychology" over "May 2015", the school printed below the degrees:
 * the one name beside a degree that is an academic subject, with no school word, is its subject.
 */
const ACADEMIC_SUBJECT = /\b(?:psychology|biology|chemistry|physics|mathematics|economics|sociology|philosophy|history|linguistics|literature|anthropology|political science|computer science|nursing|accounting|finance)\b/i;
const isSubjectBesideDegree = (text: string) => ACADEMIC_SUBJECT.test(text) && !INSTITUTION.test(text);

/**
 * "University of Lagos, Akoka", "Federal Government College, Enugu": a proper name right after the school's
 * name and its comma is the town or campus, no subject; a subject beside a school reads as one ("University of
 * Leeds, Economics").
 */
function isSchoolTown(field: HeaderField, parts: HeaderField[], merged: HeaderField[]): boolean {
  const last = parts.at(-1);
  if (!last || merged.indexOf(field) !== merged.indexOf(last) + 1 || field.line !== last.line) return false;
  if (!/^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u.test(field.text) || ACADEMIC_SUBJECT.test(field.text) || SUBJECT_WORD.test(field.text)) return false;
  return field.source?.includes(`${last.text}, ${field.text}`) ?? false;
}
const SUBJECT_WORD = /\b(?:engineering|studies|science|sciences|arts|law|laws|management|design|business|medicine|pharmacy|education|technology|architecture|music|theology|statistics|geography|geology|agriculture)\b/i;

/** "Major: Public Administration" on a line of its own under the degree: the label says the line is the subject */
const SUBJECT_LINE = /^(?:[-•*·]\s*)?(?:major|field of study|area of study|main subject)\s*:\s*([^,;|:]{2,80}?)\s*$/i;

function labelledSubject(lines: string[]): string | null {
  for (const line of lines) {
    const m = line.length <= 120 ? SUBJECT_LINE.exec(line) : null;
    if (m) return m[1];
  }
  return null;
}
/**
 * "MEng  Rice University" over "Mechanical Engineering  Houston, TX": a degree named by its letters
 * alone, its subject on a line of its own under it (the school's town beside it after a wide gap).
 * A line naming an academic subject in a few words, and nothing else but a place, is that subject.
 */
function subjectLine(lines: string[]): string | null {
  for (const line of lines) {
    if (line.length > 120) continue;
    const [first, ...others] = stripBullet(line).trim().split(/\s{2,}|\t/);
    const words = first.split(/\s+/).length;
    if (words > 6 || /[\d:;.!?]/.test(first) || INSTITUTION.test(first) || DEGREE.test(first)) continue;
    if (!SUBJECT_WORD.test(first) && !ACADEMIC_SUBJECT.test(first)) continue;
    if (others.length > 1 || (others.length === 1 && !parsePlace(others[0]))) continue;
    return first;
  }
  return null;
}

/**
 * "Studia II stopnia, kierunek Informatyka – tytuł magistra inżyniera": where the line names both the
 * level of study and the title it awarded, the title is the degree (the level is implied by it).
 */
const AWARDED_TITLE = /^(?:tytu[łl]|title of|titel|t[íi]tulo de|titre de|titolo di|grau de)\s/iu;
/**
 * "kierunek Informatyka", "Studiengang Elektrotechnik": the label naming the programme studied is no part
 * of the subject. A specialisation's label ("concentration in", "Schwerpunkt", "especialidad") names a
 * second, narrower subject beside the main one, which stays the field.
 */
const SUBJECT_LABEL = /^(?:kierunek|fachrichtung|studiengang|studienfach|fili[èe]re)\s*:?\s+(?=\p{L})/iu;
const withoutSubjectLabel = (text: string | null) => (text && text.length <= 200 ? text.replace(SUBJECT_LABEL, '') : text);

/** "MEng", "BS", "B.Tech.", "MSc": a degree by its letters, which names no subject */
const BARE_DEGREE_LETTERS = /^[\p{Lu}][\p{L}.]{0,6}$/u;

const isExamBoard = (text: string) => text.length <= 60 && EXAM_BOARD.test(text.trim()) && !DEGREE.test(text);

/**
 * "Masterarbeit: Preispromotions im Handel (Note 1,3)": the final work, named under its degree, is
 * the entry's detail, whole; a mark printed on its line marks that work, not the degree, so it is
 * no grade of the degree's.
 */
const isThesisLine = (line: string) => line.length <= 210 && THESIS_LINE.test(stripBullet(line));

/**
 * @param schoolAbove the school printed on a line of its own above this degree and the one before
 *   it ("Ridgemont University" / "Bachelor of Music, Music Composition" / "Certificate, Music Business"):
 *   a degree naming no school of its own is that school's, and its other field is its subject
 */
export function toEducation({ block, range, merged, school, rest }: EducationFields, schoolFirst: boolean, schoolAbove: string | null): EducationEntry {
  // "CBSE" over "Green Valley School", "State Board" over "2012": the board set the examination; it is no
  // degree, and it stands for the school only where none is named
  const board = merged.find((f) => !school.parts.includes(f) && isExamBoard(f.text));
  const others = merged.filter((f) => !school.parts.includes(f) && f !== board);
  // in a section that prints the school first, an entry whose words name neither is read the same way
  // (a school's name: no title's word, no sentence, and the entry dated)
  const undegreed =
    schoolFirst && !school.text && range !== null && others.length > 0 && !others.some((f) => DEGREE.test(f.text) || titleScore(f.text) > 0) && !readsAsProse(others[0].text);
  const loneSchool = undegreed ? namedInstitution(others[0].text) : null;
  // "123.345-7890", "30314", "89.8": a phone number, a postcode or a mark beside the school names no degree and no subject ("10+2" does)
  const worded = (f: HeaderField) => /\p{L}/u.test(f.text) || /^\d{1,2}\s?\+\s?\d$/.test(f.text.trim());
  const degreeField = loneSchool ? (others[1] ?? null) : (others.find((f) => AWARDED_TITLE.test(f.text) && DEGREE.test(f.text)) ?? others.find((f) => DEGREE.test(f.text)) ?? others.find(worded) ?? null);
  const { degree, field } = degreeField ? splitDegree(degreeField.text) : { degree: null, field: null };
  // "Bachelor of Physiotherapy (Honours)" above "First Class Honours; thesis on …": the honours printed inside the
  // degree name the degree; the class below is the grade (without one elsewhere, what the degree's line holds is)
  const entryLines = [...rest, ...block.description, ...block.bullets];
  const thesis = entryLines.filter(isThesisLine).map((l) => stripBullet(l));
  const gradeSource = entryLines.filter((l) => !isThesisLine(l)).join(' | ');
  const gradeText = (degreeField ? gradeSource.replace(degreeField.text, ' ').match(GRADE) : null)?.[0]?.trim() ?? gradeSource.match(GRADE)?.[0]?.trim() ?? null;
  // "B.Tech, Computer Science, VIT Vellore": without a school word, the school comes last and the subject between
  const remaining = others.filter((f) => f !== degreeField);
  // "Caltech  Sep 2022 – Present" above "Ph.D., Applied Mathematics": a name on a line of its own is the school, the one beside the degree its subject
  const alone = remaining.filter((f) => !merged.some((g) => g !== f && g.line === f.line));
  const besideDegree = remaining.filter((f) => degreeField !== null && f.line === degreeField.line);
  const ownLine = alone.length === 1 && besideDegree.length > 0 && degreeField !== null && alone[0].line < degreeField.line && !readsAsProse(alone[0].text) ? namedInstitution(alone[0].text) : null;
  const last = remaining.length === 1 && isSubjectBesideDegree(remaining[0].text) ? undefined : remaining.at(-1)?.text;
  const institution = school.text ?? schoolAbove ?? loneSchool ?? ownLine ?? namedInstitution(last) ?? board?.text ?? null;
  // "Bachelor of Science - BS, Business Administration": the abbreviation repeats the degree
  const subject = remaining.find((f) => SUBJECT_LABEL.test(f.text))?.text ?? remaining.find((f) => f.text !== institution && worded(f) && !(DEGREE.test(f.text) && f.text.length <= 6) && !isSchoolTown(f, school.parts, merged))?.text ?? null;
  return {
    institution,
    degree,
    // a major is a degree's subject: under a school alone ("Higher Secondary School", "Major: Biology") it names no degree
    field: withoutSubjectLabel(field ?? subject ?? (degree ? (labelledSubject(entryLines) ?? (BARE_DEGREE_LETTERS.test(degree) ? subjectLine([...block.bullets, ...block.description]) : null)) : null)),
    start: range?.start ?? null,
    end: range?.current ? null : (range?.end ?? null),
    // "Bachelor of Education (Honours)": an honours class printed inside the degree is no grade of its own
    grade: gradeText && degree?.includes(gradeText) ? null : gradeText,
    ...(thesis.length > 0 && { details: thesis }),
  };
}
