import type { ExtractedLine } from '../types';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../extract/contact-patterns';
import { isPageNumberOnly } from '../page-marks';
import { isPrivateDrivingLicence } from './certifications';
import { findDateRange, findSingleDate, PRESENT_ONLY, withoutDates } from './dates';
import { CEFR, europassLanguageLine, gridLevels, isGridFurniture } from './europass-grid';
import { isLanguageName, parseLanguages } from './languages';
import { parsePlace } from './location';
import { CITIES, COUNTRY_NAMES, US_STATES } from './location-data';
import { MONTH_NAME_ALTERNATION, stripAccents } from './month-names';
import { isSkillTableHeader } from './table-header';
import { fold, isBullet, sentencesOf, splitOutsideBrackets, stripBullet, wordCount } from './text-shape';

const styled = (line: ExtractedLine) => line.bold || line.headingHint;
/** A line of running text: a sentence's end, or a wrapped sentence going on in lower case. */
const isSentenceLine = (text: string) => (/[.!?]$/.test(text.trim()) || /^\p{Ll}/u.test(text.trim())) && wordCount(text) >= 4;
/**
 * A sentence wrapped over short lines of a narrow sidebar ("Grew and steadied teams" / "across
 * sites; coached" / "engineers toward promotion."): read as one text, it ends like a sentence
 * and runs four words or more without a list separator, which a list of skills never does.
 */
const isWrappedSentence = (lines: ExtractedLine[]) => {
  const text = lines.map((l) => l.text.trim()).join(' ');
  return /[.!?]$/.test(text) && text.split(/[,;|•·]/).some((piece) => wordCount(piece) >= 4);
};

/**
 * "PROGRAMMING" over "Java • Shell • Python", "Leadership" over a sentence about it: a short line
 * set in bold or larger type above plain lines heads a group inside the skills section; it is
 * no skill itself, and a group written in sentences (a strength described) lists no skills.
 */
export function withoutSubheadings(lines: ExtractedLine[], isKnownSkill: (name: string) => boolean = () => false): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const heads = styled(line) && next !== undefined && !styled(next) && next.page === line.page && !isBullet(line.text) && wordCount(line.text) <= 4 && !/[,;|•·]|:\s*\S/.test(line.text);
    if (!heads) {
      out.push(line);
      continue;
    }
    let end = i + 1;
    while (end < lines.length && !styled(lines[end])) end++;
    const group = lines.slice(i + 1, end);
    const described = group.some((l) => isSentenceLine(l.text)) || isWrappedSentence(group);
    // a skill set in bold ("Kafka" in a list, or in an OCR'd scan that guessed the weight) stays a skill, unless sentences describe it;
    // "Data Pipelines" / "Expert" / "Apache Airflow, dbt, Kafka": a builder's rated group whose keywords name its skills
    const rated = LEVEL_ONLY.test(group[0]?.text.trim() ?? '') && group.slice(1).some((l) => /[,;|•·]/.test(l.text));
    if (!described && !rated && isKnownSkill(stripBullet(line.text))) out.push(line);
    if (!described) out.push(...group);
    i = end - 1;
  }
  return out;
}

/** Category labels that say a skills line lists spoken languages, not skills. */
export const LANGUAGE_LABEL = /^(languages?|spoken languages|sprachen|idiomas|langues|línguas|linguas|talen|lingue|języki)$/i;

/** "(expert)", "(3 years)", "(Less than 1 year)", "(10+ years)", "(13)": job boards print the experience after each skill. */
/** The list's closing stop may follow it ("Solaris (5 years), Linux (13 years)."). */
const LEVEL_SUFFIX = /\s*[(\[]\s*(expert|advanced|intermediate|basic|beginner|proficient|fluent|native|conversational|(?:less than |more than |over )?\d+\+?\s*(years?|yrs?|jahre|años|ans|anos|months?)|\d{1,2}\+?)\s*[)\]][\s.;:]*$/i;

/**
 * A level on its own is not a skill: a skills table puts "sehr gut" or "Advanced" in the cell
 * beside the skill, and Word tables come out one cell per line. Matched on folded text.
 */
const LEVEL_ONLY = new RegExp(
  `^(?:${[
    'expert', 'advanced', 'intermediate', 'basic', 'basics', 'beginner', 'novice', 'master', 'proficient', 'good', 'very good', 'excellent', 'fluent', 'native', 'working knowledge',
    'sehr gut', 'gut', 'grundkenntnisse', 'fortgeschritten', 'experte', 'verhandlungssicher', 'muttersprache',
    'avanzado', 'intermedio', 'basico', 'básico', 'experto', 'nativo', 'avançado', 'intermediário', 'intermediario', 'fluente',
    'courant', 'débutant', 'debutant', 'confirmé', 'confirme', 'notions', 'bilingue', 'goed', 'zeer goed', 'basis', 'vloeiend', 'avancado',
    'grundlaggande', 'god', 'goda', 'goda kunskaper', 'mycket god', 'mycket goda', 'mycket goda kunskaper', 'avancerad', 'flytande', 'modersmal',
    'ileri', 'ileri duzey', 'iyi', 'cok iyi', 'orta', 'orta duzey', 'baslangic', 'temel', 'temel duzey', 'uzman', 'anadil',
  ].join('|')}|\\d+\\+?\\s*(?:years?|yrs?|months?|jahre|años|anos|ans|jaar)|[1-5]\\s*/\\s*5|[1-5]\\s*/\\s*10|[★☆●○]+)$`,
  'i',
);

const isLevelOnly = (text: string) => LEVEL_ONLY.test(fold(text));

/**
 * "MS Excel  İleri (Pivot tablo, DÜŞEYARA, makro)", "Excel  Advanced (pivot tables)": a skills
 * table's row of the skill and its level cell, the level with a note in brackets; the skill is
 * the row's first cell, whatever the note lists.
 */
const isLevelCell = (text: string) => isLevelOnly(text.replace(/\s*\([^()]*\)\s*$/, ''));

/** "$40,000", "5,000 words": a comma grouping thousands is part of the number */
const groupsThousands = (text: string, at: number) => text[at] === ',' && /\d/.test(text[at - 1] ?? '') && /^\d{3}(?!\d)/.test(text.slice(at + 1, at + 5));

/** Splits on separators outside brackets: "Python (Pandas, NumPy), SQL" keeps the group together first. */
function splitOutsideParens(text: string): string[] {
  return splitOutsideBrackets(text, ',;|•·▪◆◇♦●■★☆', { opening: '([', closing: ')]', keep: groupsThousands })
    // "HTML, PHP, and JavaScript": the list's last name keeps the conjunction before it ("and other tools" stays a phrase)
    .map((item, i) => (i > 0 ? item.replace(/^\s*(?:[Aa]nd|&)\s+(?=[\p{Lu}\p{N}.])/u, '') : item))
    .flatMap((item) => item.split(/\s{2,}|\s+[–—]\s+|\s+-\s+(?=\p{Lu})/u));
}

/** "and PHP", "& D": the conjunction a list's last item opens with is no part of its name */
const withoutConjunction = (item: string) => item.replace(/^(?:and|or|&)\s+/i, '');

/** a process or module written as a short code: "WIG", "MAG", "FI", "S7" */
const SHORT_CODE = /^[\p{Lu}\d][\p{Lu}\d+-]{0,3}$/u;

/**
 * "Python (Pandas, NumPy)" lists three skills; "Python (expert)" lists one; "Schweißen (WIG, MAG)"
 * and "SAP (FI, CO)" name one skill and its variants, short codes none of which is a known skill.
 */
function expandGroup(item: string, isKnownSkill?: (name: string) => boolean): string[] {
  const withoutLevel = item.replace(LEVEL_SUFFIX, '').trim();
  // "Cloud (AWS, GCP)": the name before the first bracket, the items inside the closing one
  // (found by index: /^(.+?)\s*\((.+)\)$/ rescans the rest of the item from every bracket)
  const open = withoutLevel.indexOf('(', 1);
  if (open < 0 || !withoutLevel.endsWith(')')) return [withoutLevel];
  const name = withoutLevel.slice(0, open).trimEnd();
  const inside = withoutLevel.slice(open + 1, -1);
  // a comma before three digits groups thousands ("up to $40,000"): not a separator
  if (!name || !inside || !/[,;/]/.test(inside)) return [withoutLevel];
  // "LAMP (Linux, Apache, MySQL, and PHP)": the group's last name keeps its conjunction
  const items = inside.split(/\s*[;/]\s*|\s*,(?!\d{3}(?!\d))\s*/).map(withoutConjunction);
  if (items.every((i) => SHORT_CODE.test(cleanSkill(i)) && !isKnownSkill?.(cleanSkill(i)))) return [withoutLevel];
  return [name, ...items];
}

/**
 * "June 2008 - Present", "123.345.7890", "a@b.com", "2": a date, a contact or a bare number left
 * in a skills list by a heading that took in the lines around it; no skill is only that
 * ("SQL Server 2005" keeps its name beside the year).
 */
/**
 * "Bangalore Jun 06", "Technology Analyst (TA) Dec 2008": a month with its year, or a range, dates
 * a job or a stay whose header a flattened page ran into the skills; a skill's version is a bare
 * year ("SQL Server 2005"), never a month.
 */
const MONTH_YEAR = new RegExp(`(?<![\\p{L}])(?:${MONTH_NAME_ALTERNATION})\\.?[\\s,'/-]{0,3}(?:\\d{4}|\\d{2})(?![\\p{L}\\d])`, 'iu');
/**
 * "17th May", "10th September", "22nd 23rd March": days written as ordinals beside a month date a
 * training or an event in an Indian or British CV; a skill never names a day of the month.
 */
const ORDINAL_DAY_MONTH = new RegExp(`(?<![\\p{L}\\d])\\d{1,2}(?:st|nd|rd|th)\\s+(?:\\d{1,2}(?:st|nd|rd|th)\\s+)?(?:${MONTH_NAME_ALTERNATION})(?![\\p{L}])`, 'iu');
const isDated = (skill: string) => MONTH_YEAR.test(stripAccents(skill)) || ORDINAL_DAY_MONTH.test(stripAccents(skill)) || findDateRange(skill) !== null;

function isDateOrContact(skill: string): boolean {
  // "Page 2 of 3", "Seite 2/3": the page's running footer, cut into the list where the page broke
  if (isPageNumberOnly(skill)) return true;
  // a bare number ("2", "8085") names nothing on its own; a skill has letters
  if (EMAIL_PATTERN.test(skill) || !/\p{L}/u.test(skill) || PRESENT_ONLY.test(skill)) return true;
  if (PHONE_PATTERN.test(skill) && skill.replace(/\D/g, '').length >= 7 && !/\p{L}{2}/u.test(skill.replace(PHONE_PATTERN, ''))) return true;
  if (isDated(skill)) return true;
  const date = findSingleDate(skill);
  return date !== null && !/\p{L}{2}/u.test(withoutDates(skill, date));
}

/** A short item (a list's, at most 50 characters) that is only a date, a contact or a number; the patterns read no longer text. */
export const isDateOrContactItem = (item: string) => item.length <= 50 && isDateOrContact(item);

/**
 * "Ⴙ Budget Control", "✱ Six Sigma": a bullet set in a symbol font that the text layer maps to
 * some other character. A lone symbol, or a lone letter of a script the item's own words do not
 * use, standing before a word is that bullet, not part of the skill.
 */
const LOST_BULLET = /^(?:\p{So}|(?!\p{Script=Latin})\p{L})\s+(?=.*\p{Script=Latin})/u;

/**
 * "Python (Programming Language)", "R (Programming Language)": LinkedIn's skill list tells apart
 * names it shares with other things; the bracket is its index's note, not part of the skill.
 */
// no leading \s*: before a fixed tail it rescans a run of spaces from each of its positions
const LINKEDIN_QUALIFIER = /\(programming language\)$/i;

function cleanSkill(text: string): string {
  const trimmed = text.replace(/^[\s*•·▪–—-]+/, '').replace(LOST_BULLET, '').replace(LINKEDIN_QUALIFIER, '').trimEnd();
  // the end by a loop: /[\s.:;,*]+$/ rescans a long run of dots from every dot (".NET" keeps its start)
  let end = trimmed.length;
  while (end > 0 && /[\s.:;,*]/.test(trimmed[end - 1])) end--;
  return trimmed.slice(0, end).replace(/\s+/g, ' ').trim();
}

export interface SkillLines {
  skills: string[];
  /** lines labelled as languages inside a skills section, for the languages parser */
  languageLines: string[];
}

/** the most words a skill's name runs to, for reading chips */
const CHIP_WORDS = 4;

/**
 * PDF skill "chips" come out separated by single spaces: "Go Java Kafka Kubernetes", "C++ C#
 * Unreal Engine". Such an item is split into known skills of one to four words each, the fewest
 * pieces that cover it, when every piece is a known skill and the whole item is not ("Spring
 * Boot", "React Native" and "Machine Learning" stay whole; "AI programming Lua" too, since "AI
 * programming" is no known skill). A chip is a name: a piece of several words opens with a
 * capital, so "Charge nurse leadership" is one skill in sentence case, not "Charge nurse" and
 * "leadership".
 */
function splitChips(item: string, isKnownSkill?: (name: string) => boolean): string[] {
  if (!isKnownSkill) return [item];
  const clean = cleanSkill(item);
  const words = clean.split(' ');
  // a word ending in a joiner ("ITIL- Incident Management", "Social Media: LinkedIn") binds what follows: no row of chips
  if (words.length < 2 || words.length > 40 || isKnownSkill(clean) || words.some((w) => /[-:/&]$/.test(w))) return [item];
  // fewest[i]: the fewest known pieces that cover words[0..i), with where its last piece starts
  const fewest: Array<{ count: number; from: number } | null> = [{ count: 0, from: 0 }];
  for (let end = 1; end <= words.length; end++) {
    fewest[end] = null;
    for (let from = Math.max(0, end - CHIP_WORDS); from < end; from++) {
      const before = fewest[from];
      if (!before || (fewest[end] && fewest[end]!.count <= before.count + 1)) continue;
      if (isKnownSkill(words.slice(from, end).join(' '))) fewest[end] = { count: before.count + 1, from };
    }
  }
  if (!fewest[words.length]) return [item];
  const pieces: string[] = [];
  for (let end = words.length; end > 0; end = fewest[end]!.from) pieces.unshift(words.slice(fewest[end]!.from, end).join(' '));
  const oneWordEach = pieces.length === words.length;
  // "IEP collaboration", "Lesson planning": a list item in sentence case (a capital, then words in lower case) is one
  // skill of several words, even when each word is also a skill; chips are names, each with its own capital
  const sentenceCase = /^\P{Ll}/u.test(words[0]) && words.slice(1).every((w) => /^\p{Ll}/u.test(w));
  // "Python (pandas)": a piece in brackets of its own is the library named beside the language, without them
  const unbracketed = pieces.map((p) => /^\([^()]+\)$/.exec(p)?.[0].slice(1, -1) ?? p);
  return (oneWordEach && !sentenceCase) || pieces.every((p) => !/^\p{Ll}/u.test(p)) ? unbracketed : [item];
}

/** Europass's groups of personal skills, printed as labels of their own; they name no skill. */
const EUROPASS_GROUP = /^(?:digital (?:skills|competences?)|job-related skills|communication skills|organisational \/ managerial skills|organisational skills|other skills)$/i;

const LANGUAGE_CERTIFICATE = /\b(?:certificate|certificat|certificado|certificazione|zertifikat|diplom\w*|toefl|ielts|toeic|delf|dalf|dele|goethe|cambridge|cils|celi|testdaf)\b/i;

/** "English B2 B2 B1 B1 B2": a row of Europass's grid, as the language with its levels */
function gridRow(text: string): string | null {
  const m = text.trim().match(/^(\p{L}+)\s+(.{2,200})$/u);
  const levels = m && isLanguageName(m[1]) ? gridLevels(m[2]) : null;
  return levels ? `${m![1]} (${levels})` : null;
}

/** A row of spoken languages: "Language: Fluent in Spanish". */
const SPOKEN = /\b(?:fluent|native|bilingual|mother tongue|conversational|english|spanish|french|german|hindi|mandarin|arabic|portuguese|italian|japanese)\b/i;
/**
 * "Name | Skill Level | Last Used / Experience" over "Java | Expert | Current / 4 years": a skills
 * table's column headers and its when-last-used cells; "Project", "Role", "Team Size", "Duration":
 * the field labels of a project's table that a section of tools ran into. None names a skill.
 */
const TABLE_CELL = /^(?:name|skill|skills|skill level|level|last used|last used \/ experience|experience|years of experience|proficiency|project|project name|role|duration|team size|work location|responsibilities)$|^(?:current|\d{4})\s*\/\s*\d{1,2}(?:\.\d)?\s*(?:years?|yrs?|months?)$/i;

/** "ADDITIONAL INFORMATION": the heading of a job board's closing section, left in the list when a heading right under it took the section's place */
const DETAILS_HEADING = /^(?:additional|other|further|personal|miscellaneous)\s+(?:information|info|details)$/i;
const NOT_SKILLS = /^(?:interests?|hobbies|hobbys|interessen|loisirs|centres d'intérêt|aficiones|intereses|awards?|references?)$/i;
const LINK = /^(?:https?:\/\/|www\.|\/\/)\S+$/i;
/**
 * Romance languages name a skill with linking words English does without ("Dispensa de medicamentos e
 * aconselhamento farmacêutico", "Gestión de la cadena de suministro"): they do not make an item a sentence.
 */
const ROMANCE_LINK = /^(?:de|da|do|das|dos|del|della|delle|dei|di|des|du|la|le|les|el|e|y|et|ed)$/i;
/** "55 words per minute", "120 calls per hour": a rate is one measure of the skill, not four words naming it. */
const RATE = /\b\d[\d,.]*\s+\p{L}+\s+per\s+\p{L}+/gu;
const namingWords = (text: string) => text.replace(RATE, 'rate').trim().split(/\s+/).filter((w) => w && !ROMANCE_LINK.test(w)).length;

/** Category words that head a row of skills in gutter layouts (moderncv's \cvitem). */
const CATEGORY_LABEL = new RegExp(
  `^((?:${[
    // words that also begin skills ("Data Analysis", "Web Design", "Cloud Computing") are left out
    'programming', 'programming languages', 'languages', 'tools', 'frameworks', 'libraries', 'databases', 'platforms',
    'technologies', 'frontend', 'front-end', 'backend', 'back-end', 'operating systems', 'methods', 'methodologies', 'misc', 'programmiersprachen', 'werkzeuge', 'datenbanken', 'sprachen', 'outils', 'langages',
    'logiciels', 'bases de données', 'herramientas', 'lenguajes', 'bases de datos', 'programación',
  ].join('|')}))\\s+(\\S.*[,;|·].*)$`,
  'iu',
);

/**
 * "Application Servers J Boss, Apache Tomcat", "Bug Tracking Tools HP Quality Center, Rally",
 * "Protocols HTTP, FTP": a row label ending in a category's head noun (a few words before it name
 * the kind) before a list, set apart by one space when a table's column gap was lost.
 */
const CATEGORY_HEAD_LABEL =
  /^((?:[\p{L}\p{N}'’.-]+(?:\/[\p{L}\p{N}'’.-]+)?\s+){0,3}?(?:[\p{L}\p{N}'’.-]+\/)?(?:tools?|servers|protocols|languages|frameworks|databases|technologies|platforms|ides|ide's|libraries|utilities|packages|methodologies|operating systems))\s+(\S.*[,;|·].*)$/iu;

/** words a skills table prints alone in its first column, over or beside a row of skills */
export const CATEGORY_WORDS = new Set([
  'languages', 'language', 'programming', 'programming languages', 'scripting', 'frameworks', 'framework', 'libraries', 'databases', 'database',
  'tools', 'tool', 'cloud', 'devops', 'platforms', 'technologies', 'technology', 'frontend', 'front-end', 'backend', 'back-end', 'web',
  'operating systems', 'os', 'methodologies', 'methods', 'testing', 'version control', 'ide', 'ides', 'servers', 'others', 'other', 'misc',
  'software', 'packages', 'utilities', 'cad', 'cae', 'cam', 'simulation', 'erp', 'big data', 'messaging', 'monitoring', 'design tools', 'web technologies', 'cloud platforms',
  'programmiersprachen', 'werkzeuge', 'datenbanken', 'outils', 'langages', 'logiciels', 'bases de données', 'herramientas', 'lenguajes', 'bases de datos',
  // "Tecniche" | "Quadri elettrici, …": the kind of skills in a European table's label cell
  'tecniche', 'informatiche', 'strumenti', 'linguaggi', 'techniques', 'informatique', 'technische', 'fachliche', 'técnicas', 'tecnicas', 'informática', 'ofimática',
  // "EDV" | "SAP PM, MS Office": a German table's label cell for computer skills (elektronische Datenverarbeitung)
  'edv', 'edv-kenntnisse', 'it-kenntnisse', 'fachkenntnisse', 'computerkenntnisse', 'pc-kenntnisse',
]);

/**
 * "Languages", "Frameworks", "Cloud / Tools": a skills table's category cell, which a Word table
 * prints on a line of its own above its row of skills; it names no skill itself.
 */
function isCategoryCell(text: string, next: string | undefined, isKnownSkill?: (name: string) => boolean): boolean {
  const clean = cleanSkill(text);
  if (clean.length > 40 || next === undefined || isKnownSkill?.(clean)) return false;
  const parts = clean.toLowerCase().split(/\s*[/&,]\s*|\s+and\s+/);
  if (!parts.every((p) => CATEGORY_WORDS.has(p))) return false;
  // the row it heads: a list, or one known skill
  const row = cleanSkill(stripBullet(next));
  return /[,;|•·]/.test(row) || (isKnownSkill?.(row) ?? false);
}

/** "Spanish (native)", "German (B2)": a language and its level, which a languages section states; null for any other item */
function spokenLanguageItem(item: string): string | null {
  const m = /^\s*(\p{L}+)\s*\(([^()]{1,30})\)\s*$/u.exec(item);
  return m && isLanguageName(m[1]) && (LEVEL_ONLY.test(m[2].trim()) || CEFR.test(m[2].trim().replace(/\+$/, ''))) ? item.trim() : null;
}

/** "(Grundkenntnisse)", "(B2)": a level wrapped below the row whose last item it rates; a level is never an item of its own. */
const isBracketedLevel = (text: string) => {
  const inner = /^\(([^()]{1,30})\)$/.exec(text)?.[1].trim();
  return inner !== undefined && (isLevelOnly(inner) || CEFR.test(inner.replace(/\+$/, '')));
};

/**
 * A narrow sidebar wraps a short item onto a line of its own that opens with its bracket
 * ("SPS-Programmierung" / "(Siemens S7)"): that line goes on with the item before it. A long line
 * above it was not wrapped for want of room ("SDN Cisco Application Centric Infrastructure" / "(ACI)").
 */
function withBracketsJoined(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    const previous = out[out.length - 1];
    const short = previous !== undefined && wordCount(previous) <= 3 && wordCount(text) <= 3;
    const wrappedItem = short && text.startsWith('(') && !previous.includes('(');
    const level = previous !== undefined && isBracketedLevel(text);
    if ((wrappedItem || level) && !/[,;|•·(]\s*$/.test(previous)) out[out.length - 1] = `${previous.trimEnd()} ${text}`;
    else out.push(line);
  }
  return out;
}

/**
 * "…, presentation, R" / "& D, systems design": a list wrapped inside an item, at its ampersand.
 * No item opens with "&", so such a line goes on with the line above.
 */
function withAmpersandsJoined(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    const previous = out[out.length - 1];
    if (previous !== undefined && text.startsWith('&') && !/[,;|•·:]\s*$/.test(previous)) out[out.length - 1] = `${previous.trimEnd()} ${text}`;
    else out.push(line);
  }
  return out;
}

/** the little words that hold a sentence together; a skill's name has at most one or two */
const FUNCTION_WORDS = /^(?:the|a|an|of|to|in|on|with|for|and|or|by|from|as|at|into|across|between|while|which|that|is|are|was|were|be|been|has|have|had|their|its|our|my|his|her|such)$/i;

/** a piece of running text: seven words or more, three of them sentence glue */
function isGluedPiece(piece: string): boolean {
  const words = piece.trim().split(/\s+/);
  return words.length >= 7 && words.filter((w) => FUNCTION_WORDS.test(w)).length >= 3;
}

/**
 * "Worked on downloading initial and delta download between ECC and CRM, CRM and MSA.": a
 * sentence in a skills section describes experience. One of its pieces runs on for seven words
 * or more, three of them sentence glue, and such pieces make a third of it or more; the shorter
 * pieces beside them are the sentence's phrases ("taxes", "worked on bill plans"), not names. A
 * sentence that only leads in to a list ("Experienced in platforms such as Facebook, Twitter,
 * Instagram") still lists its names.
 */
function readsAsProse(sentence: string): boolean {
  const pieces = splitOutsideParens(sentence).filter((piece) => piece.trim());
  if (describesQualities(pieces)) return true;
  const glued = pieces.map(isGluedPiece);
  // "CST, PVST, RSTP, …, Port Bundling using static and dynamic protocol": a long list with one described item stays a list
  if (glued.filter(Boolean).length * 3 < pieces.length) return false;
  const leadsIn = pieces.length >= 3 && glued.indexOf(true) === 0 && glued.lastIndexOf(true) === 0 && namesAll(pieces.slice(1));
  return !leadsIn;
}

/**
 * "Sound managerial, decision-making, and computer skills", "Ability to coordinate with school
 * board members, teachers, and parents": a sentence whose list runs in lower case before a
 * closing "skills", or after "Ability to …", describes the candidate; it names no skills. A
 * labelled row ("Web client: Layout, rendering") is a list whatever its case.
 */
function describesQualities(pieces: string[]): boolean {
  if (pieces.length < 2 || pieces[0].includes(':')) return false;
  const rest = pieces.slice(1).map((p) => withoutConjunction(p.trim()));
  if (!rest.every((p) => /^\p{Ll}/u.test(p))) return false;
  return ABILITY_OPENING.test(pieces[0].trim()) || /\b(?:skills|abilities)$/i.test(cleanSkill(pieces[pieces.length - 1]));
}
const ABILITY_OPENING = /^(?:ability|able|capable|willing|willingness)\s+to\s/i;

/** short pieces that open with a capital or a digit are names ("Tableau", "Qlik"); a sentence's phrases run in lower case ("tickets") */
const namesAll = (pieces: string[]) => pieces.every((p) => wordCount(p) <= 3 && /^[\p{Lu}\p{N}.]/u.test(withoutConjunction(p.trim())));

/** "technologies such as Word, Excel, PowerPoint": a sentence's end that names a list, its lead-in aside */
function readsAsList(sentence: string): boolean {
  const pieces = splitOutsideParens(sentence).filter((piece) => piece.trim());
  return pieces.length >= 3 && namesAll(pieces.slice(1));
}

/**
 * "Sound knowledge of HTML5", "Advanced skills with LAMP", "Proficient in Python": a sentence
 * that leads in to a list, or to one name. The words before the name say how well it is known;
 * they are no part of it.
 */
const LEAD_IN =
  /^(?:[\p{L}-]+\s+){0,3}?(?:knowledge|experience|experienced|familiarity|familiar|understanding|expertise|proficiency|proficient|skills?|skilled|versed|exposure|competence|competent|command|hands-on|acquainted|conversant)\s+(?:of|with|in|on|at)\s+(?:the\s+)?(?:(?:areas?|fields?|domains?)\s+of\s+)?(?=\S)/iu;

/**
 * The name a lead-in introduces, or null when the words after it describe rather than name
 * ("Experience with software development environment", "Strong understanding of agile
 * development practices" are sentences about skills); an item without a lead-in is itself.
 */
function afterLeadIn(item: string, isKnownSkill?: (name: string) => boolean): string | null {
  const m = item.trim().match(LEAD_IN);
  if (!m) return item;
  const rest = item.trim().slice(m[0].length);
  const name = cleanSkill(withoutConjunction(rest));
  return isKnownSkill?.(name) || namesAll([name]) ? rest : null;
}

/**
 * "Excel, Word and Outlook": a list's last two names joined by "and" without a comma. Split only
 * when each is a known skill and the pair is not ("Research and Development" stays whole).
 */
function splitPair(item: string, isKnownSkill?: (name: string) => boolean): string[] {
  const m = item.trim().match(/^(\S+(?:\s\S+)?)\s+(?:and|&)\s+(\S+(?:\s\S+)?)$/);
  if (!m || !isKnownSkill || isKnownSkill(cleanSkill(item))) return [item];
  return isKnownSkill(cleanSkill(m[1])) && isKnownSkill(cleanSkill(m[2])) ? [m[1], m[2]] : [item];
}

/**
 * "Proficient with Java/J2EE, C, C++, .NET, Unix, Linux and HTML.": a sentence of a summary that
 * leads in to a list of three names or more lists skills as a skills section would; the list
 * (without its lead-in), or null for any other sentence.
 */
export function leadInList(sentence: string): string | null {
  const text = stripBullet(sentence).trim();
  if (text.length > 300) return null;
  const m = text.match(LEAD_IN);
  if (!m) {
    // "…running on diverse platforms such as: LINUX, Windows, HP-UX": a named kind of tools leads in anywhere in the sentence
    const kind = text.match(KIND_EXAMPLES);
    return kind ? listOfNames(text.slice(kind.index! + kind[0].length)) : null;
  }
  const after = text.slice(m[0].length);
  // "…tools such as SVN, Perforce and VSS": the lead-in names the kind, then the list
  const example = after.match(EXAMPLES);
  return listOfNames(after) ?? (example ? listOfNames(after.slice(example.index! + example[0].length)) : null);
}

/**
 * "Experienced in social media platforms such as Facebook", "Adobe Suite including Photoshop":
 * a list's item that names a kind before its first example. The example is a name; the kind is
 * one too when it reads as a name ("Adobe Suite"), not as a phrase ("social media platforms").
 */
function splitExamples(item: string): string[] {
  const m = item.match(/^(.*?)(?:^|\s)(?:such as|including)\s*:?\s+(?=[\p{Lu}\p{N}.])(.+)$/u);
  if (!m) return [item];
  const kind = m[1].trim();
  return kind && namesAll([kind]) ? [kind, m[2]] : [m[2]];
}

/** "platforms such as:", "tools like", "languages including": a kind of tools, then its examples */
const KIND_EXAMPLES =
  /\b(?:tools?|technolog(?:y|ies)|platforms?|languages?|software|databases?|frameworks?|applications?|packages?|libraries|environments?)\s+(?:such as|like|including)\s*:?\s+(?=[\p{Lu}\p{N}.])/iu;

/** "tools such as", "platforms like", "technologies including:": the words that open a list of examples */
const EXAMPLES = /\s(?:such as|like|including)\s*:?\s+(?=[\p{Lu}\p{N}.])/u;

/**
 * Three names or more, or one name with a bracket of three ("LAMP (Linux, Apache, MySQL, and
 * PHP)"), as a list of them; null for anything else.
 */
function listOfNames(text: string): string | null {
  // "…, Unix, Linux and HTML": the sentence joins its last two names with "and", no comma
  const rest = text.replace(/[.;]$/, '').replace(/,?\s+and\s+(?=[\p{Lu}\p{N}.][^,]*$)/u, ', ');
  const pieces = splitOutsideParens(rest).filter((p) => p.trim());
  if (pieces.length >= 3 && namesAll(pieces)) return rest;
  const whole = text.replace(/[.;]$/, '');
  const group = pieces.length === 1 ? whole.match(/^([^()]+?)\s*\(([^()]+)\)$/) : null;
  const inside = group ? splitOutsideParens(group[2]).filter((p) => p.trim()) : [];
  return group && inside.length >= 3 && namesAll([group[1], ...inside]) ? whole : null;
}

/**
 * "S", "+S", "&T": letters of a name printed spaced out, or a lone initial, that a page's columns
 * cut into the list. A skill of one letter is a known one ("C", "R"); the rest name nothing.
 */
const isStrayLetters = (skill: string) => /^[^\p{L}\p{N}]?\p{L}$|^[^\p{L}\p{N}]\p{L}{1,2}$/u.test(skill);

const STATE_NAMES = new Set(Object.values(US_STATES));
/** towns that are also words a CV lists as an activity or a skill ("Reading", "Mobile") are left out */
const ACTIVITY_TOWNS = new Set(['reading', 'nice']);
/**
 * "Bangalore", "London", "Arizona": a town, state or country of a job's header swept into the list
 * is no skill. Only a country, a US state or a large town counts: the gazetteer alone also knows
 * small towns named like words ("Mobile").
 */
function isPlaceName(skill: string): boolean {
  const name = fold(skill);
  const wellKnown = name in COUNTRY_NAMES || (name in CITIES && !ACTIVITY_TOWNS.has(name)) || STATE_NAMES.has(name);
  return /^\p{Lu}/u.test(skill) && wellKnown && parsePlace(skill) !== null;
}

/** "…, case studies, etc.": the words that close a list name nothing */
const LIST_END = /^(?:etc|and so on|and more|many more|others?)$/i;

/** a table's value cell that kept the colon printed after its label ("RDBMS" / ": MySQL, Oracle") */
const VALUE_CELL = /^\s*:\s*(\S.*)$/;

/**
 * A two-column skills table whose label column sets the colon apart from its label by a gap
 * comes out as the label's line, then the row's line opening with the colon ("Web Server" /
 * ": IIS, Tomcat"): the two are one labelled row, and the label names no skill.
 */
function withValueCellsJoined(lines: string[]): string[] {
  const out: string[] = [];
  lines.forEach((line, i) => {
    const cell = line.match(VALUE_CELL);
    // a column of value cells printed after a column of labels ("Doors" / ": Share Point"): no cell labels the next
    const label = i > 0 && !VALUE_CELL.test(lines[i - 1]) ? out[out.length - 1] : undefined;
    const labelShaped = label !== undefined && wordCount(label) <= 5 && !/[,;|•·:]/.test(stripBullet(label));
    if (cell && labelShaped) out[out.length - 1] = `${stripBullet(label).trim()}: ${cell[1]}`;
    else out.push(cell ? cell[1] : line);
  });
  return out;
}

const TABLE_CELLS = /\s*[|\t]\s*|\s{2,}/;

/**
 * "Skill  Version  Last Used  Experience" over "Java  17  2025  6 Years 2 Months": below a skills
 * table's header, a row's first cell names the skill; its other cells measure it.
 */
function skillTableNames(lines: string[]): string[] {
  const out: string[] = [];
  let inTable = false;
  for (const line of lines) {
    if (isSkillTableHeader(line)) {
      inTable = true;
      continue;
    }
    const cells = line.trim().split(TABLE_CELLS).filter(Boolean);
    inTable &&= cells.length >= 2;
    out.push(inTable ? cells[0] : line);
  }
  return out;
}

/**
 * Reads the lines of skills sections as a flat list, in order, without duplicates.
 * `isKnownSkill` (the knowledge base's lookup) lets space-separated chips be split.
 */
export function parseSkills(rawLines: string[], isKnownSkill?: (name: string) => boolean): SkillLines {
  const skills: string[] = [];
  const seen = new Set<string>();
  const languageLines: string[] = [];
  const lines = withAmpersandsJoined(withBracketsJoined(withValueCellsJoined(skillTableNames(rawLines))));
  /** whether the lines since the last skill belong to Europass's language grid */
  let afterGridRow = false;
  /** whether the line before was running text, which a line opening in lower case goes on */
  let inProse = false;
  for (const [index, line] of lines.entries()) {
    if (isCategoryCell(stripBullet(line), lines[index + 1], isKnownSkill)) continue;
    let text = stripBullet(line);
    // a line going on in lower case from running text is more of it, unless it leads in to a list
    const goesOn: boolean = inProse && !isBullet(line) && /^\p{Ll}/u.test(text);
    const sentences = sentencesOf(text);
    const prose: boolean[] = sentences.map((sentence, i): boolean => readsAsProse(sentence) || (i === 0 && goesOn && !readsAsList(sentence)));
    inProse = prose[prose.length - 1];
    // beside running text, a sentence of its own lists names only as a list ("Served as Secretary." names none)
    if (prose.some(Boolean)) text = sentences.filter((sentence, i) => !prose[i] && splitOutsideParens(sentence).length >= 2).join('; ');
    if (!text.trim()) continue;
    if (LINK.test(text) || EUROPASS_GROUP.test(text.trim()) || DETAILS_HEADING.test(text.trim()) || isPrivateDrivingLicence(text)) continue;
    // Europass: "Mother tongue(s) Polish", "Other language(s) English, German" without a colon,
    // the self-assessment grid's rows ("English B2 B2 B1 B1 B2") and its headings and legend
    const row = gridRow(text);
    const spoken = europassLanguageLine(text) ?? row;
    if (spoken !== null) {
      afterGridRow ||= row !== null;
      if (spoken) languageLines.push(spoken);
      continue;
    }
    // "First Certificate in English" under its language's row: a certificate, not a skill
    if (isGridFurniture(text) || (afterGridRow && LANGUAGE_CERTIFICATE.test(text))) continue;
    afterGridRow = false;
    // "Cloud          AWS, Kubernetes": a label column without a colon, set apart by a wide gap;
    // "Programming Python, C++": a category word of a gutter layout, set apart by a single space
    const label =
      text.match(/^([^:,]{2,40}):\s*(.*)$/) ?? text.match(/^(\p{L}[\p{L} &/-]{1,28}?)\s{2,}(\S.*[,;|·].*)$/u) ?? text.match(CATEGORY_LABEL) ?? text.match(CATEGORY_HEAD_LABEL);
    if (label && isLevelCell(label[2].trim())) {
      text = label[1];
    } else if (label) {
      // "Languages: Go, Python" lists programming languages; "Languages: English, German" spoken ones.
      if (LANGUAGE_LABEL.test(label[1].trim()) && (parseLanguages([label[2]]).length > 0 || SPOKEN.test(label[2]))) {
        languageLines.push(label[2]);
        continue;
      }
      // "Interests: Tennis, Gardening" inside a skills section lists no skills
      if (NOT_SKILLS.test(label[1].trim())) continue;
      text = label[2];
    }
    const separated = splitOutsideParens(text);
    // "Root cause analysis, LabVIEW, SAP PLM": items a list sets apart by its separators are names of
    // several words each ("SAP PLM"), no row of single-spaced chips
    const listed = splitOutsideBrackets(text, ',;|•·', { opening: '([', closing: ')]' }).length >= 3;
    const items = separated
      .filter((item) => {
        // "LabVIEW, Spanish (native), English (native)": a spoken language with its level, among the skills
        const spoken = spokenLanguageItem(item);
        if (spoken) languageLines.push(spoken);
        return !spoken;
      })
      .flatMap(splitExamples)
      .flatMap((i) => expandGroup(i, isKnownSkill))
      .flatMap((i) => {
        const named = afterLeadIn(i, isKnownSkill);
        return named === null ? [] : [named];
      })
      .flatMap((i) => splitPair(i, isKnownSkill))
      .flatMap((i) => (listed ? [i] : splitChips(i, isKnownSkill)));
    for (const item of items) {
      const skill = cleanSkill(item);
      // Long items are sentences about skills, not skills.
      // (the length bounds come first: the date and contact patterns then read at most 50 characters)
      if (!skill || isLevelOnly(skill) || TABLE_CELL.test(skill) || LIST_END.test(skill) || namingWords(skill) > 5 || skill.length > (namingWords(skill) < wordCount(skill) ? 60 : 50) || /[.!?]$/.test(item.trim()) && wordCount(skill) > 3 || isDateOrContact(skill)) continue;
      if (isKnownSkill && !isKnownSkill(skill) && (isStrayLetters(skill) || isPlaceName(skill))) continue;
      if (seen.has(skill.toLowerCase())) continue;
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  return { skills, languageLines };
}
