/**
 * Share of non-space characters that are unreadable glyphs: "(cid:N)" placeholders from fonts
 * without a Unicode map, U+FFFD replacement characters and private-use code points.
 */
export function garbledRatio(text: string): number {
  const total = text.replace(/\s/g, '').length;
  if (total === 0) return 0;
  const cids = text.match(/\(cid:\d+\)/g) ?? [];
  const cidChars = cids.reduce((sum, cid) => sum + cid.length, 0);
  const replacement = text.match(/[\uFFFD\uE000-\uF8FF]|[\uDB80-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  return Math.min(1, (cidChars + replacement) / total);
}

/** Characters a reader can actually use: non-space and not garbled. */
export function readableChars(text: string): number {
  return text.replace(/\(cid:\d+\)/g, '').replace(/[\s\uFFFD\uE000-\uF8FF]/g, '').length;
}
