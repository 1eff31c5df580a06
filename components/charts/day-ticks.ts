/** The width a day label ("27/11") needs with room either side, in pixels at the chart's 12 px type. */
export const DAY_LABEL_PX = 44;

/**
 * The days that carry a label: every day up to two weeks, else every fifth, counted back from
 * today so labels are evenly spaced and today is always named (recharts' own choice skipped
 * unevenly as the width changed). Given the chart's width, the step grows until labels no longer
 * touch (a week on a phone: every other day).
 */
export function labelledDays(days: string[], widthPx?: number): string[] {
  let step = days.length > 14 ? 5 : 1;
  if (widthPx && widthPx > 0) step = Math.max(step, Math.ceil((DAY_LABEL_PX * days.length) / widthPx));
  return days.filter((_, i) => (days.length - 1 - i) % step === 0);
}
