import type { ExtractedLine } from '../types';
import { looksLikeHeading } from './heading-hint';
import { relativeGaps } from './line-gaps';
import { detectColumns } from './pdf-columns';
import { buildColumnLines, type PdfLine } from './pdf-lines';
import { buildSegments } from './pdf-segments';
import type { PdfTextRun } from './pdf-text-run';

export interface PageLayout {
  lines: ExtractedLine[];
  columns: number;
}

function toExtractedLines(lines: PdfLine[], page: number, column: number, bodyFontSize: number): ExtractedLine[] {
  const gaps = relativeGaps(lines.map((line) => line.baseline), bodyFontSize);
  return lines.map((line, i) => ({
    text: line.text,
    page,
    column,
    x: Math.round(line.x * 10) / 10,
    y: Math.round((line.baseline - line.fontSize) * 10) / 10,
    fontSize: line.fontSize,
    bold: line.bold,
    headingHint: looksLikeHeading(line.text, line.fontSize, line.bold, bodyFontSize),
    gapBefore: gaps[i],
  }));
}

/** Lays one page out in reading order: header first, then each column top to bottom, left first. */
export function layoutPdfPage(runs: PdfTextRun[], pageWidth: number, page: number, bodyFontSize: number): PageLayout {
  const layout = detectColumns(buildSegments(runs), pageWidth);
  if (layout.columns.length === 1) {
    return { lines: toExtractedLines(buildColumnLines(layout.columns[0]), page, 0, bodyFontSize), columns: 1 };
  }
  const header = toExtractedLines(buildColumnLines(layout.header), page, 0, bodyFontSize);
  const columns = layout.columns.flatMap((segments, column) =>
    toExtractedLines(buildColumnLines(segments), page, column, bodyFontSize),
  );
  return { lines: [...header, ...columns], columns: layout.columns.length };
}
