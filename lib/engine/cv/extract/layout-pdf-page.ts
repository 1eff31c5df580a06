import type { ExtractedLine } from '../types';
import { looksLikeHeading } from './heading-hint';
import { relativeGaps } from './line-gaps';
import { segmentRegions } from './pdf-columns';
import { buildColumnLines, type PdfLine } from './pdf-lines';
import { buildSegments } from './pdf-segments';
import type { PdfTextRun } from '../pdf-text-run';

export interface PageLayout {
  lines: ExtractedLine[];
  columns: number;
}

function toExtractedLines(lines: PdfLine[], page: number, column: number, bodyFontSize: number): ExtractedLine[] {
  const gaps = relativeGaps(lines.map((line) => line.baseline), bodyFontSize);
  const edge = Math.max(...lines.map((line) => line.right));
  return lines.map((line, i) => ({
    text: line.text,
    page,
    column,
    x: Math.round(line.x * 10) / 10,
    y: Math.round((line.baseline - line.fontSize) * 10) / 10,
    shortOfEdge: Math.round((edge - line.right) * 10) / 10,
    ...(line.cellX && { cellX: line.cellX.map((x) => Math.round(x * 10) / 10) }),
    fontSize: line.fontSize,
    bold: line.bold,
    headingHint: looksLikeHeading(line.text, line.fontSize, line.bold, bodyFontSize),
    gapBefore: gaps[i],
  }));
}

/**
 * Lays one page out in reading order: region by region from the top (a full-width header, a
 * band of columns, a full-width section below), each band's columns top to bottom, left first.
 */
export function layoutPdfPage(runs: PdfTextRun[], pageWidth: number, page: number, bodyFontSize: number): PageLayout {
  const regions = segmentRegions(buildSegments(runs), pageWidth);
  const lines = regions.flatMap((region) =>
    region.columns.flatMap((segments, column) => toExtractedLines(buildColumnLines(segments), page, column, bodyFontSize)),
  );
  return { lines, columns: Math.max(1, ...regions.map((region) => region.columns.length)) };
}
