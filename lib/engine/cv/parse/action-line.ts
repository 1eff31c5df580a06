import { actionVerbs } from '../knowledge';
import { employerScore, hasTitleWord } from './job-title-words';

/**
 * "Evaluated regular student performance", "Aided in facility energy analysis": an achievement
 * written without its bullet opens with an action verb and goes on in lower case. Names are
 * written in title case ("Integrated Systems Ltd"), so they stay names.
 */
/** "30 hours observing a 3rd grade class", "40 hrs of tutoring": the time given to an activity, told in lower case, describes an entry. */
const HOURS_SPENT = /^\d{1,4}\+?\s*(?:hours?|hrs?\.?)\s+(?:of\s+)?\p{Ll}{3,}/u;

export function isActionLine(text: string): boolean {
  if (HOURS_SPENT.test(text)) return true;
  const words = text.split(/\s+/, 8);
  const first = words[0]?.toLowerCase().replace(/[^\p{L}]/gu, '') ?? '';
  if (!actionVerbs.strong.has(first) && !actionVerbs.weak.has(first)) return false;
  if (words.slice(1).some((w) => /^\p{Ll}{3,}/u.test(w) && !/^(?:and|of|for|the|with|from|into)$/.test(w))) return true;
  // "Taught English 7 and 8", "Trained 40 New Hires": counts and grades after the verb tell a deed;
  // "Integrated 3D Systems Ltd" names a firm by its word for one; "Achieved ENTER 98.5" is a mark
  // that stays with its school's lines
  return words.slice(1).some((w) => /^\d+(?:st|nd|rd|th)?,?$/.test(w)) && employerScore(text) === 0 && !hasTitleWord(text);
}
