/**
 * Seasonal and side roles: a co-op or camp job worked only in the summers, and a part-time or
 * summer job held beside a main one. Their printed range ("Summer 2012 and 2013", "Jun 2018 –
 * Aug 2019" for a "Summer Camp Director") is not a continuous stretch of work, and a title held
 * on the side does not say how senior the main career is.
 */
import type { ExperienceEntry } from '../types';

/** words that say a role was held for a season or beside another job */
const SIDE_MARKER =
  /\b(?:summers?|winter|seasonal|saisonni[eè]re?|part[- ]time|teilzeit|media jornada|temps partiel|weekends?|evenings?|casual|holiday job)\b/i;
/** "Summer 2012 and 2013", "Summers 2019, 2020 & 2021": the seasons of several years, not the time between them */
const SEASON_YEARS = /\b(summer|winter|spring|fall|autumn)s?\s+((?:19|20)\d\d(?:\s*(?:,|and|&|\/|\+)\s*(?:19|20)\d\d){1,8})\b/i;
/** first and last month (0-based, may pass December) of each season */
const SEASON_MONTHS: Record<string, readonly [number, number]> = {
  spring: [2, 4],
  summer: [5, 7],
  fall: [8, 10],
  autumn: [8, 10],
  winter: [11, 13],
};
/** summer months (0-based): June to September */
const SUMMER = [5, 8] as const;

export interface Span {
  start: number;
  end: number;
}

/** whether the title, employer or date text says the role was seasonal or held on the side */
export function isSideMarked(entry: Pick<ExperienceEntry, 'title' | 'employer' | 'rawDates'>): boolean {
  return [entry.title, entry.employer, entry.rawDates].some((t) => Boolean(t && SIDE_MARKER.test(t)));
}

/**
 * The stretches a seasonal role was worked, as absolute months (year × 12 + month − 1), or null
 * when it reads as one stretch: the seasons a date text lists, or the summers of a summer role
 * whose range runs from one summer to a later one.
 */
export function seasonalSpans(entry: Pick<ExperienceEntry, 'title' | 'employer' | 'rawDates'>, start: number | null, end: number | null): Span[] | null {
  const listed = entry.rawDates ? SEASON_YEARS.exec(entry.rawDates) : null;
  if (listed) {
    const [from, to] = SEASON_MONTHS[listed[1].toLowerCase()];
    const years = [...new Set(listed[2].match(/(?:19|20)\d\d/g)!.map(Number))].sort((a, b) => a - b);
    return years.map((y) => ({ start: y * 12 + from, end: y * 12 + to }));
  }
  const summerRole = [entry.title, entry.employer].some((t) => Boolean(t && /\bsummers?\b/i.test(t)));
  if (!summerRole || start === null || end === null) return null;
  const inSummer = (m: number) => {
    const month = ((m % 12) + 12) % 12;
    return month >= SUMMER[0] && month <= SUMMER[1];
  };
  const firstYear = Math.floor(start / 12);
  const lastYear = Math.floor(end / 12);
  if (lastYear <= firstYear || !inSummer(start) || !inSummer(end)) return null;
  const spans: Span[] = [];
  for (let y = firstYear; y <= lastYear; y++) {
    spans.push({ start: y === firstYear ? start : y * 12 + SUMMER[0], end: y === lastYear ? end : y * 12 + SUMMER[1] });
  }
  return spans;
}
