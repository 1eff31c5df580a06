/**
 * The CV's text as the facts layer searches it: every section's heading and lines (the sections
 * cover the whole document, header block included), or, for a CV built field by field (no
 * sections, as in tests and imports), its fields. Segments are lines, or for text pasted
 * without line breaks, the runs between wide spaces.
 */
import type { ParsedCv } from '../types';

export interface DocumentText {
  /** one line per extracted line */
  lines: string[];
  /** lines split at runs of three or more spaces: a pasted CV keeps its fields apart that way */
  segments: string[];
  text: string;
  /** the CV came as fields rather than a document (nothing to read beyond the fields) */
  fromFields: boolean;
}

/** A text's segments: its lines, split again at runs of three or more spaces. */
export const segmentsOf = (text: string): string[] =>
  text
    .split(/\n|\s{3,}/)
    .map((s) => s.trim())
    .filter(Boolean);

function fieldLines(cv: ParsedCv): string[] {
  const c = cv.contact;
  return [
    c.name, c.email, c.phone, c.location, c.linkedin, c.github, c.website,
    cv.summary,
    ...cv.experience.flatMap((e) => [e.title, e.employer, e.location, e.rawDates, ...e.bullets, ...e.description]),
    ...cv.education.flatMap((e) => [e.degree, e.field, e.institution, e.grade]),
    cv.listedSkills.join(', '),
    ...cv.certifications,
    ...cv.languages.map((l) => [l.language, l.proficiency].filter(Boolean).join(' ')),
    ...cv.projects.flatMap((p) => [p.name, p.description, ...p.bullets]),
    ...cv.bullets.map((b) => b.text),
  ].filter((l): l is string => Boolean(l?.trim()));
}

/** Bounded: a CV over this many characters is read only this far (the extractor bounds pages already). */
const MAX_CHARS = 200_000;

export function documentText(cv: ParsedCv): DocumentText {
  const fromFields = cv.sections.length === 0;
  const lines = (fromFields ? fieldLines(cv) : cv.sections.flatMap((s) => [s.heading, ...s.lines])).filter((l) => l.trim());
  const text = lines.join('\n').slice(0, MAX_CHARS);
  return { lines: text.split('\n'), segments: segmentsOf(text), text, fromFields };
}
