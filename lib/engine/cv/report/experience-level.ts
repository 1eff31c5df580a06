import type { ExperienceLevel } from '../knowledge/types';
import { careerJobs, type TimelineFacts } from '../facts';
import { seniorityRank } from '../score/seniority';

/**
 * Experience level from years worked and the most senior title held:
 * by years, < 2 entry, < 5 mid, < 15 senior, 15+ lead (a staff nurse or developer of twelve
 * years is paid as senior, not as a lead, until a title says so); a title raises it (senior titles with
 * 3+ years → senior, lead/manager titles with 6+ years → lead, director and above with 10+
 * years → executive), never lowers it. The one exception: a current junior, graduate or
 * trainee title with under 5 years is the entry level ("Junior Developer" after an internship
 * is not paid as a mid-level developer).
 */
export function experienceLevel(timeline: TimelineFacts): ExperienceLevel {
  const yrs = timeline.experienceMonths / 12;
  // a summer or part-time role beside the main job ("Summer Camp Director") says nothing of the career's level
  const jobs = careerJobs(timeline);
  const rank = Math.max(-1, ...jobs.map((j) => seniorityRank(j.title)));
  let level: ExperienceLevel = yrs < 2 ? 'entry' : yrs < 5 ? 'mid' : yrs < 15 ? 'senior' : 'lead';
  const latest = jobs.filter((r) => r.start !== null).sort((a, b) => b.start! - a.start! || a.index - b.index)[0];
  if (latest && seniorityRank(latest.title) <= 1 && yrs < 5) level = 'entry';
  const order: ExperienceLevel[] = ['entry', 'mid', 'senior', 'lead', 'executive'];
  const raise = (to: ExperienceLevel) => {
    if (order.indexOf(to) > order.indexOf(level)) level = to;
  };
  if (rank >= 5 && yrs >= 10) raise('executive');
  if (rank >= 4 && yrs >= 6) raise('lead');
  if (rank >= 3 && yrs >= 3) raise('senior');
  return level;
}
