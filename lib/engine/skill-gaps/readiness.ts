import type { LearningStep } from '../../schemas/skill-gap';
import type { Assessment } from './assess-skills';
import { HOURS_PER_WEEK } from './learning-hours';
import { levelRank } from './skill-level';

/**
 * Weighted coverage of the role's requirements, 0–100. Essential requirements (required skills,
 * leadership for managers, licences in regulated fields) weigh 70%, preferred hard skills 20%,
 * the remaining soft skills and nice-to-haves (optional credentials, generic office software) 10%. Each requirement earns the share of
 * its required level the CV reaches (intermediate of advanced = 2/3). An empty group's weight
 * goes to the others, so a role without preferred skills is not capped at 80.
 * `closed` lists skills to count as learned, for projections along the learning path.
 */
export function overallReadiness(assessments: Assessment[], closed: ReadonlySet<string> = new Set()): number {
  const groups: Array<{ weight: number; items: Assessment[] }> = [
    { weight: 0.7, items: assessments.filter((a) => a.requirement.essential) },
    { weight: 0.2, items: assessments.filter((a) => !a.requirement.essential && !a.requirement.niceToHave && a.requirement.kind === 'preferred') },
    { weight: 0.1, items: assessments.filter((a) => !a.requirement.essential && (a.requirement.niceToHave || a.requirement.kind !== 'preferred')) },
  ].filter((g) => g.items.length > 0);
  const totalWeight = groups.reduce((sum, g) => sum + g.weight, 0);
  if (totalWeight === 0) return 0;
  let score = 0;
  for (const group of groups) {
    const credit = group.items.reduce((sum, a) => sum + requirementCredit(a, closed), 0) / group.items.length;
    score += (group.weight / totalWeight) * credit;
  }
  return Math.round(score * 100);
}

function requirementCredit(assessment: Assessment, closed: ReadonlySet<string>): number {
  if (closed.has(assessment.requirement.name)) return 1;
  const required = levelRank(assessment.requirement.requiredLevel);
  if (required === 0) return 1;
  return Math.min(1, levelRank(assessment.current) / required);
}

/**
 * With no target role, no profile for the CV's own titles and no job match, nothing was measured:
 * "ready now" (or readiness 0%) would be a verdict the CV does not support.
 */
export const UNMEASURED = 'not estimated: no target role was given and no role profile matches the CV; name a target role to measure against';

/** "about 4 months (≈ 150 hours at 8 h/week)" */
export function timeToReady(hours: number): string {
  if (hours <= 0) return 'ready now: no gaps above low priority';
  const weeks = Math.ceil(hours / HOURS_PER_WEEK);
  const pace = `(≈ ${hours} hours at ${HOURS_PER_WEEK} h/week)`;
  if (weeks < 9) return `about ${weeks} week${weeks === 1 ? '' : 's'} ${pace}`;
  const months = Math.round(weeks / 4.345);
  if (months < 18) return `about ${months} months ${pace}`;
  const years = Math.round((weeks / 52) * 2) / 2;
  return `about ${years} years ${pace}`;
}

const HORIZONS = { three_months: 13, six_months: 26, one_year: 52 } as const;

/**
 * What the learning path has covered by 3, 6 and 12 months at the weekly pace, and the readiness
 * the CV would then show if each finished step became evidence on it.
 */
export function readinessTimeline(
  path: LearningStep[],
  assessments: Assessment[],
  targetRole: string,
): { three_months: string; six_months: string; one_year: string } {
  const now = overallReadiness(assessments);
  const describe = (weeks: number): string => {
    if (assessments.length === 0) return UNMEASURED;
    if (path.length === 0) return `Ready for ${targetRole} roles now (readiness ${now}%): keep the CV's evidence current.`;
    const done: string[] = [];
    let elapsed = 0;
    let inProgress: string | null = null;
    for (const step of path) {
      if (elapsed + step.estimated_weeks <= weeks) done.push(step.skill_name);
      else if (elapsed < weeks && !inProgress) inProgress = step.skill_name;
      elapsed += step.estimated_weeks;
    }
    const projected = overallReadiness(assessments, new Set(done));
    const covered = done.length > 0 ? `Covered: ${done.join(', ')}` : 'No step finished yet';
    const working = inProgress ? `; in progress: ${inProgress}` : '';
    const remaining = path.length - done.length;
    const rest = remaining > 0 ? ` (${remaining} of ${path.length} steps still to go)` : ' (the whole path)';
    const verdict = remaining === 0 ? ` Ready to apply for ${targetRole} roles.` : '';
    return `${covered}${working}${rest}. Projected readiness ${projected}% (today ${now}%).${verdict}`;
  };
  return {
    three_months: describe(HORIZONS.three_months),
    six_months: describe(HORIZONS.six_months),
    one_year: describe(HORIZONS.one_year),
  };
}
