/** A line notably larger than body text, or a short fully bold line, is probably a heading. */
export function looksLikeHeading(text: string, fontSize: number, bold: boolean, bodyFontSize: number): boolean {
  if (bodyFontSize > 0 && fontSize >= bodyFontSize * 1.15) return true;
  const words = text.trim().split(/\s+/).length;
  return bold && words <= 5 && text.length <= 40;
}
