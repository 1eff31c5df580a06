/**
 * Text as it may stand in a CV someone sends: no icon-font glyphs (private-use characters),
 * control characters, pictographs, replacement characters or pdf.js "(cid:12)" markers, no
 * bracketed fill-in ("[X%]", "[Company]"; a bracket set against a word, or abbreviating the words before it, is the CV's own) or unfilled date ("May 20XX", cv/parse/placeholder-dates.ts), no lorem ipsum and no template instructions. Whatever is left is the CV's own
 * wording; a text that held nothing else becomes empty.
 */
import { withoutPlaceholderDates } from '../cv/parse/placeholder-dates';

/** "Python, SQL and 3 more": a list a report cut short, which names nowhere what it leaves out. */
export const CUT_SHORT_LIST = /\band \d+ more\b/i;

const GLYPHS = /[\uE000-\uF8FF\u{F0000}-\u{10FFFD}\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]|\(cid:\d+\)/gu;
/** pictographs (phone, envelope and pin icons, emoji); ©, ® and ™ belong to names and stay */
const PICTOGRAPHS = /(?![©®™])\p{Extended_Pictographic}\uFE0F?/gu;
const FILL_IN = / ?\[[^\][\n]{0,40}\]/g;
/**
 * "Eclipse[PyDev plugin]": brackets set against the word they qualify hold the CV's own words, as
 * round brackets would; a fill-in stands apart, in a gap left for it. They are printed round, so
 * that nothing reads them as a fill-in.
 */
const GLUED_BRACKETS = /(?<=[\p{L}\p{N}])\[([^\][\n]{1,40})\]/gu;
/** A bracket standing apart after words it abbreviates: "Bachelor of Technology [B.Tech]", "Search Engine Optimisation [SEO]". */
// starts only at a word's start: from inside a long run of letters it would rescan the run to its end, quadratic
const BRACKET_AFTER_WORDS = /(?<![\p{L}'’-])((?:[\p{L}][\p{L}'’-]*\s+){1,6})\[([^\][\n]{1,12})\]/gu;

/**
 * The bracket's letters, in order, open words before it (each piece a word's start: "B" of
 * "Bachelor", "Tech" of "Technology"), taking in two words at least and ending with the word
 * next to the bracket: an abbreviation of what precedes it, which a fill-in ("[Company]") never is.
 */
function abbreviates(words: string[], inner: string): boolean {
  const letters = inner.toLowerCase().replace(/[^\p{L}]/gu, '');
  const keys = words.map((w) => w.toLowerCase().replace(/[^\p{L}]/gu, ''));
  const from = (rest: string, at: number, used: number): boolean => {
    if (!rest) return used >= 2 && at === keys.length;
    for (let w = at; w < keys.length; w++) {
      for (let k = Math.min(keys[w].length, rest.length); k >= 1; k--) if (rest.startsWith(keys[w].slice(0, k)) && from(rest.slice(k), w + 1, used + 1)) return true;
    }
    return false;
  };
  return letters.length >= 2 && from(letters, 0, 0);
}
const roundAbbreviations = (text: string) =>
  text.replace(BRACKET_AFTER_WORDS, (whole, before: string, inner: string) => (abbreviates(before.trim().split(/\s+/), inner) ? `${before}(${inner})` : whole));

const LOREM = /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b/i;
/**
 * Words a template addresses to its writer and the writer left in: "Summarize your key
 * responsibilities…", "Describe your role", "Click or tap here to enter text." A candidate's own
 * lines speak of their work, never tell the reader what to write.
 */
const TEMPLATE_INSTRUCTION =
  /^[^\p{L}]{0,8}(?:briefly\s+)?(?:summari[sz]e|describe|list|add|include|enter|type|insert|highlight|mention|write|explain|outline)\s+your\b|\bclick (?:or tap )?here to (?:enter|add|type)\b/iu;

/** Filler a template ships with (lorem ipsum, instructions to the writer): no part of anyone's CV. */
export const isTemplateFiller = (text: string) => LOREM.test(text) || TEMPLATE_INSTRUCTION.test(text);

export function sendableText(value: string | null | undefined): string | undefined {
  if (!value || isTemplateFiller(value)) return undefined;
  // whitespace collapsed first: the patterns after it then never meet a long run of it
  const collapsed = value.replace(GLYPHS, ' ').replace(PICTOGRAPHS, ' ').replace(/\s+/g, ' ');
  // an unfilled date goes whole before the fill-ins: "September [year] – Present" leaves no "September – Present"
  const text = roundAbbreviations(withoutPlaceholderDates(collapsed).replace(GLUED_BRACKETS, ' ($1)'))
    .replace(FILL_IN, '')
    .replace(/ ([,.;:])(?= |$)/g, '$1')
    .trim();
  // what remains must still say something: a lone bullet glyph or punctuation is no text
  return /[\p{L}\p{N}]/u.test(text) ? text : undefined;
}
