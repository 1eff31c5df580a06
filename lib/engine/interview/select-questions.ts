import type { Question, QuestionCategory, QuestionDifficulty } from '../../schemas/interview-prep';
import type { CandidateQuestion, QuestionKind } from './questions/question-context';

export const MIN_QUESTIONS = 12;
export const TARGET_QUESTIONS = 16;

/** The order of an interview: warm up on motivation, then the substance, then fit and close. */
export const CATEGORY_FLOW: readonly QuestionCategory[] = ['motivation', 'behavioral', 'technical', 'role_specific', 'situational', 'culture_fit'];
const DIFFICULTIES: readonly QuestionDifficulty[] = ['easy', 'medium', 'hard'];

/** No single kind may crowd out the rest of the interview. */
const MAX_PER_KIND: Partial<Record<QuestionKind, number>> = {
  achievement: 3,
  'skill-deep-dive': 3,
  'missing-skill': 3,
  gap: 2,
  'short-tenure': 2,
  'soft-behavioral': 3,
  'soft-situational': 2,
};
const DEFAULT_MAX_PER_KIND = 2;
const QUOTED = /: '/;
const PROBES: ReadonlySet<QuestionCategory> = new Set(['technical', 'role_specific']);

/**
 * Picks a balanced set: the best question of every category and difficulty first, then the
 * highest priorities up to the target with per-kind caps, relaxing the caps only when the CV is
 * too thin to reach the minimum. Returns the questions in interview order.
 */
export function selectQuestions(candidates: CandidateQuestion[]): Question[] {
  const ranked = candidates
    .map((c, index) => ({ c, index }))
    .sort((a, b) => b.c.priority - a.c.priority || a.index - b.index);
  const chosen = new Set<number>();
  const perKind = new Map<QuestionKind, number>();
  const take = (entry: { c: CandidateQuestion; index: number }) => {
    chosen.add(entry.index);
    perKind.set(entry.c.kind, (perKind.get(entry.c.kind) ?? 0) + 1);
  };
  const roomFor = (kind: QuestionKind) => (perKind.get(kind) ?? 0) < (MAX_PER_KIND[kind] ?? DEFAULT_MAX_PER_KIND);
  const duplicate = (q: Question) => ranked.some((r) => chosen.has(r.index) && r.c.question.question === q.question);
  // Two questions on the same quoted bullet, or two technical probes of one skill, waste interview time.
  const overlaps = (q: Question) =>
    ranked.some(
      (r) =>
        chosen.has(r.index) &&
        ((QUOTED.test(q.cv_reference) && r.c.question.cv_reference === q.cv_reference) ||
          (PROBES.has(q.category) && PROBES.has(r.c.question.category) && r.c.question.target_skill === q.target_skill)),
    );

  for (const category of CATEGORY_FLOW) {
    const best = ranked.find((r) => !chosen.has(r.index) && r.c.question.category === category);
    if (best) take(best);
  }
  for (const difficulty of DIFFICULTIES) {
    if (ranked.some((r) => chosen.has(r.index) && r.c.question.difficulty === difficulty)) continue;
    const best = ranked.find((r) => !chosen.has(r.index) && r.c.question.difficulty === difficulty);
    if (best) take(best);
  }
  for (const r of ranked) {
    if (chosen.size >= TARGET_QUESTIONS) break;
    if (!chosen.has(r.index) && roomFor(r.c.kind) && !duplicate(r.c.question) && !overlaps(r.c.question)) take(r);
  }
  // A thin CV may not reach the minimum within the caps: relax the caps first, the overlap rule last.
  for (const allowOverlap of [false, true]) {
    for (const r of ranked) {
      if (chosen.size >= MIN_QUESTIONS) break;
      if (!chosen.has(r.index) && !duplicate(r.c.question) && (allowOverlap || !overlaps(r.c.question))) take(r);
    }
  }

  const rank = new Map(ranked.map((r, position) => [r.index, position]));
  return [...chosen]
    .sort(
      (a, b) =>
        CATEGORY_FLOW.indexOf(candidates[a].question.category) - CATEGORY_FLOW.indexOf(candidates[b].question.category) ||
        rank.get(a)! - rank.get(b)!,
    )
    .map((index) => candidates[index].question);
}
