import type { ExtractedLine } from '../types';

/** A line of a file that has no page layout to read (Word, plain text, Markdown): one page, one column, no position or size. */
export const unplacedLine = (text: string, overrides: Partial<ExtractedLine> = {}): ExtractedLine => ({
  text,
  page: 1,
  column: 0,
  x: 0,
  y: 0,
  fontSize: 0,
  bold: false,
  headingHint: false,
  gapBefore: 0,
  ...overrides,
});
