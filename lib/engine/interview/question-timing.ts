import type { Question } from '../../schemas/interview-prep';

/**
 * Minutes an interviewer should budget per question, follow-ups included: easy 3, medium 4,
 * hard 6; behavioural and situational questions get 2 more because a full STAR story takes time
 * to tell and to probe.
 */
const BY_DIFFICULTY: Record<Question['difficulty'], number> = { easy: 3, medium: 4, hard: 6 };
const STORY_CATEGORIES: ReadonlySet<Question['category']> = new Set(['behavioral', 'situational']);

export function questionMinutes(question: Pick<Question, 'difficulty' | 'category'>): number {
  return BY_DIFFICULTY[question.difficulty] + (STORY_CATEGORIES.has(question.category) ? 2 : 0);
}

export function interviewMinutes(questions: readonly Pick<Question, 'difficulty' | 'category'>[]): number {
  return questions.reduce((sum, q) => sum + questionMinutes(q), 0);
}
