/**
 * "Currículum generado en InfoJobs.net", "Resume created with novoresume.com", "Lebenslauf erstellt mit
 * XING", "CV créé sur welcometothejungle.com": the line a CV builder or job board stamps on its export names
 * the tool, not the candidate. Left in, it is read as a section's item and printed again in the
 * improved CV, which no one would send. Its text is emptied (the line stays, so line numbers hold).
 */
import type { ExtractedLine } from '../types';

const DOCUMENT = '(?:curr[ií]culum(?:\\s+vitae)?|cv|r[ée]sum[ée]|lebenslauf|profil[e]?|this\\s+(?:cv|r[ée]sum[ée]|document))';
const MADE =
  '(?:generated|created|made|built|exported|powered|generado|creado|hecho|elaborado|exportado|g[ée]n[ée]r[ée]|cr[ée][ée]|r[ée]alis[ée]|export[ée]|erstellt|generiert|exportiert|gemaakt|gegenereerd|generato|creato|gerado|criado|wygenerowan[ey]|utworzon[ey])';
const BY = '(?:with|by|on|in|using|via|from|en|con|por|desde|avec|par|sur|mit|bei|auf|über|met|door|op|da|su|com|em|przez|w|na)';
const TOOL_CREDIT = new RegExp(`^(?:${DOCUMENT}\\s+)?${MADE}\\s+${BY}\\s+\\S.{0,80}$`, 'iu');
const NAMES_DOCUMENT = new RegExp(`^${DOCUMENT}\\s`, 'iu');
/** the tool named by its web address: "InfoJobs.net", "www.example.com" */
const WEB_ADDRESS = /\b[\p{L}\d-]+\.(?:com|net|org|io|es|de|fr|it|pl|nl|pt|br|mx|co|ch|at|be|eu)\b/iu;

/**
 * At most this many words: a credit is a short line, a sentence about building something is longer;
 * and it names the document ("Currículum generado …") or the tool's web address, which "Built with
 * React and Node" under a project does not.
 */
const MAX_WORDS = 12;

export const isToolCredit = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed.length <= 120 && trimmed.split(/\s+/).length <= MAX_WORDS && TOOL_CREDIT.test(trimmed) && (NAMES_DOCUMENT.test(trimmed) || WEB_ADDRESS.test(trimmed));
};

export const linesWithoutToolCredits = (lines: ExtractedLine[]): ExtractedLine[] => lines.map((line) => (isToolCredit(line.text) ? { ...line, text: '' } : line));
