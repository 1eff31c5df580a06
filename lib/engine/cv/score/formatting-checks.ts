/**
 * Consistency checks over layout and writing conventions. Each observation is either an issue
 * (with its penalty) or a strength; formatting consistency scores them and the report's
 * `formatting` block lists them.
 */
import { PRESENT } from '../parse/dates';
import { MONTH_NAME_ALTERNATION, stripAccents } from '../parse/month-names';
import { cached, type ScoringContext } from './context';
import { plural } from './numbers';

export interface FormattingObservation {
  ok: boolean;
  /** points lost when not ok */
  penalty: number;
  text: string;
}

const PRESENT_RE = new RegExp(`(?<![\\p{L}\\d])(?:${PRESENT})(?![\\p{L}\\d])`, 'giu');
/** month names in every language the date parser reads: "mei 2020" and "May 2020" are one format */
const MONTH_RE = new RegExp(`(?<![\\p{L}])(?:${MONTH_NAME_ALTERNATION})\\.?(?![\\p{L}])`, 'giu');

/**
 * Full month names of four letters or fewer ("May", "June", "juin", "Août") fit both styles:
 * "May 2019" sits as well among "Jan 2018" as among "January 2018". They read as "Mon?" and
 * take the style of the other dates.
 */
const SHORT_FULL_MONTHS = new Set(['may', 'june', 'july', 'mai', 'mei', 'juin', 'juni', 'juli', 'mars', 'maio', 'mayo', 'maj', 'luty', 'aout', 'marz']);

function monthStyle(name: string): string {
  if (name.endsWith('.')) return 'Mon';
  const word = name.toLowerCase();
  if (SHORT_FULL_MONTHS.has(word)) return 'Mon?';
  return word.length > 4 ? 'Month' : 'Mon';
}

function datePattern(raw: string): string {
  return stripAccents(raw)
    // "since"/"from" before the start is wording, not a date format: "seit 03/2020", "Depuis mars 2021"
    .replace(/^\s*(?:since|from|seit|von|ab|depuis|des|desde|de|van|vanaf|od|dal|da)\s+/i, '')
    // "present" in any language the date parser knows: "obecnie", "aktuell" are not formats
    .replace(PRESENT_RE, 'P')
    // a word between the ends is a separator like the dash: "Jan 2020 to Mar 2022"
    .replace(/(?:\s+(?:to|till|until|bis|do|tot|through|thru|hasta|al|au|ate|a))+\s+/gi, ' - ')
    // ISO "2020-01" is one date, not a range: keep its hyphen away from the range split
    .replace(/(?<!\d)(\d{4})-(\d{1,2})(?!\d)|(?<!\d)(\d{1,2})-(\d{4})(?!\d)/g, (m) => m.replace('-', '\u2010'))
    .replace(MONTH_RE, monthStyle)
    .replace(/\d{4}/g, 'YYYY')
    .replace(/\b\d{1,2}\b/g, 'MM')
    .replace(/\s+/g, ' ')
    .replace(/\s*[–—-]\s*/g, '-')
    .trim();
}

const MINOR_WORDS = new Set(['a', 'an', 'and', 'of', 'the', 'for', 'in', 'on', 'to', 'with', 'or', '&', 'de', 'des', 'et', 'und', 'y', 'e', 'i', 'en', 'van', 'of']);

/**
 * The styles a heading is written in. A single capitalised word ("Skills", "Wykształcenie")
 * is both Title Case and Sentence case, so it clashes with neither.
 */
function headingStyles(text: string): string[] {
  if (!/\p{L}/u.test(text)) return [];
  if (text === text.toUpperCase()) return ['ALL CAPS'];
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const capitalised = (w: string) => /^[^\p{L}]*\p{Lu}/u.test(w);
  const styles: string[] = [];
  if (words.every((w, i) => capitalised(w) || (i > 0 && MINOR_WORDS.has(w.toLowerCase())))) styles.push('Title Case');
  if (capitalised(words[0]) && words.slice(1).every((w) => !capitalised(w) || w === w.toUpperCase())) styles.push('Sentence case');
  return styles.length ? styles : ['Sentence case'];
}

/**
 * The heading as written: its own line, or, for a heading in a left label column
 * ("LICENSES      Arizona RN License …"), only the label at the start of the line.
 */
function writtenHeading(line: string | undefined, heading: string): string {
  const text = line?.trim() ?? '';
  if (!text) return heading;
  const label = heading.trim();
  if (text.length > label.length && text.toLowerCase().startsWith(label.toLowerCase())) return text.slice(0, label.length);
  return text;
}

export function formattingObservations(ctx: ScoringContext): FormattingObservation[] {
  const out: FormattingObservation[] = [];
  const q = ctx.doc.quality;
  if (q.fontFamilies > 0) {
    const extra = Math.max(0, q.fontFamilies - 2);
    out.push({
      ok: extra === 0,
      penalty: 8 * extra,
      text: extra === 0 ? `Consistent typography: ${plural(q.fontFamilies, 'font family', 'font families')}` : `${q.fontFamilies} font families in body text; use one or two`,
    });
  }
  if (q.fontSizes > 0) {
    const extra = Math.max(0, q.fontSizes - 4);
    out.push({
      ok: extra === 0,
      penalty: 5 * extra,
      text: extra === 0 ? `${plural(q.fontSizes, 'font size')} used, a clear hierarchy` : `${q.fontSizes} different font sizes; keep to three or four`,
    });
  }
  const raws = ctx.cv.experience.map((e) => e.rawDates).filter((r): r is string => Boolean(r?.trim()));
  if (raws.length >= 2) {
    // Compare the dated ends only: "Present" is not a format choice.
    const raw = raws.flatMap((r) => cached(ctx.target.memo.datePatterns, r, () => datePattern(r)).split('-')).filter((p) => p && p !== 'P');
    const monthStyleUsed = raw.some((p) => /Month/.test(p)) ? 'Month' : 'Mon';
    const sides = raw.map((p) => p.replace(/Mon\?/g, monthStyleUsed));
    const patterns = [...new Set(sides)];
    out.push({
      ok: patterns.length <= 1,
      penalty: 10 * Math.min(2, Math.max(0, patterns.length - 1)),
      text: patterns.length <= 1 ? `All ${raws.length} date ranges use one format` : `Dates are written in ${patterns.length} formats (${patterns.map((p) => `"${p}"`).join(', ')})`,
    });
  }
  const bullets = ctx.bullets;
  if (bullets.length >= 4) {
    const withPeriod = bullets.filter((b) => /[.!]$/.test(b.text)).length;
    const minority = Math.min(withPeriod, bullets.length - withPeriod);
    out.push({
      ok: minority <= bullets.length * 0.2,
      penalty: 6,
      text: minority <= bullets.length * 0.2 ? 'Bullet punctuation is consistent' : `${withPeriod} of ${bullets.length} bullets end with a full stop and the rest do not`,
    });
  }
  const long = bullets.filter((b) => b.words > 40);
  if (bullets.length > 0) {
    out.push({
      ok: long.length === 0,
      penalty: Math.min(16, 4 * long.length),
      text: long.length === 0 ? 'Bullets are concise (40 words or fewer)' : `${plural(long.length, 'bullet')} over 40 words; split or tighten them`,
    });
  }
  const headings = ctx.cv.sections.filter((s) => s.startLine >= 0 && s.heading.trim());
  if (headings.length >= 2) {
    const each = headings.map((s) => headingStyles(writtenHeading(ctx.doc.lines[s.startLine]?.text, s.heading))).filter((st) => st.length);
    const shared = each.length ? each[0].filter((style) => each.every((st) => st.includes(style))) : [];
    const styles = shared.length ? [shared[0]] : [...new Set(each.map((st) => st[0]))];
    out.push({
      ok: styles.length === 1,
      penalty: 5,
      text: styles.length === 1 ? `Section headings share one style (${styles[0]})` : `Section headings mix ${styles.join(' and ')}`,
    });
  }
  const empty = ctx.cv.sections.filter((s) => s.startLine >= 0 && s.lines.every((l) => !l.trim()));
  if (empty.length) {
    out.push({ ok: false, penalty: 5 * empty.length, text: `Empty section${empty.length > 1 ? 's' : ''}: ${empty.map((s) => s.heading).join(', ')}` });
  }
  const paragraphs = ctx.cv.experience.filter((e) => e.bullets.length === 0 && e.description.join(' ').split(/\s+/).length > 60);
  if (ctx.cv.experience.length > 0) {
    out.push({
      ok: paragraphs.length === 0,
      penalty: 6 * Math.min(2, paragraphs.length),
      text: paragraphs.length === 0 ? 'Roles are described in bullet points' : `${plural(paragraphs.length, 'role')} described in long paragraphs instead of bullets`,
    });
  }
  return out;
}
