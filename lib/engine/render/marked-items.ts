import { isBullet } from '../cv/parse/text-shape';

/**
 * "1. Lindemann K, Weber T (2023). Gating of TRPM7 channels…" above "Journal of Physiology 601(4):
 * 812–829.": in a list whose items open with a number or a bullet, a line without one is the rest
 * of the item above, wrapped by the page width. A list with no marks keeps its lines as items.
 */
export function markedItems(lines: readonly string[]): string[] {
  const marked = lines.filter((line) => isBullet(line.trim())).length;
  if (marked < 2) return [...lines];
  const out: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    if (!text) continue;
    if (out.length && !isBullet(text)) out[out.length - 1] = /\S-$/.test(out[out.length - 1]) || /[–—-]$/.test(out[out.length - 1]) ? `${out[out.length - 1]}${text}` : `${out[out.length - 1]} ${text}`;
    else out.push(text);
  }
  return out;
}
