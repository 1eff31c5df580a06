import { describe, expect, it } from 'vitest';
import type { Question, QuestionCategory, QuestionDifficulty } from '../../schemas/interview-prep';
import type { CandidateQuestion, QuestionKind } from './questions/question-context';
import { CATEGORY_FLOW, MIN_QUESTIONS, selectQuestions, TARGET_QUESTIONS } from './select-questions';

function candidate(kind: QuestionKind, priority: number, category: QuestionCategory, difficulty: QuestionDifficulty, id: string): CandidateQuestion {
  const question: Question = {
    question: `Question ${id}`,
    category,
    difficulty,
    target_skill: `skill ${id}`,
    why_asked: 'why',
    what_to_look_for: 'what',
    red_flag_answers: ['x'],
    follow_up_questions: ['y'],
    cv_reference: `Employer ${id}`,
  };
  return { kind, priority, question };
}

describe('selectQuestions', () => {
  it('covers every category and difficulty even when their priorities are low', () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate(`achievement`, 90, 'technical', 'medium', `t${i}`));
    const rare = [
      candidate('why-role', 1, 'motivation', 'easy', 'm'),
      candidate('gap', 1, 'behavioral', 'medium', 'b'),
      candidate('missing-skill', 1, 'role_specific', 'hard', 'r'),
      candidate('soft-situational', 1, 'situational', 'medium', 's'),
      candidate('culture-tenure', 1, 'culture_fit', 'easy', 'c'),
    ];
    const chosen = selectQuestions([...many, ...rare]);
    expect(new Set(chosen.map((q) => q.category))).toEqual(new Set(CATEGORY_FLOW));
    expect(new Set(chosen.map((q) => q.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
  });

  it('caps a single kind and relaxes the cap only to reach the minimum', () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate('achievement', 90 - i, 'technical', 'medium', `t${i}`));
    const chosen = selectQuestions(many);
    expect(chosen.length).toBe(MIN_QUESTIONS);
    const mixed = [...many, ...Array.from({ length: 20 }, (_, i) => candidate('project', 10, 'technical', 'hard', `p${i}`))];
    const withOthers = selectQuestions(mixed);
    expect(withOthers.length).toBeLessThanOrEqual(TARGET_QUESTIONS);
  });

  it('returns questions in interview order: motivation first, culture fit last', () => {
    const chosen = selectQuestions([
      candidate('culture-tenure', 50, 'culture_fit', 'easy', 'c'),
      candidate('missing-skill', 80, 'technical', 'hard', 't'),
      candidate('why-role', 10, 'motivation', 'easy', 'm'),
    ]);
    expect(chosen.map((q) => q.category)).toEqual(['motivation', 'technical', 'culture_fit']);
  });

  it('does not ask two probes of the same skill while other questions remain', () => {
    const a = candidate('achievement', 90, 'technical', 'hard', 'a');
    const b = { ...candidate('skill-deep-dive', 85, 'technical', 'hard', 'b') };
    b.question = { ...b.question, target_skill: a.question.target_skill };
    const rest = Array.from({ length: 20 }, (_, i) => candidate('project', 50, 'situational', 'medium', `x${i}`));
    const chosen = selectQuestions([a, b, ...rest]);
    expect(chosen.filter((q) => q.target_skill === a.question.target_skill)).toHaveLength(1);
  });
});
