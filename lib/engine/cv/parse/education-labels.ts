/**
 * "School: Children and Adults" / "Degree: CPR Certification": an education entry that names its
 * fields in words, as forms and some templates print them. What a line says it is, it is: no
 * school's or degree's word is needed, so an entry whose words read as neither (a course, a
 * programme's phrase) is read as written. A school's label opens an entry, and so does a degree's
 * label when the entry already has a degree; other lines end the labelled entry.
 */
import type { EducationEntry, ExtractedLine } from '../types';
import { findDateRange, findSingleDate, withoutDates } from './dates';
import { DEGREE, GRADE } from './education-words';
import { splitFields } from './text-shape';

const LABEL = /^(school|institution|degree|qualification|subject|field of study|grade)[ \t]*:[ \t]*(?=\S)/i;
type Role = 'institution' | 'degree' | 'field' | 'grade';
const ROLE: Record<string, Role> = {
  school: 'institution',
  institution: 'institution',
  degree: 'degree',
  qualification: 'degree',
  subject: 'field',
  'field of study': 'field',
  grade: 'grade',
};

/** A value this long may have wrapped onto the next line in a PDF; shorter ones end on their line. */
const WRAP_AT = 50;

/**
 * "Student Teaching — Oak Mountain Elementary School | Sep 2004" under a long labelled degree: two
 * fields and their dates are an entry's header line of its own; a wrapped value's end ("… Studies | 2017")
 * is one field at most.
 */
function isEntryLine(text: string): boolean {
  const range = findDateRange(text) ?? findSingleDate(text);
  return range !== null && splitFields(withoutDates(text, range)).length >= 2;
}

/**
 * "School: Transport Company | 1974 – 1975" / "Degree: Diploma in Law | 1971 – 1973": a degree with dates of
 * its own, set apart at the end of its line, under an entry already dated is the next entry's, one without a
 * school ("Degree: Curriculum Committee (1995 & 1996)" names a year in its words and stays the entry's).
 */
function datesAgain(entry: EducationEntry, text: string): boolean {
  if (entry.start === null && entry.end === null) return false;
  const fields = splitFields(text);
  const last = fields[fields.length - 1] ?? '';
  const range = findDateRange(last) ?? findSingleDate(last);
  return fields.length >= 2 && range !== null && withoutDates(last, range) === '';
}

/**
 * "Subject: Early Childhood/ Special Education/ Elementary Education" over "Collaborative Degree (Birth-6th
 * Grade) Class B Certification": a line naming a degree under a school's or a subject's long value is the
 * next entry, not the value's wrapped end (a degree's own wrapped end may name one).
 */
const namesDegree = (text: string) => text.length <= 200 && DEGREE.test(text);
const namesNextDegree = (role: Role, text: string) => role !== 'degree' && namesDegree(text);

const roleOf = (text: string): Role | null => {
  const m = text.match(LABEL);
  return m ? ROLE[m[1].toLowerCase()] : null;
};

export type EducationSegment = { labelled: false; lines: ExtractedLine[] } | { labelled: true; entry: EducationEntry };

function emptyEntry(): EducationEntry {
  return { institution: null, degree: null, field: null, start: null, end: null, grade: null };
}

/**
 * The section's lines in order, as runs of plain lines (read by the entry readers) and labelled
 * entries (read here). A section with no labelled line is one plain run.
 */
export function educationSegments(lines: ExtractedLine[]): EducationSegment[] {
  const out: EducationSegment[] = [];
  let entry: EducationEntry | null = null;
  let last: { role: Role; value: string; dated: boolean; opened: boolean } | null = null;
  const plain = (line: ExtractedLine) => {
    const previous = out[out.length - 1];
    if (previous && !previous.labelled) previous.lines.push(line);
    else out.push({ labelled: false, lines: [line] });
  };
  // the dates go to the entry from the first labelled value holding them; a value is read again when its wrapped end joins it
  const place = (target: EducationEntry, role: Role, value: string, dated: boolean) => {
    const range = dated ? (findDateRange(value) ?? findSingleDate(value)) : null;
    if (range) {
      target.start = range.start;
      target.end = range.current ? null : range.end;
    }
    target[role] = (range ? withoutDates(value, range) : value.trim()) || null;
    return range !== null;
  };
  for (const line of lines) {
    const text = line.text.trim();
    const role = roleOf(text);
    if (!role) {
      // the wrapped end of a long labelled value ("… | 2017" may wrap with it), or a grade printed under the entry
      if (entry && last && last.value.length >= WRAP_AT && text.length > 0 && !isEntryLine(text) && !namesNextDegree(last.role, text)) {
        const value = `${last.value} ${text}`;
        // "Degree: … | Apr" / "1971 – Jan 1973": the dates the wrap cut from the degree's line say it was the next entry's
        if (last.role === 'degree' && !last.opened && !last.dated && datesAgain(entry, value)) {
          entry.degree = null;
          entry = emptyEntry();
          out.push({ labelled: true, entry });
          last = { ...last, opened: true };
        }
        if (place(entry, last.role, value, last.dated || (!entry.start && !entry.end))) last.dated = true;
        last = null;
        continue;
      }
      // "First Class Honours Degree" is the entry's grade; "Collaborative Degree (Birth-6th Grade)" is a degree
      const grade = entry && !entry.grade ? GRADE.exec(text) : null;
      if (entry && grade && (grade.index === 0 || !namesDegree(text))) {
        entry.grade = text;
        last = null;
        continue;
      }
      entry = null;
      last = null;
      plain(line);
      continue;
    }
    const opens = !entry || (role === 'institution' && (entry.institution !== null || entry.degree !== null)) || (role === 'degree' && (entry.degree !== null || datesAgain(entry, text)));
    if (opens) {
      entry = emptyEntry();
      out.push({ labelled: true, entry });
    }
    const value = text.replace(LABEL, '');
    const dated = place(entry!, role, value, !entry!.start && !entry!.end);
    last = { role, value, dated, opened: opens };
  }
  return out;
}
