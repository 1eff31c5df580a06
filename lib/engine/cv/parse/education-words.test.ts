import { describe, expect, it } from 'vitest';
import { GRADE } from './education-words';

describe('GRADE', () => {
  it('keeps a bracket without figures that qualifies the grade', () => {
    expect('Second Class Honours (Lower Division), Kampala'.match(GRADE)?.[0]).toBe('Second Class Honours (Lower Division)');
  });
  it('ends at a bracket with figures: a date or a score of its own', () => {
    expect('Distinction (2019)'.match(GRADE)?.[0].trim()).toBe('Distinction');
  });
});
