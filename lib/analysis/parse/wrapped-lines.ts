import type { ExtractedLine } from '../types';
import { findDateRange } from './dates';
import { isBullet } from './text-shape';

/** A line ending like this cannot be the end of a field: the text goes on below. */
const OPEN_END = /(?:[–—\-,&/+]|\b(?:and|of|for|in|with|to|the|at|und|für|et|de|du|des|y|e|em|da|do|van|voor))$/i;

function continues(previous: ExtractedLine, line: ExtractedLine, bulletX: number | null): boolean {
  if (isBullet(line.text) || findDateRange(line.text) || line.column !== previous.column || line.page !== previous.page) return false;
  if (line.gapBefore > 1.25 || (line.headingHint && !previous.headingHint)) return false;
  const before = previous.text.trim();
  if (OPEN_END.test(before)) return true;
  // A lower-case start continues a list or a long sentence cut by the page width; a short
  // line before it is an item of its own ("LightGBM" above "scikit-learn").
  const lowerStart = /^\p{Ll}+(?:[\s,;.!?)]|$)/u.test(line.text) && !/^\S*[@/]/.test(line.text) && !/[.!?:;,·|•]$/.test(before);
  if (lowerStart && (/[,;·|•]/.test(before) || before.length >= 60)) return true;
  if (bulletX === null) return false;
  // Bullet continuations carry no bullet and are indented past it, or start in lower case.
  return /^[\p{Ll}(]/u.test(line.text) || (line.fontSize > 0 && line.x > bulletX + 1 && !line.bold);
}

/**
 * PDF lines break long bullets and long entries over several visual lines. The pieces are
 * joined back so that every bullet, title or certificate is one line again.
 */
export function joinWrappedLines(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  let bulletX: number | null = null;
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous && line.text.trim() && continues(previous, line, bulletX)) {
      // Generated PDFs do not hyphenate words; a line ending in "-" broke after a real hyphen
      // ("linkedin.com/in/jane-" + "doe", "Design-" + "Systeme"), so the hyphen stays and no space is added.
      const glued = /\S-$/.test(previous.text);
      out[out.length - 1] = { ...previous, text: glued ? previous.text + line.text : `${previous.text} ${line.text}` };
      continue;
    }
    bulletX = isBullet(line.text) ? line.x : null;
    out.push(line);
  }
  return out;
}
