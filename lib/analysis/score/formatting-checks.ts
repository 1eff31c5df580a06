/**
 * Consistency checks over layout and writing conventions. Each observation is either an issue
 * (with its penalty) or a strength; formatting consistency scores them and the report's
 * `formatting` block lists them.
 */
import type { ScoringContext } from './context';
import { plural } from './numbers';

export interface FormattingObservation {
  ok: boolean;
  /** points lost when not ok */
  penalty: number;
  text: string;
}

function datePattern(raw: string): string {
  return raw
    .replace(/present|current|now|today|heute|actualidad/gi, 'P')
    .replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?/gi, (m) => (m.replace('.', '').length > 4 ? 'Month' : 'Mon'))
    .replace(/\d{4}/g, 'YYYY')
    .replace(/\b\d{1,2}\b/g, 'MM')
    .replace(/\s+/g, ' ')
    .replace(/\s*[–—-]\s*/g, '-')
    .trim();
}

function headingStyle(text: string): string {
  if (text === text.toUpperCase()) return 'ALL CAPS';
  if (/^(?:[A-Z\p{Lu}][^\s]*\s*)+$/u.test(text)) return 'Title Case';
  return 'Sentence case';
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
    const sides = raws.flatMap((r) => datePattern(r).split('-')).filter((p) => p && p !== 'P');
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
    const styles = [...new Set(headings.map((s) => headingStyle(ctx.doc.lines[s.startLine]?.text.trim() || s.heading)))];
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
