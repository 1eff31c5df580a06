import type { ExtractedLine } from '../types';
import { findDateRange, findSingleDate } from './dates';
import { withoutFieldIcon } from './text-shape';

/** an icon after a wide gap, before the next field of the same line ("…  ⚲ Rotterdam"); the gap is tried from its start only, so a long run of spaces is read once */
const GAP_ICON = /(?<=\S)(\s{2,}|\t)(?![•·▪◦●○■□►▸▶‣⁃✓✔➢➤➣➔→⮚◆◇♦❖❑✦★☆♣〓])[\p{So}\p{Co}]\uFE0F?\s*(?=\S)/gu;

/**
 * Web builders and altacv-style templates print each entry's date and place behind a pictogram
 * ("◷ sep. 2020 – heden  ⚲ Rotterdam", "📅 2019 – 2021  📍 Lagos"). The icon labels the field as
 * "Tel:" does; left in, the date line stops reading as one and the place keeps the icon. A line
 * opening with an icon loses it only when a date follows at once, so unusual bullet marks before
 * running text stay bullets.
 */
export function withoutEntryIcons(text: string): string {
  const mid = text.replace(GAP_ICON, '$1');
  const rest = withoutFieldIcon(mid);
  if (rest === mid) return mid;
  const date = findDateRange(rest) ?? findSingleDate(rest);
  return date && date.index === 0 ? rest : mid;
}

export function linesWithoutEntryIcons(lines: ExtractedLine[]): ExtractedLine[] {
  let changed = false;
  const out = lines.map((line) => {
    const text = withoutEntryIcons(line.text);
    if (text === line.text) return line;
    changed = true;
    return { ...line, text };
  });
  return changed ? out : lines;
}

/** a line opened by one capital letter standing alone: an icon font's glyph as the text layer maps it ("M sofie@…", "J  +45 …") */
// the value after it opens with two characters or more, so a letter-spaced heading ("S K I L L S") is none
const LETTER_ICON = /^\p{Lu}[ \t]+(?=\S\S)/u;
const CONTACT_VALUE = /@|https?:|www\.|linkedin|github|^\+?[\d(][\d\s().-]{6,}\d$/i;
/** how many lines apart two icon lines of one contact block may stand (a wrapped address between them) */
const ICON_LINE_GAP = 2;

/**
 * Canva-style sidebars open each contact line with an icon whose font maps it to a letter
 * ("J +45 28 91 44 07", "M sofie@example.dk", "H Nørrebro, Copenhagen"). A letter is an icon when
 * three such lines or more stand together in one column and two of them hold a phone, an email
 * or a link: then the letter goes from each, so the place does not read as "H Nørrebro".
 */
export function linesWithoutLetterIcons(lines: ExtractedLine[]): ExtractedLine[] {
  const opened = lines.map((line) => line.text.length <= 120 && LETTER_ICON.test(line.text));
  const strip = new Set<number>();
  let group: number[] = [];
  const close = () => {
    const contacts = group.filter((i) => CONTACT_VALUE.test(lines[i].text.replace(LETTER_ICON, '').trim())).length;
    if (group.length >= 3 && contacts >= 2) group.forEach((i) => strip.add(i));
    group = [];
  };
  for (let i = 0; i < lines.length; i++) {
    if (!opened[i]) continue;
    const last = group.at(-1);
    if (last !== undefined && (i - last > ICON_LINE_GAP || lines[last].column !== lines[i].column || lines[last].page !== lines[i].page)) close();
    group.push(i);
  }
  close();
  if (strip.size === 0) return lines;
  return lines.map((line, i) => (strip.has(i) ? { ...line, text: line.text.replace(LETTER_ICON, '') } : line));
}
