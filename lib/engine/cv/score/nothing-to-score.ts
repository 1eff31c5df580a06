import { NOT_MEASURED } from '../../../schemas/not-measured';
import { UNREAD_BULLETS } from './text';
import type { DimensionScore, SuggestionItem } from './types';

/**
 * What a dimension answers when it has nothing to measure: in its own words when the CV has none
 * of what it measures (`absent`), else the one answer every dimension gives for text that is on
 * the page but that the layout kept from being read line by line. Such a score is no verdict
 * (NOT_MEASURED): the overall leaves it out rather than charge the CV for what was not read.
 */
export function nothingToScore(
  absent: boolean,
  own: { explanation: string; weakness: string; unreadWeakness?: string },
  suggestions: SuggestionItem[],
): DimensionScore {
  return {
    score: 0,
    explanation: absent ? own.explanation : UNREAD_BULLETS,
    top_strength: absent ? 'None yet' : NOT_MEASURED,
    top_weakness: absent ? own.weakness : (own.unreadWeakness ?? 'Bullets not readable one by one'),
    suggestions,
  };
}
