import type { ExtractedLine } from '../types';
import type { EntryBlock } from './entry-blocks';
import { DEGREE, fieldsOf, isInstitution } from './education-words';
import { stripBullet, wordCount } from './text-shape';

/**
 * "Diploma in News Reading and Anchoring, Mass Media College.": a degree line closed by a full
 * stop reads like a sentence to the entry splitter, which would make it a description; without
 * the stop it heads its entry. A stop after a short form ("B.E.") is the short form's own.
 */
export function withoutClosingStop(line: ExtractedLine): ExtractedLine {
  const text = line.text;
  if (!text.endsWith('.') || /(?:^|[\s.])\p{L}{1,3}\.$/u.test(text) || wordCount(text) > 14) return line;
  const names = fieldsOf(text).some((part) => isInstitution(part.replace(/\.$/, ''))) || DEGREE.test(text);
  return names ? { ...line, text: text.slice(0, -1) } : line;
}

/**
 * "Bachelor of Arts: Major in English, Minor in Rhetoric", "B.S., Major: Biology": the major is
 * the degree's subject, written as "Bachelor of Arts in English" is; a minor is no subject of it.
 */
export function majorAsSubject(line: ExtractedLine): ExtractedLine {
  if (line.text.length > 200) return line;
  const m = line.text.match(/^([^:,;]{2,80}?)\s*[:,;]\s*(?:double\s+)?major(?:\s+in|\s*:)\s+([^,;:]{2,80}?)(?:\s*[,;]\s*minors?(?:\s+in|\s*:)\s+[^,;:]{2,80}?)?(?=\s*(?:[,;]|\s{2,}|$))/i);
  if (!m || !DEGREE.test(m[1])) return line;
  return { ...line, text: `${m[1]} in ${m[2]}${line.text.slice(m[0].length)}` };
}

/**
 * "Stanford University: Sociology, 1986", "Bachelor of Education (Honours): Monash University":
 * a colon between school and degree or subject separates fields like a comma; the entry splitter
 * would take the line for a labelled detail ("Majors: Psychology") and never a header.
 */
export function colonAsComma(line: ExtractedLine): ExtractedLine {
  const m = line.text.match(/^([^:]{2,80}):\s+(\S[^:]{0,120})$/);
  if (!m || !(isInstitution(m[1]) || (DEGREE.test(m[1]) && isInstitution(m[2].split(/\s*,\s*/)[0])))) return line;
  return { ...line, text: `${m[1]}, ${m[2]}` };
}

/**
 * "Bachelor of Science: Elementary Education", "MBA: Finance, Hillcrest University": a colon between
 * a degree and its subject stands for "in"; the entry splitter would take the line for a labelled
 * detail ("Minor: Psychology") and never a header.
 */
export function degreeColonSubject(line: ExtractedLine): ExtractedLine {
  const m = line.text.match(/^([^:,]{2,60}):\s+(\p{Lu}[^:]{1,150})$/u);
  if (!m || !DEGREE.test(m[1]) || wordCount(m[1]) > 6 || /^(?:degree|diploma|certificate|qualification|award)s?$/i.test(m[1].trim())) return line;
  const subject = m[2].split(/\s*,\s*/)[0];
  if (DEGREE.test(subject) || isInstitution(subject)) return line;
  return { ...line, text: `${m[1]} in ${m[2]}` };
}

/**
 * "Ursuline College, Pepper Pike, Ohio, 2014" over "• M. Ed. Special Education": a school's entry
 * naming no degree, whose first bullet opens with one, read that degree there. A bullet naming a
 * school of its own is an entry of its own.
 */
export function degreeBulletIntoHeader(block: EntryBlock): EntryBlock {
  const first = block.bullets[0] ? stripBullet(block.bullets[0]) : '';
  const opens = first.match(DEGREE);
  if (block.header.length === 0 || block.header.some((line) => DEGREE.test(line)) || !opens || (opens.index ?? 0) > 1 || fieldsOf(first).some(isInstitution)) return block;
  return { ...block, header: [...block.header, first], bullets: block.bullets.slice(1) };
}

/**
 * "Course: Master of Business Information Systems", "Qualification: BSc (Hons) Nursing": a label
 * naming the field before the degree. The entry splitter takes a labelled line for a detail of
 * the entry ("Major: Politics"); without its label the degree heads the entry like any other.
 */
export function withoutDegreeLabel(line: ExtractedLine): ExtractedLine {
  const m = line.text.match(/^\s*(?:course|degree|qualification|programme|program|award)\s*:\s*(\S.{0,150})$/i);
  return m && DEGREE.test(m[1]) ? { ...line, text: m[1] } : line;
}

/**
 * A sentence naming both a degree and its school ("B.E. in … from X College, City, 2016 with an aggregate of 74%",
 * "B.Tech in Mechanical Engineering – Cochin University of …, Kerala, India (2009), First Class").
 */
const namesDegreeAndSchool = (text: string) =>
  wordCount(text) <= 30 && DEGREE.test(text) && text.split(/\s*[,;]\s*|\s+(?:from|at)\s+|\s+[–—]\s+/).some((part) => /^\p{Lu}/u.test(part) && isInstitution(part.replace(/\.$/, '')));

/**
 * Indian CVs often write each qualification as one long sentence; the entry splitter takes a
 * line that long for a description. Each such sentence is an entry of its own.
 */
export function promoteDegreeSentences(block: EntryBlock): EntryBlock[] {
  const promoted = block.description.filter(namesDegreeAndSchool);
  if (promoted.length === 0) return [block];
  const rest = { ...block, description: block.description.filter((d) => !promoted.includes(d)) };
  const own = promoted.map((text) => ({ header: [text.replace(/\.$/, '')], bullets: [], description: [] }));
  return rest.header.length > 0 || rest.bullets.length > 0 ? [rest, ...own] : own;
}
