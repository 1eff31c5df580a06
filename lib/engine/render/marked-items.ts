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
  if (!opens) return [...lines];
  const out: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    if (!text) continue;
    if (out.length && !opens(text)) out[out.length - 1] = /\S-$/.test(out[out.length - 1]) || /[–—-]$/.test(out[out.length - 1]) ? `${out[out.length - 1]}${text}` : `${out[out.length - 1]} ${text}`;
    else out.push(text);
  }
  return out;
}
