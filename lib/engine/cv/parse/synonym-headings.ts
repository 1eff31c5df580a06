import type { ExtractedLine, SectionType } from '../types';
import { colonLabel, gluedLabel, gutterHeadings, labelColumnHeading } from './gutter-headings';
import { BULLETS_LABEL } from './entry-blocks';
import { DEGREE, INSTITUTION } from './education-words';
import type { HeadingCandidate } from './heading-candidate';
import { hasHint, hasStyleHint, isHeadingShaped } from './heading-shape';
import { entryTagDates, headingText, sectionTypeOf, sectionTypeWithin, wordsAfterSectionName } from './heading-type';
import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { fold, isAllCaps, isBullet, isTitleCase, stripBullet, wordCount } from './text-shape';
import { isSkillTableHeader } from './table-header';

/** Lines that head a section because their words name one (the synonym table), in any layout. */

/** "Team" / "leadership": the lower-case end of a wrapped line, straight under it, is no heading. */
const isWrappedRemnant = (line: ExtractedLine) =>
  /^\p{Ll}/u.test(line.text.trim()) && !line.headingHint && !line.bold && line.gapBefore > 0 && line.gapBefore <= 1.25;

/**
 * "Work Experience and Internships" in a plain-text CV has no capitals, bold or size to set it
 * apart; a title-case line after a blank line that names no job or organisation stands in.
 */
function isPlainTitleHeading(line: ExtractedLine, clean: string): boolean {
  const name = withoutSlashes(withoutParticipleTail(clean));
  if (line.gapBefore <= 1.25 || wordCount(name) > 5 || /,/.test(name)) return false;
  return isTitleCase(name) && !hasTitleWord(name) && titleScore(name) <= 0 && employerScore(name) < 2;
}

/**
 * "Academic Projects undertaken", "Training / Workshops attended": a heading's name closed by a
 * lower-case participle saying the items were done. The name before it is what to judge.
 */
const PARTICIPLE_TAIL = /\s+(?:attended|undertaken|completed|handled|done|obtained|acquired|executed|pursued|known)$/;
const withoutParticipleTail = (text: string) => text.replace(PARTICIPLE_TAIL, '');

/**
 * "Extra Curricular Activities / Achievements": a slash between two names of sections is no
 * lower-case word. "Last Used / Experience" over a skills table has a half that names none.
 */
function withoutSlashes(text: string): string {
  const parts = text.split(/\s+\/\s+/);
  return parts.length > 1 && parts.every((part) => sectionTypeWithin(part) !== null) ? parts.join(' ') : text;
}

/**
 * "Technology" / "Proficiencies": a title-case heading in a narrow column wraps a word a line.
 * Two capitalised words, the first no heading alone, that together are a heading's whole name.
 */
const ONE_CAPITALISED_WORD = /^\p{Lu}\p{L}{2,}$/u;
const isOneWordEach = (first: string, second: string) => ONE_CAPITALISED_WORD.test(first.trim()) && ONE_CAPITALISED_WORD.test(second.trim());

/**
 * "PROFESSIONAL" / "EXPERIENCE", "CERTIFICATIONS &" / "ACCREDITATIONS": a heading set in a
 * narrow column wraps onto a second line. Two short capitalised lines that together name a
 * heading are that heading (on the first line; the second is dropped from the content).
 */
function twoLineHeading(lines: ExtractedLine[], index: number): SectionType | null {
  const [first, second] = [lines[index], lines[index + 1]];
  if (!second) return null;
  if (isOneWordEach(first.text, second.text) && !isAllCaps(first.text)) return sectionTypeOf(first.text) ? null : sectionTypeOf(`${first.text} ${second.text}`);
  if (!isAllCaps(first.text) || !isAllCaps(second.text) || wordCount(first.text) > 3 || wordCount(second.text) > 3) return null;
  const open = /[&,]\s*$|\b(?:and|und|et|y)\s*$/i.test(first.text);
  const joined = `${first.text} ${second.text}`;
  // "VOLUNTEER" / "WORK": a heading whose second word wrapped, when that word alone heads nothing
  if (sectionTypeOf(first.text) && !open) return sectionTypeOf(second.text) === null && sectionTypeOf(joined) === sectionTypeOf(first.text) ? sectionTypeOf(joined) : null;
  return sectionTypeOf(joined) ?? (open ? (sectionTypeOf(first.text) ?? sectionTypeWithin(joined)) : null);
}

/**
 * "■ Professional Experience", "6. Employment History": some CVs mark or number their headings
 * like list items (plain-text exports turn every mark into "•"). A marked line in capitals or
 * title case that is a heading's whole name heads a section, unless it is an item of a list:
 * one with an item above it ("• Leadership" after "• Java"), or the first item under a heading.
 */
function markedHeading(lines: ExtractedLine[], index: number): boolean {
  const [previous, line] = [lines[index - 1], lines[index]];
  const name = stripBullet(line.text);
  if (sectionTypeOf(line.text) === null || !(isTitleCase(name) || isAllCaps(name))) return false;
  // a list runs on without a blank line; one before the mark closes the list above
  return !previous || ((!isBullet(previous.text) || line.gapBefore > 1.25) && sectionTypeOf(previous.text) === null);
}

/**
 * "Bachelor of Science in Education", "B Tech Honors in Technical": a degree's name holds a
 * heading's word ("Education", "Honors") but heads the entry under the education heading, not a
 * section. The words a heading itself may hold ("Degrees and Certificates", "Masters Programmes")
 * name no one degree.
 */
const AWARD_KIND = /\b(?:degrees?|diplom\w*|certificat\w*|licen[cs]\w*|formation|associate\w*|masters?(?!\s+(?:of|in)\b))\b/gi;
const namesDegree = (text: string) => DEGREE.test(text.replace(AWARD_KIND, ' '));

/**
 * "Academic career", "Educational Experience" straight under the last degree, with no style, colon
 * or blank line to set them apart: the degrees, schools and dates of an education section hold no
 * short line naming where one worked or what one published, so such a line there heads that
 * section (the line after it naming no degree).
 */
const LEAVES_EDUCATION = new Set<SectionType>(['experience', 'publications']);
function endsEducation(lines: ExtractedLine[], index: number, clean: string, current: SectionType | undefined): boolean {
  if (current !== 'education' || wordCount(clean) > 3 || !/^\p{Lu}[\p{L}' -]+$/u.test(clean) || DEGREE.test(clean) || INSTITUTION.test(fold(clean))) return false;
  const type = sectionTypeWithin(clean);
  return type !== null && LEAVES_EDUCATION.has(type) && !DEGREE.test(lines[index + 1]?.text ?? '');
}

export function synonymHeadings(lines: ExtractedLine[]): HeadingCandidate[] {
  const found: HeadingCandidate[] = [];
  const gutter = gutterHeadings(lines);
  const wrappedRows = new Set([...gutter.values()].flatMap((h) => (h.wrapped ? [h.wrapped.index] : [])));
  let skip = -1;
  const unstyled = new Set<number>();
  lines.forEach((line, index) => {
    // a skills table's header row names its columns, one of them "Experience", and no section
    if (index === skip || wrappedRows.has(index) || isSkillTableHeader(line.text)) return;
    const inGutter = gutter.get(index);
    if (inGutter) return void found.push(inGutter);
    const wrapped = twoLineHeading(lines, index);
    if (wrapped) {
      skip = index + 1;
      return void found.push({ index, type: wrapped, spansTwoLines: true });
    }
    const column = labelColumnHeading(line);
    if (column) return void found.push({ index, type: column.type, content: column.content });
    // "Publications: Book Chapters": an academic CV names the kind of publication after a colon
    const kind = line.text.match(/^([^:]{3,40}):\s*([^,:;\d]{2,60})$/);
    if (kind && sectionTypeOf(kind[1]) === 'publications' && wordCount(kind[2]) <= 5) return void found.push({ index, type: 'publications' });
    const glued = gluedLabel(lines, index) ?? colonLabel(line.text);
    if (glued && !lines.some((other, j) => j !== index && sectionTypeOf(other.text) === glued.type)) return void found.push({ index, type: glued.type, content: glued.content, heading: glued.heading });
    if ((isBullet(line.text) && !markedHeading(lines, index)) || !isHeadingShaped(line.text) || isWrappedRemnant(line)) return;
    const exact = sectionTypeOf(line.text);
    // the second "EXPERIENCIA (dates)" of a run: a tag of the next job inside the section the first opened
    const tag = entryTagDates(line.text);
    if (tag && found.at(-1)?.type === tag.type) return;
    const clean = headingText(line.text);
    // a section opened that way ("Academic career") ends the same way ("Peer-reviewed papers")
    const after = found.at(-1) && unstyled.has(found.at(-1)!.index) ? 'education' : found.at(-1)?.type;
    const ending = !hasHint(line) && !isPlainTitleHeading(line, clean) && endsEducation(lines, index, clean, after);
    const hinted = (hasHint(line) && wordCount(clean) <= 4) || isPlainTitleHeading(line, clean) || ending;
    const within = hinted ? sectionTypeWithin(line.text) : null;
    // "TRAINING MANAGER", "Projects Coordinator": a job title under the name, not a heading
    // "National Career Development Association": a heading's word inside a name closed by the kind of organisation
    // names no section ("TRAINING AT ORGANIZATION", in the capitals of headings, still does)
    const organisation = !isAllCaps(clean) && employerScore(clean.split(/\s+/).at(-1) ?? '') > 0;
    // "Activities Specialist", "Volunteer Coordinator": a title word after the section's name; "Paralegal Experience" has none after it
    const titled = within === 'experience' || within === 'volunteer' ? hasTitleWord(wordsAfterSectionName(line.text)) : hasTitleWord(clean);
    const partial = exact ?? (within && !titled && !organisation ? within : null);
    // "SAP Modules/ Tools:" under a job labels that job's tool list; only a styled line or a heading's whole name starts a skills section there
    const current = found.findLast((h) => !h.listLabel)?.type;
    const toolLabel = !exact && partial === 'skills' && /:\s*$/.test(line.text) && !hasStyleHint(line) && (current === 'experience' || current === 'projects');
    // "Highlights at ThoughtWorks", "Projects at Infosys": a label of one job, inside the experience section
    const jobLabel = !exact && current === 'experience' && partial !== 'experience' && /\s(?:at|with|in|for|bei|chez|en)\s+\p{Lu}/u.test(clean);
    // "Projects included:", "Selected projects:" between a job's duties and its list: a label of the job's own list, written
    // as a sentence's lead-in; a section's heading is its name alone, or set apart by style or capitals
    const listLabel = !exact && current === 'experience' && /:\s*$/.test(line.text) && !hasStyleHint(line) && !isAllCaps(clean) && lines[index + 1] !== undefined && isBullet(lines[index + 1].text);
    if (partial && !toolLabel && !jobLabel && !(exact === null && namesDegree(clean))) {
      found.push(listLabel ? { index, type: partial, listLabel } : { index, type: partial });
      if (ending) unstyled.add(index);
    }
  });
  return found;
}

/**
 * "STRENGTHS" then "Leadership" in smaller type: when the CV sets its headings in capitals, a
 * heading word in smaller, lower-case type names an item of a section, not a section.
 */
export function withoutSubheadings(lines: ExtractedLine[], found: HeadingCandidate[]): HeadingCandidate[] {
  const caps = found.filter((h) => isAllCaps(lines[h.index].text) && lines[h.index].fontSize > 0);
  if (caps.length < 3) return found;
  const smallest = Math.min(...caps.map((h) => lines[h.index].fontSize));
  return found.filter((h) => isAllCaps(lines[h.index].text) || !(lines[h.index].fontSize > 0 && lines[h.index].fontSize < smallest));
}

/**
 * "Achievements" under each job of an experience section, between its duties and the next
 * job: a label the CV repeats inside its entries, not a section of its own (which would take
 * the jobs after it along).
 */
/** What a student did beside a degree ("Activities:", "Honors:"), which an education section may label under each school. */
const STUDENT_DETAIL = new Set<SectionType>(['volunteer', 'awards', 'interests', 'other']);

export function withoutEntryLabels(lines: ExtractedLine[], found: HeadingCandidate[]): HeadingCandidate[] {
  // "Technologies" under each project still opens the tools listed below it, for the skills
  const label = (h: HeadingCandidate) =>
    h.content === undefined && h.type !== 'skills' && BULLETS_LABEL.test(headingText(lines[h.index].text)) ? fold(headingText(lines[h.index].text)) : null;
  const counts = new Map<string, number>();
  for (const h of found) {
    const key = label(h);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // "Activities:" under each school of the education section: a label, colon and all, its entries repeat, whatever its words
  const named = (h: HeadingCandidate) => (h.content === undefined && /:\s*$/.test(lines[h.index].text) ? fold(headingText(lines[h.index].text)) : null);
  const repeats = new Map<string, number>();
  for (const h of found) {
    const key = named(h);
    if (key) repeats.set(key, (repeats.get(key) ?? 0) + 1);
  }
  const kept: HeadingCandidate[] = [];
  for (const h of found) {
    const key = label(h);
    if (key && (counts.get(key) ?? 0) >= 2 && kept.at(-1)?.type === 'experience') continue;
    const name = named(h);
    if (name && (repeats.get(name) ?? 0) >= 2 && STUDENT_DETAIL.has(h.type) && kept.at(-1)?.type === 'education') continue;
    kept.push(h);
  }
  return kept;
}
