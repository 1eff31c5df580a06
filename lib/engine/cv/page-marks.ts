/**
 * How a page number and a document label look in a running header or footer ("Page 2 of 3",
 * "Seite 2/3", "- 4 -", "Lebenslauf"): one rule for the PDF's page furniture, a text's footers
 * and the candidate's name repeated at the top of each page.
 */
export const PAGE_NUMBER =
  /\b(?:page|seite|página|pagina|pág|p\.)\s*\d{1,3}(?:\s*(?:of|von|de|sur|\/|di)\s*\d{1,3})?\b|(?:^|\s)\d{1,3}\s*\/\s*\d{1,3}\s*$|^[-–—(]?\s*\d{1,3}\s*[-–—)]?$/i;
export const DOCUMENT_LABEL = /\b(?:curriculum vitae|lebenslauf|résumé|resume|cv|updated|last updated|stand|confidential|vertraulich)\b/i;

const PAGE_NUMBER_ONLY = new RegExp(`^[-–—(]?\\s*(?:${PAGE_NUMBER.source})\\s*[-–—)]?$`, 'i');
/** the text is a page number and nothing else ("3", "page 2 of 6", "- 4 -") */
export const isPageNumberOnly = (text: string): boolean => PAGE_NUMBER_ONLY.test(text.trim());
