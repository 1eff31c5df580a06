import type { ScoringContext } from './context';
import { median } from '../median';
import { clamp, toScore } from './numbers';
import { suggestion } from './suggestion';
import type { DimensionScore, SuggestionItem } from './types';
import { careerJobs, datedRoles, monthLabel, type TimelineRole } from '../facts';
import { seniorityRank } from './seniority';

type TimelineJob = TimelineRole & { rank: number };

/** Median tenure that earns full marks: two years shows delivery in a role. */
const TENURE_FOR_FULL_MARKS = 24;

const label = (j: TimelineJob) => [j.title, j.employer && `at ${j.employer}`].filter(Boolean).join(' ') || 'a role';

/**
 * Career progression over dated roles, oldest first:
 * score = 100 × (0.35 × trend + 0.35 × growth + 0.30 × tenure), where
 * trend = 0.5 + (rises − drops) / (2 × transitions) in title seniority between consecutive roles
 * (0.5 for a single role); growth = min(1, (seniority gained + 0.5 × promotions at the same
 * employer) / 2) (0.4 for a single role); tenure = min(1, median months per role / 24).
 * No roles scores 0.
 */
export function scoreCareerProgression(ctx: ScoringContext): DimensionScore {
  // side roles (a summer job beside the main one) are no step of the career
  const jobs: TimelineJob[] = datedRoles({ roles: careerJobs(ctx.timeline) }).map((r) => ({ ...r, rank: seniorityRank(r.title) }));
  if (jobs.length === 0) {
    // "no dated roles" is said only when the page shows none; otherwise the dates could not be read
    const roles = ctx.timeline.roles;
    const absent =
      ctx.facts.sections.presence.experience === 'absent' || (ctx.facts.readable && roles.length > 0 && roles.every((r) => !r.hasDateText));
    // with no role read at all there are no dates to call unreadable: say only what was not read
    const noneRead = !absent && roles.length === 0;
    return {
      score: 0,
      explanation: absent
        ? 'No dated work experience was found, so progression cannot be shown.'
        : noneRead
          ? 'No role with a title or employer and dates was read from this CV, so progression cannot be shown.'
          : 'The dates of the roles could not be read from this file, so progression cannot be shown.',
      top_strength: 'None yet',
      top_weakness: absent ? 'No dated roles' : noneRead ? 'No role read with its dates' : 'Role dates not readable',
      suggestions: [suggestion('high', 'experience', 'Date your roles', 'Give each role its title, employer and start and end month so progression is visible.')],
    };
  }
  let rises = 0;
  let drops = 0;
  const promotions: Array<[TimelineJob, TimelineJob]> = [];
  for (let i = 1; i < jobs.length; i++) {
    const [prev, next] = [jobs[i - 1], jobs[i]];
    if (next.rank > prev.rank) {
      rises++;
      if (prev.employer && next.employer && prev.employer.toLowerCase() === next.employer.toLowerCase()) promotions.push([prev, next]);
    } else if (next.rank < prev.rank) drops++;
  }
  const transitions = jobs.length - 1;
  const first = jobs[0];
  const last = jobs[jobs.length - 1];
  const trend = transitions ? clamp(0.5 + (rises - drops) / (2 * transitions), 0, 1) : 0.5;
  const growth = transitions ? clamp((last.rank - first.rank + 0.5 * promotions.length) / 2, 0, 1) : 0.4;
  const tenures = jobs.map((j) => j.months).filter((m): m is number => m !== null);
  const medianTenure = median(tenures);
  const tenure = Math.min(1, medianTenure / TENURE_FOR_FULL_MARKS);
  const score = toScore(100 * (0.35 * trend + 0.35 * growth + 0.3 * tenure));
  const suggestions: SuggestionItem[] = [];
  if (promotions.length === 0 && rises > 0) {
    suggestions.push(suggestion('low', 'experience', 'Make growth explicit', `Your titles rise from "${first.title}" to "${last.title}"; state the scope that grew with each move (team, budget, systems owned).`));
  }
  if (drops > 0) {
    suggestions.push(suggestion('low', 'experience', 'Explain step-downs in title', `${drops} move${drops > 1 ? 's' : ''} went to a title that reads as less senior; name the larger scope or employer that justified it.`));
  }
  if (medianTenure < 12 && tenures.length > 1) {
    suggestions.push(suggestion('medium', 'experience', 'Address short tenures', `Median tenure is ${Math.round(medianTenure)} months; label contracts as such and group short engagements under one heading.`));
  }
  return {
    score,
    explanation: `${jobs.length} dated roles from ${monthLabel(first.start!)}: ${rises} step${rises === 1 ? '' : 's'} up and ${drops} down in title seniority, ${promotions.length} internal promotion${promotions.length === 1 ? '' : 's'}, median tenure ${Math.round(medianTenure)} months.`,
    top_strength: promotions[0]
      ? `Promoted at ${promotions[0][1].employer}: ${promotions[0][0].title} → ${promotions[0][1].title}`
      : rises > 0
        ? `Titles rise from ${label(first)} to ${label(last)}`
        : medianTenure >= TENURE_FOR_FULL_MARKS
          ? `Stable tenure (median ${Math.round(medianTenure)} months)`
          : `Current level: ${label(last)}`,
    top_weakness:
      drops > 0
        ? `${drops} step${drops > 1 ? 's' : ''} down in title seniority`
        : medianTenure < 12 && tenures.length > 1
          ? `Short median tenure of ${Math.round(medianTenure)} months`
          : rises === 0 && transitions > 0
            ? 'Titles show no rise in seniority'
            : 'No progression concerns',
    suggestions,
  };
}
