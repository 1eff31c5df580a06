import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7 } from './ids';

describe('uuidv7', () => {
  it('is an RFC 9562 version 7 UUID carrying its millisecond timestamp', () => {
    const now = Date.UTC(2026, 10, 22, 8, 30, 0, 123);
    const id = uuidv7(now);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('sorts by creation time and never repeats, across many refills of its entropy pool', () => {
    const ids = Array.from({ length: 50_000 }, (_, i) => uuidv7(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    const byTime = ids.filter((_, i) => i % 10 === 0);
    expect([...byTime].sort()).toEqual(byTime);
    // the random part uses every hex digit (no stuck bytes after a refill)
    const tails = new Set(ids.slice(-1000).map((id) => id.slice(-1)));
    expect(tails.size).toBe(16);
  });
});
