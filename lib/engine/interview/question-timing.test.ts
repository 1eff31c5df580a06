import { describe, expect, it } from 'vitest';
import { interviewMinutes, questionMinutes } from './question-timing';

describe('question timing', () => {
  it('budgets by difficulty, with extra time for STAR stories', () => {
    expect(questionMinutes({ difficulty: 'easy', category: 'motivation' })).toBe(3);
    expect(questionMinutes({ difficulty: 'medium', category: 'technical' })).toBe(4);
    expect(questionMinutes({ difficulty: 'hard', category: 'role_specific' })).toBe(6);
    expect(questionMinutes({ difficulty: 'medium', category: 'behavioral' })).toBe(6);
    expect(questionMinutes({ difficulty: 'hard', category: 'situational' })).toBe(8);
  });

  it('sums the questions', () => {
    expect(interviewMinutes([{ difficulty: 'easy', category: 'culture_fit' }, { difficulty: 'hard', category: 'behavioral' }])).toBe(11);
  });
});
