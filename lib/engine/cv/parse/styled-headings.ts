import type { ExtractedLine, SectionType } from '../types';
import { findDateRange, findSingleDate, withoutDates } from './dates';
import { DEGREE } from './education-words';
import { BULLETS_LABEL } from './entry-blocks';
import type { HeadingCandidate } from './heading-candidate';
import { isHeadingShaped } from './heading-shape';
import { entryTagDates, headingText } from './heading-type';
import { employerScore, hasTitleWord } from './job-title-words';
import { isAllCaps, isBullet, wordCount } from './text-shape';

/** Headings outside the synonym table, found because they share the style of the CV's known headings. */

const styleOf = (line: ExtractedLine) => `${isAllCaps(line.text)}|${line.bold}|${Math.round(line.fontSize)}|${line.headingHint}`;

function medianFontSize(lines: ExtractedLine[]): number {
  const sizes = lines.map((l) => l.fontSize).filter((size) => size > 0).sort((a, b) => a - b);
  return sizes.length ? sizes[sizes.length >> 1] : 0;
}

/**
 * Bold alone is not distinctive (job titles are bold too): capitals, a larger size, or a
 * real heading style (markdown '#', Word "Heading n", which carry no bold run) are.
 */
function isDistinctiveStyle(line: ExtractedLine, bodySize: number): boolean {
  if (isAllCaps(line.text)) return true;
  // a point larger than 10 pt text, in bold and set apart, is a heading style too ("Teaching", "Service" of an academic CV)
  if (line.fontSize > 0) return bodySize > 0 && (line.fontSize >= bodySize * 1.15 || (line.bold && line.headingHint && line.fontSize >= bodySize * 1.08));
  return line.headingHint && !line.bold;
}

const HEADING_COUNT = /\S\s*\(\s*\d{1,3}\s*\)\s*$/;

/** Indian school-leaving certificates and boards in an education table: "SSLC", "HSC", "CBSE". */
const SCHOOL_CERTIFICATE = /^(?:sslc|ssc|hsc|hssc|puc|cbse|icse)\b/i;

/**
 * "CES ASSOCIATE CONSULTANT", "SAP ARIBA -" above "November 2016 to October 2017": in plain
 * text an entry's title and employer can share the headings' capitals. A line naming a job or
 * an organisation, ending in a dash, or followed by dates within three lines heads an entry.
 */
function isEntryHeader(lines: ExtractedLine[], index: number, inExperience: boolean): boolean {
  const text = lines[index].text;
  // "SHIPPED TITLES (3)": a count after the words marks a heading; no employer or title counts its items
  if (HEADING_COUNT.test(text)) return false;
  // "SOFTWARE" above "Operating Systems: Linux, AIX, Windows": a heading over category lists, whatever its words
  if (/^\p{L}[\p{L} /&-]{1,30}:\s*\S[^,]*,[^,]*,/u.test(lines[index + 1]?.text ?? '')) return false;
  // a degree line ("MCA", "B.E. in ENC") is never a heading either, nor a job's "DESCRIPTION" label
  if (hasTitleWord(text) || employerScore(text) > 1 || /[-–—]\s*$/.test(text) || DEGREE.test(text) || SCHOOL_CERTIFICATE.test(text) || BULLETS_LABEL.test(headingText(text))) return true;
  // "OST GLOBAL" above "Drupal Developer Consultant, December 2013": an employer, in a section of jobs
  const dated = (l: ExtractedLine) => (findDateRange(l.text) !== null && !datesInAside(l.text)) || (inExperience && findSingleDate(l.text) !== null);
  const below = lines.slice(index + 1, index + 4);
  // "SHIPPED TITLES" over "Game — PC, PS5  2021 – 2024" lines: a run of dated items, one a line, that
  // name no post and no organisation is a list (titles, publications, talks) under a heading; an
  // employer's one dated line ("Senior Member of Technical Staff, 2004 – 2005") comes among undated ones
  const namesWork = (l: ExtractedLine) => hasTitleWord(l.text) || employerScore(l.text) > 0;
  // a line that is only a date ("June, 2005" under "…, February, 2004") is a range's end, no item
  const isItem = (l: ExtractedLine) => {
    const range = findDateRange(l.text) ?? findSingleDate(l.text);
    return range !== null && dated(l) && (withoutDates(l.text, range).match(/\p{L}/gu)?.length ?? 0) >= 3;
  };
  const datedItems = below.filter(isItem).length;
  return below.some(dated) && (datedItems < 2 || below.some(namesWork));
}

/**
 * "MARS2014 Marine Ecology (course coordinator, 2022 – present, 180 students); supervision of": a
 * range inside a bracket among other words, in a long line, is an aside in prose, not the dates
 * of an entry whose header the line above would be.
 */
function datesInAside(text: string): boolean {
  if (text.length < 60 || text.length > 400) return false;
  const range = findDateRange(text);
  if (!range) return false;
  const open = text.lastIndexOf('(', range.index);
  const close = text.indexOf(')', range.index + range.length);
  if (open < 0 || close < 0 || text.slice(open, range.index).includes(')')) return false;
  const aside = text.slice(open + 1, range.index) + text.slice(range.index + range.length, close);
  return (aside.match(/\p{L}/gu)?.length ?? 0) >= 3;
}

/**
 * Headings that are not in the synonym table ("Ehrenamt & Mentoring") count only when they
 * look exactly like the CV's recognised headings, so bold job titles stay inside their section.
 */
/** "Languages Java, Java Script, PL/SQL, HTML, XML," / "XSLT": the end of a list the line above left open (a comma, "&", "and"), no heading */
function continuesList(lines: ExtractedLine[], index: number): boolean {
  const previous = lines[index - 1]?.text.trim() ?? '';
  return /(?:[,;&+]|\band)$/i.test(previous);
}

/**
 * "BRANDT" / "&" / "KOVAC,": where a text's line breaks were lost and its words laid out one a
 * line, a name in capitals is cut around its "&". A line the next one goes on from with "&" is
 * the start of a name, no heading.
 */
const continuesName = (lines: ExtractedLine[], index: number) => /^&(?:\s|$)/.test(lines[index + 1]?.text.trim() ?? '');

/**
 * "Project Title: Regression testing and certification of the OPTICAL CARRIER" / "PLATFORM": the last
 * word of a long line wrapped straight under it, with no space between, shares the headings'
 * capitals by chance. A heading stands apart from the text above it; this lone word goes on with it.
 */
function endsWrappedLine(lines: ExtractedLine[], index: number): boolean {
  const [previous, line] = [lines[index - 1], lines[index]];
  if (!previous || line.gapBefore <= 0 || line.gapBefore > 1.25 || isBullet(line.text)) return false;
  const before = previous.text.trim();
  // one word and no colon: "RELATED COURSEWORK:" under a long line is a heading of a CV that sets none apart
  return before.length >= 60 && before.length <= 300 && /[\p{L}\d]$/u.test(before) && /^\S+$/.test(line.text.trim()) && !/:$/.test(line.text.trim());
}

export function styledHeadings(lines: ExtractedLine[], known: HeadingCandidate[]): HeadingCandidate[] {
  // "■ Skills", "6. Employment History": a heading marked like a list item stands out by its mark, not its style;
  // "WORK  Razorpay": a line a label column shares with the section's first entry has the style of neither alone
  const styled = known.filter((k) => !isBullet(lines[k.index].text) && k.content === undefined);
  if (styled.length < 2) return [];
  const styles = new Map<string, number>();
  for (const { index } of styled) styles.set(styleOf(lines[index]), (styles.get(styleOf(lines[index])) ?? 0) + 1);
  const [style, count] = [...styles.entries()].sort((a, b) => b[1] - a[1])[0];
  const sample = lines[styled.find((k) => styleOf(lines[k.index]) === style)!.index];
  const bodySize = medianFontSize(lines);
  if (count < styled.length / 2 || !isDistinctiveStyle(sample, bodySize)) return [];
  const knownIndexes = new Set(known.flatMap((k) => (k.spansTwoLines ? [k.index, k.index + 1] : [k.index])));
  return lines.flatMap((line, index) => {
    if (knownIndexes.has(index) || index < known[0].index || isBullet(line.text) || entryTagDates(line.text)) return [];
    const clean = headingText(line.text);
    // "PHP", "SQL" in a skills list one a line share the headings' capitals; no heading is that short
    const plain = isHeadingShaped(line.text) && wordCount(clean) <= 4 && !/[|,–—•/]/.test(clean) && clean.replace(/[^\p{L}]/gu, '').length >= 4;
    const within = known.filter((k) => k.index < index).at(-1)?.type;
    // "PERSONAL DATA" over "NAME" / ":" / "Kendall …" and "CELL PHONE NUMBER :": in a contact block a line
    // with its colon after it is a field's label, no heading
    if (within === 'contact' && (/:\s*$/.test(line.text) || /^\s*:/.test(lines[index + 1]?.text ?? ''))) return [];
    const inExperience = within === 'experience';
    // set in a larger type than the text, a heading is told by its type; capitals alone are shared with entries
    const bySize = !isAllCaps(line.text) && line.fontSize > 0 && bodySize > 0 && line.fontSize >= bodySize * 1.08;
    return plain && styleOf(line) === style && (bySize || !isEntryHeader(lines, index, inExperience)) && !continuesList(lines, index) && !continuesName(lines, index) && !endsWrappedLine(lines, index) ? [{ index, type: 'other' as SectionType }] : [];
  });
}
