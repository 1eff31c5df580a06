/**
 * The days that carry a label: every day up to two weeks, else every fifth counted back from
 * today, so labels are evenly spaced and today is always named (recharts' own choice skipped
 * unevenly as the width changed).
 */
export function labelledDays(days: string[]): string[] {
  const step = days.length > 14 ? 5 : 1;
  return days.filter((_, i) => (days.length - 1 - i) % step === 0);
}
