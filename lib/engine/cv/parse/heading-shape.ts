import type { ExtractedLine } from '../types';
import { headingText, unspaced } from './heading-type';
import { isAllCaps, wordCount } from './text-shape';

/** How a line looks when it could be a heading: short, no figures or links, a style of its own. */

export function isHeadingShaped(text: string): boolean {
  if (unspaced(text)) return true;
  const clean = headingText(text);
  if (!clean || clean.length > 50 || wordCount(clean) > 6) return false;
  if (/[@\d]|https?:|www\./i.test(clean)) return false;
  // A colon followed by content is an inline label ("Skills: Python, Go"), not a heading.
  return !/:\s*\S/.test(text) && /\p{L}{2,}/u.test(clean);
}

export const hasStyleHint = (line: ExtractedLine) => line.headingHint || line.bold || isAllCaps(line.text);
export const hasHint = (line: ExtractedLine) => hasStyleHint(line) || /:\s*$/.test(line.text);
