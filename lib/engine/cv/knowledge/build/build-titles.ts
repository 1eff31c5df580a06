import { titleKey, titleTokens } from '../title-tokens';
import type { EscoOccupationRecord, OccupationRecord } from '../data-files';
import { splitLabel } from './link-esco';
import type { EscoTables } from './read-esco';
import type { OnetTables } from './read-onet';

/** how much a source is trusted when two occupations claim one title: lower wins */
export const TITLE_PRIORITY = {
  /** curated everyday titles and O*NET's own occupation names */
  name: 0,
  /** titles incumbents reported to O*NET, and O*NET's alternate titles */
  onet: 1,
  /** ESCO English preferred labels, then alternative labels */
  escoEn: 2,
  escoEnAlt: 3,
  /** ESCO French and Spanish preferred labels, then alternative labels */
  escoOther: 4,
  escoOtherAlt: 5,
} as const;
const PRIORITY = TITLE_PRIORITY;
const CURATED_VOTES = 100;

interface Claim {
  priority: number;
  /** how many sources list this title for this occupation */
  votes: number;
  esco: number | null;
}

export interface TitleInputs {
  onet: OnetTables;
  esco: EscoTables;
  occupations: readonly OccupationRecord[];
  escoRecords: readonly EscoOccupationRecord[];
  /** occupation names O*NET's title yields (build-occupations occupationNames) */
  names: (onetTitle: string) => string[];
  /** SOC code → curated everyday titles (curated/occupation-titles.ts) */
  curated: Readonly<Record<string, readonly string[]>>;
  /** O*NET code → US employment (OEWS), to prefer the more common job on a tie */
  employment: (soc: string) => number;
}

/**
 * The title lexicon: every title O*NET and ESCO give an occupation, in English, French and
 * Spanish, reduced to its title key (title-tokens.ts) and mapped to one occupation. When several
 * occupations claim a key, the most trusted source wins, then the occupation most sources list it
 * for, then the one more people hold (OEWS employment), then the lower code. Returned as "key\toccupation index\tpriority[\tESCO index]" lines, sorted.
 */
export function buildTitleIndex(input: TitleInputs): string[] {
  const socIndex = new Map(input.occupations.map((o, i) => [o.soc, i]));
  const errors = Object.entries(input.curated).flatMap(([soc, names]) => [
    ...(socIndex.has(soc) ? [] : [`unknown O*NET code ${soc}`]),
    ...names.filter((n) => n !== n.toLowerCase()).map((n) => `${soc}: "${n}" must be lower case`),
  ]);
  if (errors.length > 0) throw new Error(`invalid occupation titles:\n  ${errors.join('\n  ')}`);
  const escoIndex = new Map(input.escoRecords.map((e, i) => [e.uri, i]));
  const claims = new Map<string, Map<string, Claim>>();
  const claim = (title: string, soc: string, priority: number, esco: number | null, votes = 1) => {
    if (!socIndex.has(soc)) return;
    const key = titleKey(titleTokens(title));
    if (!key || key.length > 80) return;
    const byOcc = claims.get(key) ?? new Map<string, Claim>();
    const prior = byOcc.get(soc);
    if (!prior) byOcc.set(soc, { priority, votes, esco });
    else {
      prior.votes += votes;
      if (priority < prior.priority) prior.priority = priority;
      if (prior.esco === null && esco !== null) prior.esco = esco;
    }
    claims.set(key, byOcc);
  };
  for (const o of input.onet.occupations) for (const n of input.names(o.title)) claim(n, o.soc, PRIORITY.name, null);
  // a curated everyday title was written to settle which occupation it names: it outvotes O*NET's names ("buyer")
  for (const [soc, titles] of Object.entries(input.curated)) for (const t of titles) claim(t, soc, PRIORITY.name, null, CURATED_VOTES);
  for (const [soc, title] of input.onet.titles) claim(title, soc, PRIORITY.onet, null);
  for (const o of input.esco.occupations) {
    const index = escoIndex.get(o.uri);
    if (index === undefined) continue;
    const soc = input.escoRecords[index].soc;
    // the first label of each language is the preferred one
    o.labels.en.forEach((label, i) => splitLabel(label).forEach((part) => claim(part, soc, i === 0 ? PRIORITY.escoEn : PRIORITY.escoEnAlt, index)));
    for (const labels of [o.labels.fr, o.labels.es]) {
      labels.forEach((label, i) => splitLabel(label).forEach((part) => claim(part, soc, i === 0 ? PRIORITY.escoOther : PRIORITY.escoOtherAlt, index)));
    }
  }
  const lines: string[] = [];
  for (const [key, byOcc] of claims) {
    const [soc, best] = [...byOcc].sort(
      ([sa, a], [sb, b]) => a.priority - b.priority || b.votes - a.votes || input.employment(sb) - input.employment(sa) || (sa < sb ? -1 : sa > sb ? 1 : 0),
    )[0];
    const fields = [key, socIndex.get(soc), best.priority, ...(best.esco === null ? [] : [best.esco])];
    lines.push(fields.join('\t'));
  }
  return lines.sort();
}
