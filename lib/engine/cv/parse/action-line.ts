import { actionVerbs } from '../knowledge';

/**
 * "Evaluated regular student performance", "Aided in facility energy analysis": an achievement
 * written without its bullet opens with an action verb and goes on in lower case. Names are
 * written in title case ("Integrated Systems Ltd"), so they stay names.
 */
export function isActionLine(text: string): boolean {
  const words = text.split(/\s+/, 8);
  const first = words[0]?.toLowerCase().replace(/[^\p{L}]/gu, '') ?? '';
  if (!actionVerbs.strong.has(first) && !actionVerbs.weak.has(first)) return false;
  return words.slice(1).some((w) => /^\p{Ll}{3,}/u.test(w) && !/^(?:and|of|for|the|with|from|into)$/.test(w));
}
