import { describe, expect, it } from 'vitest';
import { retryDelayMs, sleepDelayMs } from './delays';

describe('retryDelayMs', () => {
  it('doubles per retry within the jitter band', () => {
    for (const [attempt, centre] of [[1, 1000], [2, 2000], [4, 8000]] as const) {
      const d = retryDelayMs(attempt, 1000);
      expect(d).toBeGreaterThanOrEqual(centre * 0.75);
      expect(d).toBeLessThanOrEqual(centre * 1.25);
    }
  });
  it('is capped at ten minutes', () => {
    expect(retryDelayMs(40, 1000)).toBeLessThanOrEqual(10 * 60_000 * 1.25);
  });
  it('follows retry-after in seconds or as a date', () => {
    expect(retryDelayMs(1, 1000, '30')).toBe(30_000);
    expect(retryDelayMs(1, 1000, '2026-01-01T00:01:00.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(60_000);
  });
});

describe('sleepDelayMs', () => {
  it('reads the SDK duration strings', () => {
    expect(sleepDelayMs('1s')).toBe(1000);
    expect(sleepDelayMs('2h30m10s')).toBe(2 * 3_600_000 + 30 * 60_000 + 10_000);
    expect(sleepDelayMs('1w1d')).toBe(8 * 86_400_000);
  });
  it('reads sleepUntil dates', () => {
    expect(sleepDelayMs('2026-01-01T00:00:05.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(5000);
  });
  it('refuses anything else', () => {
    expect(() => sleepDelayMs('soon')).toThrow(/Unrecognised/);
  });
});
