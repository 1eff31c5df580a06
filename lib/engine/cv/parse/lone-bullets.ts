import type { ExtractedLine } from '../types';
import { BULLET_GLYPHS, isBullet } from './text-shape';

/**
 * A bullet mark on a line of its own. Dashes are left out: a lone "-" or "–" between two dates
 * is the range dash of a wrapped date line, not a list marker.
 */
const LONE_MARK = new RegExp(`^\\s*[${BULLET_GLYPHS.replace(/[*–-]/g, '')}]\\s*$`, 'u');

export const isLoneBulletMark = (text: string) => text.length <= 8 && LONE_MARK.test(text);

/**
 * "•" then a newline then the bullet's text: some exports (flattened text, Word lists, PDFs
 * that draw the glyph apart) put the mark on a line of its own. Left alone, the mark splits an
 * entry and the text after it reads as a heading or a new entry. A single mark joins the line
 * after it, which becomes a bullet. A run of marks is a column of glyphs whose texts were read
 * elsewhere: the marks go, since no line after them can be told to be theirs. `source` gives
 * each output line's index in the input, so section starts still point into the document.
 */
export function joinLoneBullets(lines: ExtractedLine[]): { lines: ExtractedLine[]; source: number[] } {
  const out: ExtractedLine[] = [];
  const source: number[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!isLoneBulletMark(lines[i].text)) {
      out.push(lines[i]);
      source.push(i);
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && isLoneBulletMark(lines[end].text)) end++;
    const next = lines[end];
    if (next) {
      // the mark's gap is the gap before the item; the one between mark and text is inside it
      const gapBefore = lines[i].gapBefore;
      const single = end - i === 1 && !isBullet(next.text);
      out.push({ ...next, gapBefore, text: single ? `• ${next.text.trim()}` : next.text });
      source.push(end);
    }
    i = end + 1;
  }
  return out.length === lines.length ? { lines, source } : { lines: out, source };
}
