/**
 * The case a template sets a section heading in. A reader finds the CV's own headings
 * ("Ehrenamt", "LINKS") only when they look exactly like the standard ones, capitals included:
 * a heading in another case is read as a line of the section above it. So every heading of a
 * template is written in one case, whatever case the CV printed it in.
 */
import { isAllCaps } from '../cv/parse/text-shape';

/** Words a heading keeps in lower case when it is re-cased ("Awards and Honours"). */
const MINOR_WORD = /^(?:a|an|and|at|by|de|del|des|du|en|et|for|für|in|la|le|of|on|or|the|to|und|van|von|y)$/i;

/** "PERSONAL DOSSIER" → "Personal Dossier"; short words other than the minor ones stay as acronyms ("IT SKILLS" → "IT Skills"). */
function recase(heading: string, language: string): string {
  return heading
    .split(' ')
    .map((word, i) => {
      const letters = word.replace(/[^\p{L}]/gu, '');
      if (i > 0 && MINOR_WORD.test(letters)) return word.toLocaleLowerCase(language);
      if (letters.length <= 3 && !MINOR_WORD.test(letters)) return word;
      const lower = word.toLocaleLowerCase(language);
      const first = lower.search(/\p{L}/u);
      return first < 0 ? lower : lower.slice(0, first) + lower[first].toLocaleUpperCase(language) + lower.slice(first + 1);
    })
    .join(' ');
}

export function headingInCase(heading: string, uppercase: boolean, language: string): string {
  if (uppercase) return heading.toLocaleUpperCase(language);
  // bounded: a heading is a short line, and only the CV's own can be long
  return heading.length <= 200 && isAllCaps(heading) ? recase(heading, language) : heading;
}
