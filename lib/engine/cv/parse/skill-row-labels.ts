import type { ExtractedLine } from '../types';
import type { HeadingCandidate } from './heading-candidate';
import { namesNoSpokenLanguage } from './languages';
import { CATEGORY_WORDS } from './skills';
import { fold, stripBullet } from './text-shape';

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
    if (heading.type === 'other' && current?.type === 'skills' && namesSkillCategory(lines[heading.index]?.text ?? '')) continue;
    kept.push(heading);
  }
  return kept;
}

/**
 * "SKILLS" / "PROGRAMMING" / "Java • Shell • Python": a skills section's group printed like a
 * heading of its own, in capitals, is one category of the skills, no section the splitter knows.
 */
function namesSkillCategory(text: string): boolean {
  const name = fold(stripBullet(text)).replace(/:$/, '').trim();
  return name.length <= 40 && name.split(/\s*[/&,]\s*|\s+and\s+/).every((part) => CATEGORY_WORDS.has(part));
}
