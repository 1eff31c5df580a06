/**
 * The bounds every piece of text from an upload is held to before any pattern runs on it.
 * A CV never needs more: no control characters (PostgreSQL cannot store NUL, and icon fonts
 * leak them from PDFs), no whitespace runs longer than a tab stop's worth (a five-megabyte
 * run of spaces made end-anchored patterns rescan it from every position), no line longer
 * than a long paragraph. All of it is linear: loops over characters, no backtracking.
 */

/** Spaces kept of a longer run: enough to tell a column gap (2+) from a word break. */
export const MAX_SPACE_RUN = 8;
/** Blank lines kept between two lines of text. */
export const MAX_BLANK_LINES = 3;
/**
 * A longer line is cut at word breaks. Text pasted from a PDF can hold a whole CV on one line
 * (58,000 characters in the dotin corpus), which the parser reads by its wide gaps; the cap
 * only keeps a book's worth out of one line. The patterns that run on lines are linear
 * (lib/engine/adversarial-text.test.ts), so a long line costs its length, not its square.
 */
export const MAX_LINE_CHARS = 100_000;

const isDropped = (code: number) =>
  // C0 controls but tab, line feed and carriage return; DEL; C1 controls; BOM and the
  // Unicode non-characters U+FFFE/U+FFFF
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0xfeff ||
  code === 0xfffe ||
  code === 0xffff;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Control characters dropped, line separators made line feeds, lone surrogates made U+FFFD
 * (which the quality checks count as garbled text), every run of spaces and tabs capped.
 * Copies unchanged stretches as slices, so ten megabytes cost one pass.
 */
export function cleanText(text: string): string {
  const parts: string[] = [];
  let from = 0;
  let run = 0;
  const replace = (i: number, width: number, by: string) => {
    if (i > from) parts.push(text.slice(from, i));
    if (by) parts.push(by);
    from = i + width;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09 || code === 0xa0) {
      if (++run > MAX_SPACE_RUN) replace(i, 1, '');
      continue;
    }
    run = 0;
    if (isDropped(code)) replace(i, 1, '');
    else if (code === 0x2028 || code === 0x2029) replace(i, 1, '\n');
    else if (isHighSurrogate(code)) {
      if (isLowSurrogate(text.charCodeAt(i + 1))) i++;
      else replace(i, 1, '\uFFFD');
    } else if (isLowSurrogate(code)) replace(i, 1, '\uFFFD');
  }
  if (from === 0) return text;
  parts.push(text.slice(from));
  return parts.join('');
}

/** A line within MAX_LINE_CHARS as it is; a longer one cut at word breaks. Expects cleaned text. */
export function splitLongLine(line: string): string[] {
  if (line.length <= MAX_LINE_CHARS) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE_CHARS) {
    const space = rest.lastIndexOf(' ', MAX_LINE_CHARS);
    const at = space > MAX_LINE_CHARS / 2 ? space : MAX_LINE_CHARS;
    out.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** A whole plain-text upload bounded: clean characters, capped blank runs, no overlong line. */
export function boundText(text: string): string {
  const lines = cleanText(text).replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let blanks = 0;
  for (const line of lines) {
    if (line.trim() === '') {
      if (++blanks <= MAX_BLANK_LINES) out.push('');
      continue;
    }
    blanks = 0;
    out.push(...splitLongLine(line));
  }
  return out.join('\n');
}

/** One extracted line (PDF, DOCX) bounded; a line too long becomes several. */
export function boundLine(text: string): string[] {
  const clean = cleanText(text).replace(/\n+/g, ' ').trim();
  return clean ? splitLongLine(clean) : [];
}
