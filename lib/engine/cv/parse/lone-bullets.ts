import type { ExtractedLine } from '../types';
import { BULLET_GLYPHS, isBullet } from './text-shape';

/**
 * A bullet mark on a line of its own. Dashes are left out: a lone "-" or "–" between two dates
 * is the range dash of a wrapped date line, not a list marker.
 */
const LONE_MARK = new RegExp(`^\\s*[${BULLET_GLYPHS.replace(/[*–-]/g, '')}]\\s*$`, 'u');

/** A line gap no larger than this has no blank line in it (text and Word lines count 1 a line). */
const STRAIGHT_UNDER = 1.25;

export const isLoneBulletMark = (text: string) => text.length <= 8 && LONE_MARK.test(text);

/**
 * "•" then a newline then the bullet's text: some exports (flattened text, Word lists, PDFs
 * that draw the glyph apart) put the mark on a line of its own. Left alone, the mark splits an
 * entry and the text after it reads as a heading or a new entry. A single mark straight above
 * a line joins it, which becomes a bullet. A mark with a blank line before its text, or a run
 * of marks, is left as it is: there the marks stand apart from texts that may be entries of
 * their own ("•", blank, "2004-2006: PRINCIPAL LEGAL OFFICER, …"), or were read elsewhere.
 * `source` gives each output line's index in the input, so section starts still point into
 * the document.
 */
export function joinLoneBullets(lines: ExtractedLine[]): { lines: ExtractedLine[]; source: number[] } {
  const out: ExtractedLine[] = [];
  const source: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1];
    if (next && joinsNext(lines, i)) {
      // the mark's gap is the gap before the item; the one between mark and text is inside it
      out.push({ ...next, gapBefore: lines[i].gapBefore, text: isBullet(next.text) ? next.text : `• ${next.text.trim()}` });
      source.push(i + 1);
      i++;
      continue;
    }
    out.push(lines[i]);
    source.push(i);
  }
  return out.length === lines.length ? { lines, source } : { lines: out, source };
}

/** A lone mark, not one of a run, with its text straight under it (no blank line between). */
function joinsNext(lines: ExtractedLine[], i: number): boolean {
  const [previous, mark, next] = [lines[i - 1], lines[i], lines[i + 1]];
  if (!isLoneBulletMark(mark.text) || !next || isLoneBulletMark(next.text)) return false;
  if (previous && isLoneBulletMark(previous.text)) return false;
  return next.gapBefore <= STRAIGHT_UNDER && next.page === mark.page && next.column === mark.column;
}
