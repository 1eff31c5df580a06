import type { ScoringContext } from './context';
import { mean, percent, ratio, toScore } from './numbers';
import { suggestion } from './suggestion';
import type { DimensionScore } from './types';

/**
 * ATS parse rate: how much of the CV a parser turns into structured fields.
 * score = 100 × (0.4 × line coverage + 0.6 × field recovery) × (1 − min(1, 10 × garbled ratio)),
 * where line coverage is the share of body lines that fall under a recognised section and
 * field recovery the share of name, email, phone and each role's title, employer and start
 * date that were found.
 */
export function scoreAtsParseRate(ctx: ScoringContext): DimensionScore {
  const { cv, doc } = ctx;
  const sectionLines = cv.sections.filter((s) => s.startLine >= 0);
  const bodyLines = sectionLines.reduce((n, s) => n + s.lines.length, 0);
  const recognisedLines = sectionLines.filter((s) => s.type !== 'other').reduce((n, s) => n + s.lines.length, 0);
  const lineCoverage = bodyLines > 0 ? ratio(recognisedLines, bodyLines) : 0;
  const fields: Array<[string, boolean]> = [
    ['name', Boolean(cv.contact.name)],
    ['email', Boolean(cv.contact.email)],
    ['phone', Boolean(cv.contact.phone)],
  ];
  cv.experience.forEach((e, i) => {
    fields.push([`title of role ${i + 1}`, Boolean(e.title)]);
    fields.push([`employer of role ${i + 1}`, Boolean(e.employer)]);
    fields.push([`start date of role ${i + 1}`, Boolean(e.start)]);
  });
  const recovered = mean(fields.map(([, ok]) => (ok ? 1 : 0)));
  const garblePenalty = Math.min(1, doc.quality.garbledRatio * 10);
  const score = toScore(100 * (0.4 * lineCoverage + 0.6 * recovered) * (1 - garblePenalty));
  const missing = fields.filter(([, ok]) => !ok).map(([f]) => f);
  const unrecognised = sectionLines.filter((s) => s.type === 'other');
  return {
    score,
    explanation: `${percent(recognisedLines, bodyLines)}% of body lines fall under recognised sections and ${percent(fields.length - missing.length, fields.length)}% of key fields (${fields.length}) were recovered${garblePenalty > 0 ? `; garbled glyphs cost ${Math.round(garblePenalty * 100)}%` : ''}.`,
    top_strength:
      cv.experience.length > 0
        ? `${cv.experience.length} roles parsed with ${cv.experience.filter((e) => e.title && e.start).length} having both a title and a start date`
        : `Contact fields recovered: ${fields.slice(0, 3).filter(([, ok]) => ok).map(([f]) => f).join(', ') || 'none'}`,
    top_weakness:
      missing.length > 0
        ? `Not recovered: ${missing.slice(0, 4).join(', ')}`
        : unrecognised.length > 0
          ? `Lines under "${unrecognised[0].heading}" are not mapped to a standard section`
          : 'Nothing significant was lost in parsing',
    suggestions: [
      ...(missing.length > 0
        ? [
            suggestion(
              missing.some((m) => m === 'email' || m.startsWith('title')) ? 'high' : 'medium',
              missing.every((m) => m === 'name' || m === 'email' || m === 'phone') ? 'contact' : 'experience',
              'Make every field explicit',
              `A parser could not find ${missing.slice(0, 5).join(', ')}. ${missing.every((m) => m === 'name' || m === 'email' || m === 'phone') ? 'Put your name, email and phone as plain text in the first lines.' : 'Put each role on its own line as "Title — Employer — Month Year – Month Year".'}`,
            ),
          ]
        : []),
      ...unrecognised.map((s) =>
        suggestion('low', 'other', `Rename the "${s.heading}" heading`, `Its ${s.lines.length} lines are not filed under any standard section; use a conventional heading.`),
      ),
    ],
  };
}
