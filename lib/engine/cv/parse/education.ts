import type { EducationEntry, ExtractedLine } from '../types';
import { mergeDetailGroups, splitByInstitution } from './education-blocks';
import { schoolsFirst, toEducation } from './education-entry';
import { readFields } from './education-fields';
import { colonAsComma, degreeBulletIntoHeader, degreeColonSubject, majorAsSubject, promoteDegreeSentences, withoutClosingStop, withoutDegreeLabel } from './education-line-rewrites';
import { educationSegments } from './education-labels';
import { DEGREE, fieldsOf, INSTITUTION, isInstitution, splitAtStop } from './education-words';
import { isDatedEntryBullet } from './dated-bullets';
import { isHonourLine, splitEntryBlocks, type EntryBlock } from './entry-blocks';
import { readsAsNoName } from './job-field-evidence';
import { fold, isBullet, stripBullet } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

type SchoolBlock = EntryBlock & { underBanner?: boolean };

/**
 * "Priya Lindqvist" / "27 Harwood Street" / "email: …" under a template's "Education" subtitle:
 * a block giving an email address or a phone number, with no degree and no school in it, is the
 * candidate's contact details, not a qualification.
 */
const CONTACT_LINE = /@|\b(?:ph|phone|tel|mobile|mob|cell|e-?mail)\b\s*[:.(,]/i;
const isContactBlock = (block: EntryBlock) =>
  [...block.header, ...block.description].some((line) => CONTACT_LINE.test(line)) && !block.header.some((line) => DEGREE.test(line) || INSTITUTION.test(fold(line)));

/**
 * "T: 02123 345 7890", "E: jo@example.com", "DOB: 12/09/1985", "Nationality: British": a
 * template's sidebar of personal details, read in between the education lines beside it. Such a
 * line is no part of an entry.
 */
export const PERSONAL_DETAIL =
  /^(?:(?:[TMF]|tel|phone|mobile|mob|cell|fax)\s*[:.]\s*\+?[\d(][\d\s().-]{6,}$|(?:E|e-?mail)\s*[:.]\s*\S+@\S+$|(?:dob|d\.o\.b\.?|date of birth|driving licen[cs]e|nationality|marital status|gender)\s*:)/i;

/**
 * "• Bachelor's Degree in Electronics" above "ABC University, New York, NY": a degree bulleted on
 * its own with its school straight under it heads that school's entry; read as a list item it
 * would stand apart, and the school would take whatever line follows it for its degree.
 */
function unbulletDegreeAboveSchool(lines: ExtractedLine[]): ExtractedLine[] {
  return lines.map((line, i) => {
    const next = lines[i + 1];
    if (!next || !isBullet(line.text) || isBullet(next.text) || next.gapBefore > 1.25) return line;
    const degree = stripBullet(line.text);
    const opensSchool = isInstitution(next.text) && !DEGREE.test(next.text) && !INSTITUTION.test(fold(degree));
    return DEGREE.test(degree) && opensSchool ? { ...line, text: degree } : line;
  });
}

export function parseEducation(lines: ExtractedLine[]): EducationEntry[] {
  const read = lines.filter((line) => line.text.length > 120 || !PERSONAL_DETAIL.test(line.text.trim()));
  return educationSegments(read)
    .flatMap((segment) => (segment.labelled ? [segment.entry] : parseUnlabelled(segment.lines).filter(namesQualification)))
    .filter((entry) => entry.institution || entry.degree)
    .reduce(joinSchoolAndDegree, []);
}

/**
 * "University of Maryland, College Park" / "College Park, MD United States" / "Bachelor's degree 05/2012":
 * a school with neither degree nor dates, straight above a dated degree with no school, is that degree's
 * school (the town line between them split one entry in two).
 */
function joinSchoolAndDegree(out: EducationEntry[], entry: EducationEntry): EducationEntry[] {
  const above = out[out.length - 1];
  if (above && above.institution && !above.degree && !above.start && !above.end && !entry.institution && entry.degree && (entry.start || entry.end)) {
    out[out.length - 1] = { ...entry, institution: above.institution, field: entry.field ?? above.field, grade: entry.grade ?? above.grade };
    return out;
  }
  out.push(entry);
  return out;
}

/**
 * "Highlight any relevant experience within", "During early stage of systems engineering process": a
 * template's instruction or a sentence's piece read as a degree with no school beside it names no
 * qualification (a labelled "Degree:" says it does, whatever its words, and is not judged here).
 * "Resources" over "Academic post-graduate research on …": a sub-heading of a list of activities
 * beside such a sentence is no school either; a word naming one ("Open University") keeps it.
 */
const namesQualification = (entry: EducationEntry) =>
  (entry.institution !== null && isInstitution(entry.institution)) ||
  entry.degree === null ||
  DEGREE.test(entry.degree) ||
  !readsAsNoName(entry.degree);

/**
 * "• Teaching Assistant for Programming for the Web (2022 - 2023)" under a degree: a dated bullet
 * of the education section heads an entry only when it names a qualification or a school; else it
 * is something done during the degree, however much it reads like a job.
 */
const headsQualification = (text: string) => isDatedEntryBullet(text) && (DEGREE.test(text) || fieldsOf(stripBullet(text)).flatMap(splitAtStop).some(isInstitution));

/**
 * "Psi Chi Honors Society Member (2011-2013)", "Speaker at the Convocation, Class of 2013" under a
 * degree: a student's honours and memberships at the school above, dated like entries but no
 * qualification of their own (one before any degree may still head the school's entry).
 */
const isHonourAfterDegree = (block: EntryBlock, above: EntryBlock[]) =>
  isHonourLine(block.header[0]) && !DEGREE.test(block.header.join(' ')) && above.some((b) => DEGREE.test(b.header.join(' ')));

/**
 * "Activities:" / "Editor, Law Review" / "Riverton State University | Riverton, FL" / "B.A. … | May 2001":
 * a bare label and the lines it introduces, set apart from the entry above by no bullet, open the
 * next block; they detail the entry above, and the block's header starts at its school or degree.
 */
function labelledDetailsFirst(block: EntryBlock): EntryBlock {
  // "A levels:" over its subjects names the qualification itself
  if (block.header.length < 2 || !/^\p{L}[\p{L} &/'-]{1,40}:$/u.test(block.header[0].trim()) || DEGREE.test(block.header[0]) || /^(?:[AO]|AS)[- ]levels?\b/i.test(block.header[0])) return block;
  const start = block.header.findIndex((line, i) => i > 0 && (DEGREE.test(line) || fieldsOf(line).flatMap(splitAtStop).some(isInstitution)));
  if (start < 0) return block;
  return { ...block, header: block.header.slice(start), description: [...block.header.slice(0, start), ...block.description] };
}

/** a table row: three cells or more set apart by wide gaps, tabs or bars, one of them a year */
const isTableRow = (text: string) => {
  const cells = text.length <= 200 ? text.trim().split(/\s{2,}|\t|\s*\|\s*/) : [];
  return cells.length >= 3 && cells.some((cell) => /^(?:19|20)\d\d$/.test(cell.trim()));
};

/**
 * "B.E. | University | 2014 | 68.40%" over "HSC | Maharashtra State Board | 2010 | 74.17%": the
 * rows of an education table, each a qualification with its own school and year, stand under one
 * another with no gap. Each row is an entry of its own.
 */
function tableRowsApart(block: EntryBlock): EntryBlock[] {
  if (block.header.length < 2 || !block.header.every(isTableRow)) return [block];
  return block.header.map((row, i) => ({ header: [row], bullets: i === block.header.length - 1 ? block.bullets : [], description: i === block.header.length - 1 ? block.description : [] }));
}

function parseUnlabelled(lines: ExtractedLine[]): EducationEntry[] {
  const blocks = splitEntryBlocks(
    unbulletDegreeAboveSchool(joinWrappedLines(lines)).map((line) => degreeColonSubject(colonAsComma(majorAsSubject(withoutClosingStop(withoutDegreeLabel(line)))))),
    headsQualification,
  )
    .filter((block) => !isContactBlock(block))
    // "- BSc Economics, University of Leeds, 2019": an education list written as bullets, one entry each
    .flatMap((block) =>
      block.header.length === 0 && block.bullets.some((b) => DEGREE.test(b) || INSTITUTION.test(fold(b)))
        ? block.bullets.map((b) => ({ header: [stripBullet(b)], bullets: [], description: [] }))
        : [block],
    )
    .flatMap(tableRowsApart)
    .flatMap(promoteDegreeSentences)
    .map(labelledDetailsFirst)
    .map(degreeBulletIntoHeader)
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
    .filter((block, i, all) => i === 0 || !isHonourAfterDegree(block, all.slice(0, i)))
    .map(readFields);
  const schoolFirst = schoolsFirst(entries);
  let previous: string | null = null;
  return entries
    .map((entry) => {
      const read = toEducation(entry, schoolFirst, (entry.block as SchoolBlock).underBanner ? previous : null);
      previous = read.institution;
      return read;
    })
    .filter(isEvidenced);
}

/**
 * Subjects a degree is read in ("Electrical engineering" over "VSSUT, Burla" names a course of
 * study without the word "degree"), and certifications ("CPR Certification").
 */
const SUBJECT = /\b(?:certification|engineering|sciences?|arts|commerce|technology|mathematics|physics|chemistry|biology|economics|accounting|finance|management|administration|law|medicine|nursing|pharmacy|education|psychology|informatics|computing)\b/i;

const IN_HOUSE = /\b(?:in[- ]house|seminars?|workshops?|webinars?)\b/i;

/**
 * "Kentucky Colonel .", "Research", "My duties included": a line under the heading that names no
 * school, no qualification, no subject and no date is no education entry (a section that ran on,
 * an award, a note); the CV states no qualification there, so none is reported.
 */
function isEvidenced(entry: EducationEntry): boolean {
  // "‐current" (2013), "123.345-7890": a date or a number where the degree should be names nothing
  const worded = (value: string | null) => value !== null && (DEGREE.test(value) || /\p{L}{2}/u.test(value.replace(/\b(?:current|present|now|ongoing|till date|to date)\b/gi, '')));
  if (!entry.institution && !worded(entry.degree)) return false;
  const text = [entry.degree, entry.field].filter(Boolean).join(' ');
  // "Various in-house trainings and seminars on …" (2003): an employer's training, dated but from no school, is no qualification
  if (!entry.institution && IN_HOUSE.test(text) && !DEGREE.test(text)) return false;
  if (entry.start || entry.end || (entry.institution && INSTITUTION.test(fold(entry.institution)))) return true;
  // a school named without a school word ("Wharton", "VSSUT") stands beside a degree or a subject
  return DEGREE.test(text) || SUBJECT.test(text);
}
