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
