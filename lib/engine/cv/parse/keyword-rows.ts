import type { SectionType } from '../types';
import { CATEGORY_WORDS, isDateOrContactItem } from './skills';
import { hasTitleWord } from './job-title-words';
import { parsePlace } from './location';
import { isLoneBulletMark } from './lone-bullets';
import { isBullet, stripBullet, wordCount } from './text-shape';

/**
 * "Civil Engineering | Budgets & Forecasting | Quality Control" under a profile paragraph, with
 * no heading of its own: a row of keywords a CV prints in its header or summary. A line there
 * whose items, set apart by bars or dots (commas join the words of sentences too), are three or
 * more short names lists skills.
 */

/** Sections a headless row of keywords sits in: the header block and the profile. */
export const KEYWORD_ROW_HOSTS = new Set<SectionType>(['contact', 'summary']);

const ROW_SEPARATOR = /\s*[|•·▪◆♦]\s*/;
/** "LinkedIn | GitHub | Portfolio": the header's links to profiles, not tools the CV lists */
const PROFILE_LINK = /^(?:linkedin|github|gitlab|twitter|facebook|xing|portfolio|blog|website|stack ?overflow|behance|dribbble|skype|email|e-mail|phone|mobile|cell|home)\b/i;

/** what a header says of the candidate's availability, status and papers */
const PERSONAL_TERMS = /^(?:remote|hybrid|on-?site)(?:\s+work(?:ing)?)?$|\b(?:relocat\w*|available|availability|immediately|citizen\w*|visa|work permit|licen[cs]e|nationality|married|open to)\b/i;

/** A keyword: one to four words opening with a capital or a digit-free name, no sentence's end. */
function isKeyword(item: string): boolean {
  // "Citizenship: USA": a row of the personal details' fields
  if (!item || item.length > 50 || wordCount(item) > 4 || /[.!?]$|:/.test(item)) return false;
  return /^[\p{Lu}\p{N}.]/u.test(item);
}

const itemsOf = (text: string) =>
  stripBullet(text)
    .split(ROW_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** The items of a headless keyword row, or null when the line is anything else. */
export function keywordRowItems(text: string, fewest = 3): string[] | null {
  if (text.length > 300) return null;
  const items = itemsOf(text);
  if (items.length < fewest || !items.every(isKeyword)) return null;
  // a contact line ("12 Elm St | Bangor, ME | a@b.com"), the header's links, or where and how the
  // candidate would work ("London | United Kingdom | Remote", "Berlin · EU citizen")
  if (items.some((item) => isDateOrContactItem(item) || PROFILE_LINK.test(item) || /\d{3,}/.test(item) || PERSONAL_TERMS.test(item) || parsePlace(item) !== null)) return null;
  // "Senior Project Manager | Construction Executive": the posts the CV seeks, not skills; "HSE Engineer |
  // NEBOSH IGC | OSHAD-SF": a headline, the candidate's post first and the credentials that back it after
  if (items.filter((item) => hasTitleWord(item)).length * 2 >= items.length || hasTitleWord(items[0])) return null;
  return items;
}

/** "Cost/Benefit Analysis", "Risk & Issue Management": a grid's names, not steps ("Add resumes", "Search for jobs") */
const isTitleCased = (item: string) => item.split(/\s+/).every((word) => /^[^\p{Ll}]/u.test(word) || /^(?:and|of|for|in|on|to|the|with)$/.test(word));

/** a grid of keywords runs to at least this many marked lines */
const GRID_LINES = 3;

/**
 * The keyword rows among a header's or profile's lines. A grid of keywords comes out of a
 * two-column table one or two marked items a line ("♦ Change Management" / "♦ Risk & Issue
 * Management ♦ Financial Modeling"): a run of such lines counts too, an odd one does not.
 */
export function keywordRows(lines: string[]): string[] {
  const rows: string[] = [];
  let run: string[] = [];
  const closeRun = () => {
    if (run.length >= GRID_LINES) rows.push(...run);
    run = [];
  };
  for (const line of lines) {
    const row = keywordRowItems(line);
    const marked = row ? null : isBullet(line) ? keywordRowItems(line, 1) : null;
    if (marked?.every(isTitleCased)) {
      run.push(marked.join(' | '));
      continue;
    }
    closeRun();
    if (row) rows.push(row.join(' | '));
  }
  closeRun();
  return rows;
}

/** Sections besides the header and the profile where an unread heading left a table of skills rows. */
export const CATEGORY_ROW_HOSTS = new Set<SectionType>(['contact', 'summary', 'other']);

/** "IDE/Tools", "Technologies/Frameworks", "SKILLS Languages": a label naming a category of skills (the section's word may open it) */
function isCategoryLabel(label: string): boolean {
  const name = label.toLowerCase().replace(/^(?:technical\s+)?skills\s+/, '').trim();
  const parts = name.split(/\s*[/&,]\s*|\s+and\s+/).filter(Boolean);
  // "Testing Tools", "Web Technologies": a category's head noun after the words that name its kind
  // ("Home Language: isiZulu", "Other Languages: English" are personal details, spoken)
  const headed = (part: string) => wordCount(part) <= 3 && !/\blanguages?$/.test(part) && CATEGORY_WORDS.has(part.split(/\s+/).at(-1)!);
  return parts.length > 0 && parts.length <= 3 && parts.some((part) => CATEGORY_WORDS.has(part) || headed(part));
}

const CATEGORY_ROW = /^([^:]{2,40}):\s*(\S.*)$/;

/**
 * "IDE/Tools: Eclipse, RAD" / "Database: SQL Server" / "OS: Windows" under "ADDITIONAL
 * INFORMATION" or in the header: a table of skills rows whose heading the CV did not print or the
 * parser does not know. Two or more rows labelled with categories of skills make such a table;
 * a lone "Tools: …" there may be anything's.
 */
export function categoryRows(lines: string[]): string[] {
  const rows = lines.filter((line) => {
    const m = stripBullet(line).match(CATEGORY_ROW);
    return m !== null && isCategoryLabel(m[1]);
  });
  return rows.length >= 2 ? rows.map(stripBullet) : [];
}


/** a list mark left on a line of its own, Word's "o" of a second-level list among them */
const isLoneMark = (text: string) => isLoneBulletMark(text) || /^\s*o\s*$/.test(text);

/** One short name a line: no sentence, field ("Skype: …"), link or contact detail. */
function columnItem(text: string): string | null {
  const item = stripBullet(text).trim();
  if (!item || item.length > 40 || wordCount(item) > 4 || /[.!?,;:]$|:|@|https?:|www\.|\d{4,}/.test(item)) return null;
  return item;
}

/** a column of names runs to at least this many lines */
const COLUMN_LINES = 4;

/**
 * "PHP (4 & 5)" / "mySQL" / "JavaScript" / "CSS", one a line under a profile with no heading
 * over them: a column of tools a flattened template printed beside the text. Short lines run
 * together (lone list marks between them aside), most of them skills the knowledge base knows,
 * are such a column; a header's own short lines (name, post, town) name no skills and are not.
 */
export function skillColumns(lines: string[], isKnownSkill: (name: string) => boolean): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const closeRun = () => {
    const known = run.filter(isKnownSkill).length;
    if (run.length >= COLUMN_LINES && known * 3 >= run.length * 2) out.push(...run);
    run = [];
  };
  for (const line of lines) {
    if (isLoneMark(line)) continue;
    const item = columnItem(line);
    if (item) run.push(item);
    else closeRun();
  }
  closeRun();
  return out;
}
