/**
 * Text as it may stand in a CV someone sends: no icon-font glyphs (private-use characters),
 * control characters, pictographs, replacement characters or pdf.js "(cid:12)" markers, no
 * bracketed fill-in ("[X%]", "[Company]") and no lorem ipsum. Whatever is left is the CV's own
 * wording; a text that held nothing else becomes empty.
 */
const GLYPHS = /[\uE000-\uF8FF\u{F0000}-\u{10FFFD}\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]|\(cid:\d+\)/gu;
/** pictographs (phone, envelope and pin icons, emoji); ©, ® and ™ belong to names and stay */
const PICTOGRAPHS = /(?![©®™])\p{Extended_Pictographic}\uFE0F?/gu;
const FILL_IN = / ?\[[^\][\n]{0,40}\]/g;
const LOREM = /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b/i;

export function sendableText(value: string | null | undefined): string | undefined {
  if (!value || LOREM.test(value)) return undefined;
  // whitespace collapsed first: the patterns after it then never meet a long run of it
  const text = value.replace(GLYPHS, ' ').replace(PICTOGRAPHS, ' ').replace(/\s+/g, ' ').replace(FILL_IN, '').replace(/ ([,.;:])(?= |$)/g, '$1').trim();
  // what remains must still say something: a lone bullet glyph or punctuation is no text
  return /[\p{L}\p{N}]/u.test(text) ? text : undefined;
}
