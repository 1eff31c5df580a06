import type { SkillInfo } from '../cv/knowledge/types';
import type { MarketDemand } from '../../schemas/skill-gap';

/**
 * O*NET's Hot Technology and In Demand flags: both → high, one → medium, none → low. Soft and
 * curated skills carry no O*NET flags, so a skill the target role asks for counts as one signal
 * for them; otherwise every soft skill would read as "low demand".
 */
export function marketDemand(info: SkillInfo | null, wantedByRole: boolean): MarketDemand {
  const flagged = !!info && (info.hot || info.inDemand);
  let signals = (info?.hot ? 1 : 0) + (info?.inDemand ? 1 : 0);
  if (!flagged && wantedByRole) signals = 1;
  return signals >= 2 ? 'high' : signals === 1 ? 'medium' : 'low';
}
