import type { OnetTexts } from './sources';
import { tsvRecords } from './read-csv';

export interface TechnologyRow {
  soc: string;
  example: string;
  commodityTitle: string;
  hot: boolean;
  inDemand: boolean;
}

export interface Occupation {
  soc: string;
  title: string;
}

/** one O*NET element rating (a skill or a knowledge area) of an occupation */
export interface ElementRating {
  soc: string;
  element: string;
  /** importance 1–5 (scale IM) */
  importance: number;
  /** level 0–7 (scale LV) */
  level: number;
}

export interface OnetTables {
  technologies: TechnologyRow[];
  occupations: Occupation[];
  /** [soc, title, source]: alternate and short titles (source "alternate"), incumbents' reported titles ("reported") */
  titles: Array<[string, string, 'alternate' | 'reported']>;
  skills: ElementRating[];
  knowledge: ElementRating[];
  jobZones: Map<string, number>;
  /** soc → share (%) of respondents per category of Required Level of Education (RL 1–12) */
  education: Map<string, number[]>;
  /** soc → share (%) per category of Related Work Experience (RW 1–11) */
  experience: Map<string, number[]>;
}

/** parses the two O*NET tab-separated extracts (header row first) */
export function parseOnet(technologyTsv: string, occupationTsv: string): Pick<OnetTables, 'technologies' | 'occupations'> {
  const technologies = tsvRecords(technologyTsv).map((r) => ({
    soc: r['O*NET-SOC Code'],
    example: r.Example,
    commodityTitle: r['Commodity Title'],
    hot: r['Hot Technology'] === 'Y',
    inDemand: r['In Demand'] === 'Y',
  }));
  const occupations = tsvRecords(occupationTsv).map((r) => ({ soc: r['O*NET-SOC Code'], title: r.Title }));
  return { technologies, occupations };
}

/** every O*NET table the knowledge build uses */
export function parseOnetTables(t: OnetTexts): OnetTables {
  const base = parseOnet(t.technologySkills, t.occupationData);
  const titles: OnetTables['titles'] = [];
  for (const r of tsvRecords(t.alternateTitles)) {
    const soc = r['O*NET-SOC Code'];
    titles.push([soc, r['Alternate Title'], 'alternate']);
    const short = r['Short Title'];
    if (short && short !== 'n/a') titles.push([soc, short, 'alternate']);
  }
  for (const r of tsvRecords(t.reportedTitles)) titles.push([r['O*NET-SOC Code'], r['Reported Job Title'], 'reported']);
  return {
    ...base,
    titles,
    skills: ratings(t.skills),
    knowledge: ratings(t.knowledge),
    jobZones: new Map(tsvRecords(t.jobZones).map((r) => [r['O*NET-SOC Code'], Number(r['Job Zone'])])),
    ...distributions(t.education),
  };
}

/** importance and level of each element, dropping ratings O*NET marks as unreliable or not relevant */
function ratings(tsv: string): ElementRating[] {
  const byKey = new Map<string, ElementRating>();
  for (const r of tsvRecords(tsv)) {
    const soc = r['O*NET-SOC Code'];
    const element = r['Element Name'];
    const key = `${soc}\t${element}`;
    const rating = byKey.get(key) ?? { soc, element, importance: 0, level: 0 };
    const value = Number(r['Data Value']);
    if (r['Scale ID'] === 'IM') rating.importance = value;
    if (r['Scale ID'] === 'LV') rating.level = r['Not Relevant'] === 'Y' ? 0 : value;
    byKey.set(key, rating);
  }
  return [...byKey.values()];
}

function distributions(tsv: string): Pick<OnetTables, 'education' | 'experience'> {
  const education = new Map<string, number[]>();
  const experience = new Map<string, number[]>();
  for (const r of tsvRecords(tsv)) {
    const scale = r['Scale ID'];
    const target = scale === 'RL' ? education : scale === 'RW' ? experience : null;
    if (!target || r['Recommend Suppress'] === 'Y') continue;
    const soc = r['O*NET-SOC Code'];
    const shares = target.get(soc) ?? Array(scale === 'RL' ? 12 : 11).fill(0);
    shares[Number(r.Category) - 1] = Number(r['Data Value']);
    target.set(soc, shares);
  }
  return { education, experience };
}
