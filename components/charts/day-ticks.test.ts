import { describe, expect, it } from 'vitest';
import { daysEndingToday } from '../../lib/dashboard/usage-series';
import { labelledDays } from './day-ticks';

describe('labelledDays', () => {
  it('labels every day of a week, and every fifth of 30 days ending with today', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(labelledDays(daysEndingToday(7, now))).toEqual(daysEndingToday(7, now));
    const month = daysEndingToday(30, now);
    const labelled = labelledDays(month);
    expect(labelled).toEqual(['2026-10-31', '2026-11-05', '2026-11-10', '2026-11-15', '2026-11-20', '2026-11-25']);
    const gaps = labelled.slice(1).map((d, i) => (Date.parse(d) - Date.parse(labelled[i])) / 86_400_000);
    expect(new Set(gaps)).toEqual(new Set([5]));
  });

  it('labels fewer days when the chart is too narrow for every label, still ending with today', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const week = daysEndingToday(7, now);
    expect(labelledDays(week, 800)).toEqual(week);
    // a phone: about 250 px of plot for 7 days
    expect(labelledDays(week, 250)).toEqual(['2026-11-19', '2026-11-21', '2026-11-23', '2026-11-25']);
    // 30 days keep every fifth as long as that fits
    expect(labelledDays(daysEndingToday(30, now), 300)).toHaveLength(6);
  });
});
