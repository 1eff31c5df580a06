import { findDateRange, findSingleDate } from './dates';
import { DEGREE, DIVISION, fieldsOf, GRADE, isInstitution, SCHOOL_LEAVING, splitAtStop } from './education-words';
import type { EntryBlock } from './entry-blocks';
import { isAllCaps } from './text-shape';

/** Consecutive one-line entries ("BSc …, University of X", "MSc …, University of Y") are separate degrees. */
export function splitByInstitution(header: string[]): string[][] {
  const groups: string[][] = [];
  let hasInstitution = false;
  let hasDate = false;
  let hasDegree = false;
  let lastDated = false;
  const isDated = (line: string) => (findDateRange(line) ?? findSingleDate(line)) !== null;
  for (const [index, line] of header.entries()) {
    // "High School Diploma" under "Thomas Jefferson High School" is that school's degree, not a second school;
    // "BSc Physics, University of Leeds" names one
    const names = fieldsOf(line).flatMap(splitAtStop).some(isInstitution);
    const dated = isDated(line);
    // "Bachelor of Science in Biology" under a finished "Degree" / "School, 2018" pair starts the next degree.
    const degree = !names && DEGREE.test(line);
    // "GPA: 3.7 · Dean's List 2015–2017": a grade with its years details the degree above
    const graded = !names && !degree && GRADE.test(line);
    // "LA MARTINIERE FOR BOYS" after "CORNELL UNIVERSITY … May 2014": a dated entry is over when a line styled like its first comes
    const current = groups[groups.length - 1]?.[0] ?? '';
    const lead = !dated && !degree && isAllCaps(line) && ((hasDate && isAllCaps(current)) || DIVISION.test(current));
    // "SSC" / "Gujarat Board" / "June 2007" / "B.Sc in Physics": an entry printed qualification first is over at its
    // date line; the qualification after it opens the next, though neither names a school by a school word
    const leaving = line.length <= 40 && SCHOOL_LEAVING.test(line.trim());
    const closed = (degree || leaving) && lastDated && (hasDegree || (current.length <= 40 && SCHOOL_LEAVING.test(current.trim())));
    // "Bachelor … / HKU … / 2011 – 2015" then "Short Course in Typography / Central Saint Martins / 2018": an entry printed
    // qualification, school, dates is over at its date line; a plain line there with its own date a line or two
    // below opens the next entry, though it names no degree (a course); a labelled note ("Thesis: …") or a sentence details the one above
    const next = lastDated && hasDegree && hasInstitution && DEGREE.test(current) && !graded && !/[:.]$|:\s/.test(line) && header.slice(index + 1, index + 3).some(isDated);
    if (groups.length === 0 || (names && hasInstitution) || (dated && hasDate && !graded) || (degree && hasDegree && hasInstitution) || lead || closed || next) {
      groups.push([line]);
      [hasInstitution, hasDate, hasDegree] = [names, dated, degree];
    } else {
      groups[groups.length - 1].push(line);
      hasInstitution ||= names;
      hasDate ||= dated;
      hasDegree ||= degree;
    }
    lastDated = dated && !graded;
  }
  return groups;
}

/**
 * "College of Engineering", "Magna Cum Laude", "Cum. GPA: 3.83" under a degree's school and
 * dates: a group with neither a degree nor a date of its own details the entry above.
 */
export function mergeDetailGroups(blocks: EntryBlock[]): EntryBlock[] {
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
