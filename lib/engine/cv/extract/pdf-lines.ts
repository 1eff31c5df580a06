import type { PdfSegment } from './pdf-segments';
import { groupByBaseline } from './pdf-segments';

/** A visual line of one column, before reading-order and gap annotations. */
export interface PdfLine {
  text: string;
  x: number;
  /** the left edge of each segment, when the line joins several */
  cellX?: number[];
  /** the right edge of the last segment */
  right: number;
  baseline: number;
  fontSize: number;
  bold: boolean;
}

function dominantSize(segments: PdfSegment[]): number {
  const totals = new Map<number, number>();
  for (const segment of segments) for (const [size, chars] of segment.sizes) totals.set(size, (totals.get(size) ?? 0) + chars);
  let best = 0;
  let bestChars = -1;
  for (const [size, chars] of totals) if (chars > bestChars || (chars === bestChars && size > best)) [best, bestChars] = [size, chars];
  return best;
}

/**
 * Joins the segments of one column that share a baseline. They were split at wide gaps, so
 * they are joined with two spaces: the parser reads that as a field separator
 * ("Senior Engineer  Jan 2019 – Present").
 */
export function buildColumnLines(segments: PdfSegment[]): PdfLine[] {
  return groupByBaseline(segments).map((group) => {
    const chars = group.reduce((sum, s) => sum + s.chars, 0);
    const boldChars = group.reduce((sum, s) => sum + s.boldChars, 0);
    const letters = group.reduce((sum, s) => sum + s.letters, 0);
    const boldLetters = group.reduce((sum, s) => sum + s.boldLetters, 0);
    return {
      text: group.map((s) => s.text).join('  '),
      x: group[0].x,
      ...(group.length > 1 && { cellX: group.map((s) => s.x) }),
      right: Math.max(...group.map((s) => s.right)),
      baseline: group[0].baseline,
      fontSize: dominantSize(group),
      // "Trainee Vertrieb | 10/2013 – 08/2014": a bold title beside dates and a separator in the plain
      // face is a bold line, so its weight is judged by its words; a line with no letters by its characters
      bold: letters > 0 ? boldLetters / letters >= 0.6 : chars > 0 && boldChars / chars >= 0.6,
    };
  });
}
