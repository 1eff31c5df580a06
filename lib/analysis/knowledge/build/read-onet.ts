import { readFileSync } from 'node:fs';
import path from 'node:path';

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

export interface OnetTables {
  technologies: TechnologyRow[];
  occupations: Occupation[];
}

/** parses the two O*NET tab-separated extracts (header row first) */
export function parseOnet(technologyTsv: string, occupationTsv: string): OnetTables {
  const technologies = rows(technologyTsv).map(([soc, example, , commodityTitle, hot, inDemand]) => ({
    soc,
    example,
    commodityTitle,
    hot: hot === 'Y',
    inDemand: inDemand === 'Y',
  }));
  const occupations = rows(occupationTsv).map(([soc, title]) => ({ soc, title }));
  return { technologies, occupations };
}

export function readOnet(dir: string): OnetTables {
  return parseOnet(
    readFileSync(path.join(dir, 'technology_skills.tsv'), 'utf8'),
    readFileSync(path.join(dir, 'occupation_data.tsv'), 'utf8'),
  );
}

function rows(tsv: string): string[][] {
  return tsv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}
