import type { ExtractedLine } from '../types';
import type { HeadingCandidate } from './heading-candidate';
import { namesNoSpokenLanguage } from './languages';
import { stripBullet } from './text-shape';

/** Items of a row: "Java, Python, C++", "Java | Python", "Java / Python". */
const itemsOf = (text: string) =>
  stripBullet(text)
    .slice(0, 300)
    .split(/\s*[,;|/•·]\s*/)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * "Languages: Java, Python, C++" (or "Languages:" in a table's label cell, the items in the next)
 * inside TECHNICAL SKILLS: the row labels programming languages, one category of the skills, not
 * a section of spoken languages that would take the rows after it along. A languages label that
 * follows a skills heading and lists no spoken language but known technical skills stays in skills.
 */
export function withoutSkillRowLabels(lines: ExtractedLine[], headings: HeadingCandidate[], isKnownSkill: (name: string) => boolean): HeadingCandidate[] {
  const kept: HeadingCandidate[] = [];
  for (const heading of headings) {
    const current = kept[kept.length - 1];
    if (heading.type === 'languages' && current?.type === 'skills') {
      const row = heading.content ?? lines[heading.index + 1]?.text ?? '';
      const items = itemsOf(row);
      if (items.length > 0 && namesNoSpokenLanguage([row]) && items.some(isKnownSkill)) continue;
    }
    kept.push(heading);
  }
  return kept;
}
