/** One positioned piece of text from a PDF page, in top-down page coordinates. */
export interface PdfTextRun {
  text: string;
  x: number;
  /** distance of the baseline from the top of the page */
  baseline: number;
  width: number;
  fontSize: number;
  bold: boolean;
  fontFamily: string;
}
