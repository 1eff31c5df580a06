import { describe, expect, it } from 'vitest';
import { learningHours, weeksFor } from './learning-hours';

describe('learningHours', () => {
  it('grows with each level step and by category', () => {
    expect(learningHours('technical', 'none', 'beginner')).toBe(20);
    expect(learningHours('technical', 'none', 'intermediate')).toBe(60);
    expect(learningHours('technical', 'none', 'advanced')).toBe(120);
    expect(learningHours('technical', 'intermediate', 'advanced')).toBe(60);
    expect(learningHours('tool', 'none', 'intermediate')).toBe(24);
    expect(learningHours('certification', 'none', 'intermediate')).toBe(120);
  });

  it('is zero when the level is already met', () => {
    expect(learningHours('technical', 'advanced', 'intermediate')).toBe(0);
  });

  it('rounds weeks up at 8 hours a week', () => {
    expect(weeksFor(60)).toBe(8);
    expect(weeksFor(61)).toBe(8);
    expect(weeksFor(65)).toBe(9);
    expect(weeksFor(0)).toBe(0);
  });
});
