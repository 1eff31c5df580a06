import type { SkillGapCategory, SkillLevel } from '../../schemas/skill-gap';
import { levelRank } from './skill-level';

/**
 * Study-and-practice hours for one level step, by category. Tools are learned in days, a
 * technical skill in weeks, domain knowledge and credentials take longest; leadership and soft
 * skills are practised on the job, so their hours count deliberate practice, not elapsed time.
 */
export const HOURS_PER_STEP: Record<SkillGapCategory, number> = {
  tool: 8,
  soft: 10,
  technical: 20,
  leadership: 20,
  domain: 30,
  certification: 40,
};

/**
 * Each step costs more than the one before it: reaching beginner is 1 unit, intermediate 2 more,
 * advanced 3 more, expert 4 more (so none → advanced in a technical skill is 20 × 6 = 120 hours).
 */
const STEP_WEIGHT = [0, 1, 2, 3, 4];

export function learningHours(category: SkillGapCategory, current: SkillLevel, required: SkillLevel): number {
  let units = 0;
  for (let rank = levelRank(current) + 1; rank <= levelRank(required); rank++) units += STEP_WEIGHT[rank];
  return units * HOURS_PER_STEP[category];
}

/** A part-time learner's pace: about eight hours a week next to a job. */
export const HOURS_PER_WEEK = 8;

export function weeksFor(hours: number): number {
  return Math.ceil(hours / HOURS_PER_WEEK);
}
