import { describe, expect, it } from 'vitest';
import { lifetimeText } from './time';

describe('lifetimeText', () => {
  it('says a lifetime in the largest whole unit, a single day in hours', () => {
    expect(lifetimeText(7 * 86_400_000)).toBe('7 days');
    expect(lifetimeText(86_400_000)).toBe('24 hours');
    expect(lifetimeText(2 * 3_600_000)).toBe('2 hours');
    expect(lifetimeText(3_600_000)).toBe('an hour');
    expect(lifetimeText(15 * 60_000)).toBe('15 minutes');
    expect(lifetimeText(60_000)).toBe('a minute');
    expect(lifetimeText(90_000)).toBe('90 seconds');
  });
});
