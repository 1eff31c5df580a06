import { fold } from './text-shape';

/**
 * Column names of the tables Indian and European CVs put their education and jobs in:
 * "Qualification | Institute | Year | Percentage", "Organization Designation Duration".
 */
const COLUMN_WORDS = new Set([
  'qualification', 'qualifications', 'degree', 'degree/course', 'course', 'examination', 'exam', 'class', 'standard', 'stream', 'specialization', 'specialisation', 'discipline', 'branch',
  'institute', 'institution', 'university', 'board', 'board/university', 'university/board', 'school', 'college', 'school/college', 'college/university', 'institute/university', 'name',
  'year', 'years', 'passing', 'year of passing', 'passing year', 'pass-out', 'passed', 'obtained', 'duration', 'period', 'from', 'to', 'dates',
  'percentage', 'percent', '%', 'marks', '% marks', 'cgpa', 'gpa', 'cgpa/percentage', 'percentage/cgpa', 'grade', 'result', 'score', 'aggregate',
  'organization', 'organisation', 'company', 'employer', 'designation', 'role', 'position', 'location', 'of', 'the', 'and', 's.no', 'sr.no', 'sl.no', 'no',
]);

/**
 * "Institute/Board", "Year of Pass-out": a table's column name left in a cell of its own, no
 * school's or degree's name. "UNIVERSITY" alone is no label: it may end a wrapped name.
 */
export function isColumnLabel(text: string): boolean {
  if (text.length > 60) return false;
  const words = fold(text).split(/\s*[/|]\s*|\s+/).filter(Boolean);
  if (words.length === 1 && /^(?:university|college|school|institute)$/.test(words[0])) return false;
  return words.length > 0 && words.every((w) => COLUMN_WORDS.has(w.replace(/[:.]$/, '')));
}

/** A line made only of column names (three or more), however the columns are separated. */
export function isColumnHeaderRow(text: string): boolean {
  if (text.length > 120) return false;
  // "Board / University": a slash between names of one column splits it too
  const cells = fold(text).split(/\s*[|\t/]\s*|\s{2,}|\s+/).filter(Boolean);
  if (cells.length < 3) return false;
  return cells.every((cell) => COLUMN_WORDS.has(cell.replace(/[:.]$/, '')));
}

/** What a skills table says of each skill beside its name. */
const SKILL_MEASURES = new Set([
  'version', 'versions', 'last used', 'experience', 'exp', 'years', 'yrs', 'year', 'months', 'level', 'proficiency', 'rating', 'since', 'usage', 'expertise', 'years of experience', 'exp. (years)',
]);
const SKILL_COLUMN = /^(?:skills?|it skills?|technolog(?:y|ies)|tools?|software|skill name)$/;

/**
 * "Skill | Version | Last Used | Experience": the header of the skills table Indian job portals
 * print. It names the table's columns, not a section, though one column is "Experience".
 */
export function isSkillTableHeader(text: string): boolean {
  if (text.length > 80) return false;
  const cells = text.split(/\s*[|\t]\s*|\s{2,}/).map((cell) => fold(cell).replace(/[:.]$/, '').trim()).filter(Boolean);
  return cells.length >= 3 && SKILL_COLUMN.test(cells[0]) && cells.slice(1).every((cell) => SKILL_MEASURES.has(cell));
}
