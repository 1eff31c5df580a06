/**
 * The case a template sets a section heading in. A reader finds the CV's own headings
 * ("Ehrenamt", "LINKS") only when they look exactly like the standard ones, capitals included:
 * a heading in another case is read as a line of the section above it. So every heading of a
 * template is written in one case, whatever case the CV printed it in.
 */
import { isAllCaps, recase } from '../cv/parse/text-shape';

export function headingInCase(heading: string, uppercase: boolean, language: string): string {
  if (uppercase) return heading.toLocaleUpperCase(language);
  // bounded: a heading is a short line, and only the CV's own can be long
  return heading.length <= 200 && isAllCaps(heading) ? recase(heading, language) : heading;
}
