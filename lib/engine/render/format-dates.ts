/** How a CV writes its dates, per region and language: "Jan 2020 – Present", "01/2020 – heute". */
import type { CvLanguage } from './languages';
import { LOCALE_TEXT } from './locale-text';
import type { RegionProfile } from './regions';
import { parseResumeDate } from './resume-date';

export function formatResumeDate(value: string | undefined, region: RegionProfile, language: CvLanguage): string | null {
  const date = parseResumeDate(value);
  if (!date) return null;
  if (date.month === null) return String(date.year);
  if (region.dateStyle === 'numeric') return `${String(date.month).padStart(2, '0')}/${date.year}`;
  return `${LOCALE_TEXT[language].months[date.month - 1]} ${date.year}`;
}

/**
 * A date range. `openEndMeansCurrent` is true for jobs, where JSON Resume leaves endDate out for
 * the current one; for education a missing end is just unknown and only the start is shown.
 */
export function formatDateRange(
  start: string | undefined,
  end: string | undefined,
  openEndMeansCurrent: boolean,
  region: RegionProfile,
  language: CvLanguage,
): string | null {
  const from = formatResumeDate(start, region, language);
  const to = formatResumeDate(end, region, language) ?? (from && openEndMeansCurrent ? LOCALE_TEXT[language].present : null);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from ?? to;
}
