import { findDateRange, withoutDates } from './dates';
import { isActionLine } from './action-line';
import { hasRangeInRunningText } from './running-text-dates';
import { employerScore, titleScore } from './job-title-words';
import { isBullet, stripBullet, wordCount } from './text-shape';

/** Words beside the dates of an entry's one-line header; an achievement runs longer. */
const MAX_HEADER_WORDS = 12;

/** "Pvt. Ltd.", "Inc.": a name may end in a full stop where a sentence would. */
const NAME_STOP = /\b(?:corp|inc|ltd|co|llc|plc|gmbh|bros|pvt)\.$/i;

/**
 * "• Quality Systems India Pvt Ltd, Bangalore (Jul 11 – Sept 13)", "❖ Lecturer, Delhi University,
 * 2009 – 2012": some CVs bullet every entry of a section, so the next job's header line looks
 * like the last achievement of the job above. A bulleted line that carries a date range and,
 * beside it, only a short name or title (no sentence, no action verb) opens an entry of its own.
 */
export function isDatedEntryBullet(text: string): boolean {
  if (!isBullet(text) || text.length > 160) return false;
  const item = stripBullet(text);
  const range = findDateRange(item);
  if (!range || (range.start === null && range.end === null)) return false;
  // "• Key contributor to the 2016–2022 migration": the dates belong to the achievement's sentence
  if (hasRangeInRunningText(item)) return false;
  const rest = withoutDates(item, range);
  if (!rest || wordCount(rest) > MAX_HEADER_WORDS || isActionLine(rest)) return false;
  if (/[.!?;]$/.test(rest) && !NAME_STOP.test(rest)) return false;
  // "From June 2016 to September 2016 was trained…", "since Oct 2008 with Samsung": dates inside a sentence
  if (/^(?:from|since|during|in|for|was|were|i|we|worked|working)\b/i.test(rest)) return false;
  return employerScore(rest) > 0 || titleScore(rest) > 0;
}
