import type { PageContent } from './pdf-reader';
import { groupByBaseline } from './pdf-segments';
import { median } from '../median';
import type { PdfTextRun } from '../pdf-text-run';
import { DOCUMENT_LABEL, PAGE_NUMBER } from '../page-marks';

/**
 * Page furniture: running headers and footers ("Page 2 of 3", "Jane Doe · CV", a date and
 * the name at the foot of each page). Left in, a footer lands between the last line of page
 * one and a job that starts at the top of page two, and glues the two entries together.
 * Only lines in the outer bands of a page are candidates, and only when they look like
 * furniture: a page number, a line repeated on another page, or a small document label.
 */
const TOP_BAND = 0.065;
const BOTTOM_BAND = 0.92;
/**
 * Word processors set their headers and footers inside the margins, further in ("June 10, 2026
 * Jane Doe · Résumé" at 85–90% of the page): there a row counts only when it is the page's first or
 * last and repeats at the same height on another page or is a small document label.
 */
const WIDE_TOP_BAND = 0.18;
const WIDE_BOTTOM_BAND = 0.8;


interface Row {
  runs: PdfTextRun[];
  text: string;
  /** the text with digits masked, to recognise the same footer with another page number */
  shape: string;
  fontSize: number;
  /** in the outer bands; otherwise the page's first or last row inside the wider ones */
  outer: boolean;
}

function bandRows(page: PageContent): Row[] {
  const rows = groupByBaseline(page.runs.filter((r) => r.text.trim()));
  return rows.flatMap((runs, i) => {
    const baseline = runs[0].baseline;
    const outer = baseline <= page.height * TOP_BAND || baseline >= page.height * BOTTOM_BAND;
    const edge = (i === 0 && baseline <= page.height * WIDE_TOP_BAND) || (i === rows.length - 1 && baseline >= page.height * WIDE_BOTTOM_BAND);
    if (!outer && !edge) return [];
    const text = runs.map((r) => r.text.trim()).join(' ');
    // the height goes into the shape of an edge row: only a row printed at the same place repeats
    const shape = `${text.replace(/\d+/g, '#').toLowerCase()}${outer ? '' : `@${Math.round(baseline / 4)}`}`;
    return [{ runs, text, shape, fontSize: Math.max(...runs.map((r) => r.fontSize)), outer }];
  });
}

export function removePageFurniture(pages: PageContent[]): PageContent[] {
  if (pages.some((p) => !(p.height > 0))) return pages;
  const rows = pages.map(bandRows);
  const body = median(pages.flatMap((p) => p.runs.map((r) => r.fontSize)), 'upper');
  const shapeCount = new Map<string, number>();
  for (const pageRows of rows) for (const shape of new Set(pageRows.map((r) => r.shape))) shapeCount.set(shape, (shapeCount.get(shape) ?? 0) + 1);
  return pages.map((page, i) => {
    const furniture = new Set<PdfTextRun>();
    for (const row of rows[i]) {
      const repeated = (shapeCount.get(row.shape) ?? 0) >= 2;
      const label = DOCUMENT_LABEL.test(row.text) && row.fontSize <= body && (row.outer || row.text.split(/\s+/).length <= 8);
      if ((row.outer && PAGE_NUMBER.test(row.text)) || repeated || label) for (const run of row.runs) furniture.add(run);
    }
    return furniture.size ? { ...page, runs: page.runs.filter((r) => !furniture.has(r)) } : page;
  });
}
