import type { ExtractedLine } from '../types';
import { isBullet, wordCount } from './text-shape';

/** A value of a two-column table read column by column: ": Oracle 8i, SQL Server". */
const VALUE = /^:\s*\S/;
const isLabel = (text: string) => text.length <= 40 && wordCount(text) <= 5 && !text.includes(':') && !isBullet(text) && /\p{L}/u.test(text);

/**
 * "Operating System" / "RDBMS" / "Languages" followed by ": Windows XP" / ": Oracle 8i" /
 * ": C, Java": a "label : value" table whose text came out column by column (the labels,
 * then the values). Read as is, the labels turn into headings ("Languages") and the values
 * lose their names. A run of labels followed by as many value lines is paired back up; a
 * value wrapped onto a line without the colon stays with its value.
 */
export function pairLabelColumns(lines: ExtractedLine[]): { lines: ExtractedLine[]; source: number[] } {
  const out: ExtractedLine[] = [];
  /** the index in the input of each output line, so section starts still point into the document */
  const source: number[] = [];
  let i = 0;
  while (i < lines.length) {
    let labelEnd = i;
    while (labelEnd < lines.length && isLabel(lines[labelEnd].text.trim())) labelEnd++;
    const count = labelEnd - i;
    if (count >= 2 && labelEnd < lines.length && VALUE.test(lines[labelEnd].text.trim())) {
      const values: string[] = [];
      let j = labelEnd;
      while (j < lines.length && values.length <= count) {
        const text = lines[j].text.trim();
        if (VALUE.test(text)) values.push(text.replace(/^:\s*/, ''));
        else if (values.length > 0 && values.length < count && !isLabel(text)) values[values.length - 1] += ` ${text}`;
        else break;
        j++;
      }
      if (values.length === count) {
        for (let k = 0; k < count; k++) {
          out.push({ ...lines[i + k], text: `${lines[i + k].text.trim()}: ${values[k]}` });
          source.push(i + k);
        }
        i = j;
        continue;
      }
    }
    // no table here: the first line stays as it is and the search goes on from the next
    out.push(lines[i]);
    source.push(i);
    i++;
  }
  return { lines: out, source };
}
