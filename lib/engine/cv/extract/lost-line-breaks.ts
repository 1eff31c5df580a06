/**
 * Some exports flatten a CV into one line: every line break became two spaces and every blank
 * line four ("EDUCATION  KANSAS UNIVERSITY, Kansas City, MO  2015    SKILLS  ● Customer care").
 * Read as it is, the whole CV would be one paragraph. A very long line with many such runs
 * gets its line breaks back. (The input bounds may already have cut it into pieces of at most
 * a thousand characters at its wide gaps; each piece is such a line.)
 */
const LONG_LINE = 300;
const MIN_RUNS = 8;

const isFlattened = (line: string) => line.length >= LONG_LINE && (line.match(/ {2,}/g)?.length ?? 0) >= MIN_RUNS;

/**
 * The bounds cut an over-long line at its widest gaps, which in a flattened text are its
 * blank lines: two flattened pieces in a row keep a blank line between them.
 */
export function restoreLostLineBreaks(text: string): string {
  if (!text.includes('  ')) return text;
  const lines = text.split('\n');
  const flat = lines.map(isFlattened);
  if (!flat.some(Boolean)) return text;
  return lines
    .map((line, i) => {
      if (!flat[i] && !(i > 0 && flat[i - 1] && line.length > 0)) return line;
      const restored = line.replace(/ {4,}/g, '\n\n').replace(/ {2,3}/g, '\n');
      return i > 0 && flat[i - 1] ? `\n${restored}` : restored;
    })
    .join('\n');
}
