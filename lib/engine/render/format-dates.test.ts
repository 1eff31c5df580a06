import { describe, expect, it } from 'vitest';
import { formatDateRange, formatResumeDate } from './format-dates';
import { resolveRegion } from './regions';

const region = (code: string) => resolveRegion(code)!;

describe('formatResumeDate', () => {
  it.each([
    ['US', 'en', '2020-01', 'Jan 2020'],
    ['GB', 'en', '2020-09', 'Sep 2020'],
    ['DE', 'de', '2020-01', '01/2020'],
    ['DE', 'en', '2020-11', '11/2020'],
    ['FR', 'fr', '2020-01', 'janv. 2020'],
    ['FR', 'en', '2020-01', 'Jan 2020'],
    ['ES', 'es', '2021-08', 'ago. 2021'],
    ['NL', 'nl', '2019-03', 'mrt. 2019'],
    ['US', 'en', '2020', '2020'],
  ])('%s/%s writes %s as %s', (code, language, date, expected) => {
    expect(formatResumeDate(date, region(code), language as 'en')).toBe(expected);
  });

  it('returns null for missing or malformed dates', () => {
    expect(formatResumeDate(undefined, region('US'), 'en')).toBeNull();
    expect(formatResumeDate('Jan 2020', region('US'), 'en')).toBeNull();
  });
});

describe('formatDateRange', () => {
  it('writes an open job as current in the language', () => {
    expect(formatDateRange('2020-01', undefined, true, region('US'), 'en')).toBe('Jan 2020 – Present');
    expect(formatDateRange('2020-01', undefined, true, region('DE'), 'de')).toBe('01/2020 – heute');
    expect(formatDateRange('2020-01', undefined, true, region('FR'), 'fr')).toBe("janv. 2020 – aujourd'hui");
    expect(formatDateRange('2020-01', undefined, true, region('ES'), 'es')).toBe('ene. 2020 – actualidad');
    expect(formatDateRange('2020-01', undefined, true, region('NL'), 'nl')).toBe('jan. 2020 – heden');
  });

  it('shows only the start of an education without an end, and one date for a same-month range', () => {
    expect(formatDateRange('2014', undefined, false, region('GB'), 'en')).toBe('2014');
    expect(formatDateRange('2014-05', '2014-05', false, region('GB'), 'en')).toBe('May 2014');
    expect(formatDateRange(undefined, '2017', false, region('GB'), 'en')).toBe('2017');
    expect(formatDateRange(undefined, undefined, true, region('GB'), 'en')).toBeNull();
  });
});
