import { findDateRange } from './dates';

/**
 * Words that join a date range into a sentence ("led the 2016–2022 migration", "between
 * 2018–2021", "pendant les 2019–2021"): a header sets its dates apart with a comma, a bar, a
 * bracket or a gap instead.
 */
const JOINING_WORD = /^(?:the|a|an|its|our|their|his|her|this|that|these|between|from|during|over|in|of|for|and|to|through|throughout|since|by|within|across|le|la|les|l'|des|du|entre|pendant|durant|depuis|en)$/i;
/** "from 2016 to 2022", "between 2016 and 2022": a range that the date reader took with its preposition. */
const PREPOSITION_FIRST = /^(?:from|between|since|during|entre|de|du|depuis|pendant)\s/i;

/**
 * "Led the 2016–2022 migration of claims", "Ran reviews between 2018–2021 and cut rework",
 * "Coordinator of the migration from 2016–2022": a date range inside running text tells when
 * something happened within a job; it does not head a job of its own.
 */
export function hasRangeInRunningText(text: string): boolean {
  return runningRange(text) !== null;
}

/**
 * "Coordinator for the 2014–2015 clean-up of actuarial data": the sentence goes on after its
 * dates. A sentence that closes on them ("Worked as a Trainee Tester at Sify from August 2013 to
 * June 2015.") may name a job of its own.
 */
export function hasRangeMidSentence(text: string): boolean {
  const after = runningRange(text);
  return after !== null && /^ ?\p{L}/u.test(after);
}

/** What follows a range set in running text, or null when the line has no such range. */
function runningRange(text: string): string | null {
  if (text.length > 400) return null;
  const range = findDateRange(text);
  if (!range) return null;
  const before = text.slice(0, range.index);
  const after = text.slice(range.index + range.length);
  // a plain single space between the dates and a word: no field separator
  // the last few characters hold the word: a match tried at every letter of a long run would be quadratic
  const wordBefore = /(?:^|\s)([\p{L}'’-]+) $/u.exec(before.slice(-32))?.[1];
  if (wordBefore === undefined) return null;
  const wordAfter = /^ ?\p{Ll}/u.test(after);
  return JOINING_WORD.test(wordBefore) || PREPOSITION_FIRST.test(range.raw) || (wordAfter && /^\p{Ll}/u.test(wordBefore)) ? after : null;
}
