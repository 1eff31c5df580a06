import { MONTH_NAME_ALTERNATION } from '../cv/parse/month-names';
import { isBullet } from '../cv/parse/text-shape';

const OPENS_WITH_YEAR = /^(?:19|20)\d\d(?:\s*[–—-]\s*(?:(?:19|20)\d\d|present|now|current))?\s/i;

/**
 * "1. Lindemann K, Weber T (2023). Gating of TRPM7 channels…" above "Journal of Physiology 601(4):
 * 812–829.": in a list whose items open with a number or a bullet, a line without one is the rest
 * of the item above, wrapped by the page width. A list with no marks keeps its lines as items.
 */
export function markedItems(lines: readonly string[]): string[] {
  const bulleted = lines.filter((line) => isBullet(line.trim())).length;
  // "2023 – 2026  ARC Discovery Project …, “Predicting coral recovery after mass" above "bleaching”, AUD
  // 512,000": a list of grants or talks opens each item with its years, as a list of papers with its number
  const opens = bulleted >= 2 ? isBullet : lines.filter((line) => OPENS_WITH_YEAR.test(line.trim())).length >= 2 ? (t: string) => OPENS_WITH_YEAR.test(t) : null;
  if (!opens) return datedItems(lines);
  const out: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    if (!text) continue;
    if (out.length && !opens(text)) out[out.length - 1] = /\S-$/.test(out[out.length - 1]) || /[–—-]$/.test(out[out.length - 1]) ? `${out[out.length - 1]}${text}` : `${out[out.length - 1]} ${text}`;
    else out.push(text);
  }
  return out;
}

const YEAR_OR_MONTH = `(?:(?:${MONTH_NAME_ALTERNATION})\\.?\\s+)?(?:19|20)\\d\\d`;
/** "…  July 2024": a date set in a right-hand column, after a wide gap, ending the line */
const DATE_COLUMN = new RegExp(`\\S\\s{2,}${YEAR_OR_MONTH}(?:\\s*[–—-]\\s*(?:${YEAR_OR_MONTH}|present))?\\s*$`, 'iu');
/** "Razorpay · Mar 2023": an issuer or publisher and a date, set apart by a dot, bar or dash */
const DETAIL_LINE = new RegExp(`^[^·|•–—\\d]{2,60}\\s[·|•–—]\\s${YEAR_OR_MONTH}\\s*$`, 'iu');

/**
 * An unmarked list of awards or publications whose items run over several lines, as builders print
 * them: the title with its date in a right-hand column over the authors and the venue (RenderCV's
 * "Fatigue Assessment …  July 2024" / "R. Ortiz, M. Chen" / "ASME … Conference"), or the title over
 * "Issuer · Mar 2023" and a line about it (JSON Resume themes). Each dated line opens an item in the
 * first shape; in the second each title line above a detail line does. Any other list keeps its lines.
 */
function datedItems(lines: readonly string[]): string[] {
  const texts = lines.map((l) => l.trim()).filter(Boolean);
  const columned = texts.filter((t) => DATE_COLUMN.test(t)).length;
  let opens: ((i: number) => boolean) | null = null;
  if (columned >= 1 && columned < texts.length && DATE_COLUMN.test(texts[0])) opens = (i) => DATE_COLUMN.test(texts[i]);
  else {
    const details = texts.map((t) => DETAIL_LINE.test(t));
    // every detail line under a title line (the first line may hold both, joined by the page)
    const shaped = details.slice(1).some(Boolean) && details.every((d, i) => !d || i === 0 || !details[i - 1]);
    if (shaped) opens = (i) => details[i + 1] === true;
  }
  if (!opens) return [...lines];
  const out: string[] = [];
  texts.forEach((text, i) => {
    if (out.length && !opens(i)) out[out.length - 1] = `${out[out.length - 1]}, ${text}`;
    else out.push(text);
  });
  return out;
}
