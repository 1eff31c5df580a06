import { describe, expect, it } from 'vitest';
import { formatElapsed, labelOf } from './format';

describe('formatElapsed', () => {
  it('reads seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatElapsed(0)).toBe('0 s');
    expect(formatElapsed(45.9)).toBe('45 s');
    expect(formatElapsed(60)).toBe('1 min');
    expect(formatElapsed(125)).toBe('2 min 5 s');
    expect(formatElapsed(3600)).toBe('1 h');
    expect(formatElapsed(3780)).toBe('1 h 3 min');
    expect(formatElapsed(-5)).toBe('0 s');
  });
});

describe('labelOf', () => {
  it('keeps acronyms as acronyms', () => {
    expect(labelOf('ats_compatibility')).toBe('ATS compatibility');
    expect(labelOf('cv_length')).toBe('CV length');
  });
});
