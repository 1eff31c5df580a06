import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([11, 9, 10.5])).toBe(10.5);
    expect(median([11, 9, 10.5], 'upper')).toBe(10.5);
  });

  it('takes the mean of the two middle values of an even count, or with upper the higher one', () => {
    expect(median([12, 9, 10, 20])).toBe(11);
    expect(median([12, 9, 10, 20], 'upper')).toBe(12);
  });

  it('is 0 for no values and leaves its input unsorted', () => {
    const values = [3, 1, 2];
    expect(median([])).toBe(0);
    expect(median([], 'upper')).toBe(0);
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
