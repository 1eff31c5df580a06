/**
 * How a report names what the CV was compared with: the occupation the target title matched
 * (O*NET code, the ESCO occupation), the curated profile refining it, and how sure the match is.
 * One wording for the relevance explanation, the analysis description and the salary drivers.
 */
import type { MatchConfidence, TitleMatch } from '../knowledge/types';

const CONFIDENCE: Record<MatchConfidence, string> = {
  exact: 'an exact title match',
  strong: 'a close title match',
  partial: 'a partial title match, so treat the comparison as approximate',
  family: 'no occupation matched',
};

const FAMILY_NAMES: Record<string, string> = {
  customer_service: 'customer service',
  hr: 'HR',
};

export function familyName(family: string): string {
  return FAMILY_NAMES[family] ?? family;
}

/** "Video Game Designer (O*NET 15-1255.01; ESCO: digital games developer)" */
export function occupationName(match: TitleMatch): string {
  const o = match.occupation;
  if (!o) return `the ${familyName(match.family)} family`;
  const esco = o.esco && o.esco.label.toLowerCase() !== o.title.toLowerCase() ? `; ESCO: ${o.esco.label}` : '';
  return `${o.title} (O*NET ${o.soc}${esco})`;
}

/**
 * "Compared with Video Game Designer (O*NET 15-1255.01; ESCO: digital games developer), an exact
 * title match for "Senior Game Developer", refined by the curated Game Developer profile."
 */
export function describeTarget(match: TitleMatch, typed: string): string {
  if (!match.occupation) {
    return `"${typed}" matched no occupation; only the ${familyName(match.family)} family is known (low confidence), so the comparison is general`;
  }
  const refined = match.role && match.role.source !== 'data' ? `, refined by the curated ${match.role.title} profile` : '';
  return `Compared with ${occupationName(match)}, ${CONFIDENCE[match.confidence]} for "${typed}"${refined}`;
}
