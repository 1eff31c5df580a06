/**
 * Keywords the analysis found that the CV demonstrates in its text but does not list under
 * skills. Listing them is honest (the evidence is on the page) and helps an ATS match; anything
 * not literally in the CV is left out, however much the target role wants it.
 */
import type { ParsedCv } from '../analysis/types';

export function evidencedSkills(cv: ParsedCv, candidates: readonly string[], listed: readonly string[]): string[] {
  const text = cvText(cv);
  const seen = new Set(listed.map((s) => s.trim().toLowerCase()));
  const found: string[] = [];
  for (const candidate of candidates) {
    const name = candidate.replace(/\s+/g, ' ').trim();
    const key = name.toLowerCase();
    // One-letter names ("C", "R") match ordinary words and initials far too often to count as evidence.
    if (name.length < 2 || seen.has(key)) continue;
    if (!mentions(text, name)) continue;
    seen.add(key);
    found.push(name);
  }
  return found;
}

function cvText(cv: ParsedCv): string {
  return [
    cv.summary ?? '',
    ...cv.experience.flatMap((e) => [e.title ?? '', ...e.bullets, ...e.description]),
    ...cv.projects.flatMap((p) => [p.name, p.description ?? '', ...p.bullets]),
    ...cv.bullets.map((b) => b.text),
  ].join('\n');
}

function mentions(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Letter/digit boundaries rather than \b so that "C++" and "Node.js" match as whole terms.
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
