import { normalizeCharacters } from './diacritics';

/**
 * Turns the small, regular HTML that mammoth produces into paragraph lines. Only the tags
 * mammoth emits matter: headings, paragraphs, list items, table cells and <strong>.
 */
export interface HtmlLine {
  text: string;
  heading: boolean;
  bullet: boolean;
  bold: boolean;
}

const BLOCK = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'td', 'th', 'tr', 'table', 'ul', 'ol']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * A table used to lay a page out (a sidebar cell beside a main cell, over several rows) is read
 * column by column, as the page reads; a table of short cells (skills and levels) row by row.
 */
function isLayoutTable(rows: HtmlLine[][][]): boolean {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (columns < 2 || rows.length < 2) return false;
  // every column holds more than one-liners: a sidebar beside a main column
  const substantial = Array.from({ length: columns }, (_, c) => rows.some((row) => (row[c]?.length ?? 0) >= 2 || row[c]?.some((l) => l.heading)));
  // a dates column beside the entries ("2019 – 2021" | role and bullets) is read row by row
  const leftCells = rows.map((row) => row[0]).filter((cell) => cell && cell.length > 0);
  const dated = leftCells.filter((cell) => /\b(?:19|20)\d\d\b/.test(cell[0].text)).length;
  return substantial.every(Boolean) && dated * 2 < leftCells.length;
}

/**
 * "Period | Institution | Qualification" over rows of one-line cells: a grid with its column names on
 * top. Each row is one record, so it is read as one line, its cells joined by " | "; cell by cell, a
 * row's leading dates would read as the end of the record above.
 */
function isHeadedGrid(rows: HtmlLine[][][]): boolean {
  const width = rows[0]?.length ?? 0;
  if (width < 3 || rows.length < 2 || rows.some((row) => row.length !== width || row.some((cell) => cell.length > 1))) return false;
  return rows[0].every((cell) => cell.length === 1 && !/\d/.test(cell[0].text) && cell[0].text.trim().split(/\s+/).length <= 3);
}

function tableLines(rows: HtmlLine[][][]): HtmlLine[] {
  if (isHeadedGrid(rows)) {
    return rows.map((row) => {
      const cells = row.map((cell) => cell[0]).filter((line): line is HtmlLine => Boolean(line));
      return { text: cells.map((line) => line.text.trim()).join(' | '), heading: false, bullet: false, bold: cells.every((line) => line.bold) };
    });
  }
  if (!isLayoutTable(rows)) return rows.flat(2);
  const columns = Math.max(...rows.map((row) => row.length));
  const out: HtmlLine[] = [];
  for (let c = 0; c < columns; c++) for (const row of rows) out.push(...(row[c] ?? []));
  return out;
}

export function htmlToLines(html: string): HtmlLine[] {
  const lines: HtmlLine[] = [];
  /** the top-level table being read: rows of cells of lines */
  let table: HtmlLine[][][] | null = null;
  let tableDepth = 0;
  const push = (line: HtmlLine) => {
    if (!table) return void lines.push(line);
    const row = table[table.length - 1] ?? (table[0] = []);
    (row[row.length - 1] ?? (row[0] = [])).push(line);
  };
  let text = '';
  let boldText = '';
  let strongDepth = 0;
  let heading = false;
  let bullet = false;
  let boldBlock = false;
  const flush = () => {
    // Tabs separate fields ("Engineer<tab>2019 – 2021"): keep them as a double space.
    const clean = normalizeCharacters(decodeEntities(text)).replace(/\t+/g, '  ').replace(/[ \u00a0]{3,}/g, '  ').trim();
    const cleanBold = decodeEntities(boldText).replace(/\s/g, '');
    if (clean) {
      const mostlyStrong = cleanBold.length > 0 && cleanBold.length >= clean.replace(/\s/g, '').length * 0.8;
      push({ text: clean, heading, bullet, bold: boldBlock || mostlyStrong });
    }
    text = '';
    boldText = '';
    heading = false;
    bullet = false;
    boldBlock = false;
  };
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    const [, closing, rawTag, content] = match;
    if (content !== undefined) {
      text += content;
      if (strongDepth > 0) boldText += content;
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (tag === 'strong' || tag === 'b') strongDepth = Math.max(0, strongDepth + (closing ? -1 : 1));
    else if (tag === 'br') text += '  ';
    else if (BLOCK.has(tag)) {
      flush();
      if (tag === 'table') {
        tableDepth = Math.max(0, tableDepth + (closing ? -1 : 1));
        if (!closing && tableDepth === 1) table = [];
        if (closing && tableDepth === 0 && table) {
          const rows = table;
          table = null;
          lines.push(...tableLines(rows));
        }
      } else if (table && tableDepth === 1 && !closing && tag === 'tr') table.push([]);
      else if (table && tableDepth === 1 && !closing && (tag === 'td' || tag === 'th')) (table[table.length - 1] ?? (table[0] = [])).push([]);
      // Heading 1-2 name sections; deeper heading styles usually head entries, so they read as bold lines.
      if (!closing && /^h[12]$/.test(tag)) heading = true;
      if (!closing && /^h[3-6]$/.test(tag)) boldBlock = true;
      if (!closing && tag === 'li') bullet = true;
    }
  }
  flush();
  if (table) lines.push(...tableLines(table));
  return lines;
}
