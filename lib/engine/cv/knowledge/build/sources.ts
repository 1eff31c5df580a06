/**
 * Where the knowledge build reads its public data: ../shared/data beside the repository, or
 * SHARED_DIR (its parent), or ONET_DIR / ESCO_DIR / WAGES_DIR one by one. Only the file names
 * below are read; each is raw text, parsed by the builders, so the build stays a pure function of
 * these strings and the curated modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedDir } from '../../../shared-dir';

export const ONET_FILES = {
  technologySkills: 'technology_skills.tsv',
  occupationData: 'occupation_data.tsv',
  alternateTitles: 'alternate_titles.tsv',
  reportedTitles: 'reported_titles.tsv',
  skills: 'skills.tsv',
  knowledge: 'knowledge.tsv',
  jobZones: 'job_zones.tsv',
  education: 'education_training_experience.tsv',
} as const;

export const ESCO_FILES = {
  occupations: 'occupations_en.csv',
  skills: 'skills_en.csv',
  relations: 'occupationSkillRelations.csv',
  occupationsFr: 'labels/occupations_fr.csv',
  occupationsEs: 'labels/occupations_es.csv',
  skillsFr: 'labels/skills_fr.csv',
  skillsEs: 'labels/skills_es.csv',
} as const;

export const WAGE_FILES = {
  oews: 'oews_national.tsv',
  ashe: 'uk_ashe_2024p_soc2020_annual_gross.tsv',
  ilostat: 'ilostat_mean_monthly_earnings_national_ppp.tsv',
  socIsco: 'soc2018_isco08_crosswalk.tsv',
} as const;

export type OnetTexts = Record<keyof typeof ONET_FILES, string>;
export type EscoTexts = Record<keyof typeof ESCO_FILES, string>;
export type WageTexts = Record<keyof typeof WAGE_FILES, string>;

export interface KnowledgeSources {
  onet: OnetTexts;
  esco: EscoTexts;
  wages: WageTexts;
}

export interface SourceDirs {
  onet: string;
  esco: string;
  wages: string;
}

/** the data folders from the environment, defaulting to the shared folder's data/ */
export function sourceDirs(env: NodeJS.ProcessEnv = process.env): SourceDirs {
  const data = path.join(sharedDir(env), 'data');
  return {
    onet: env.ONET_DIR ?? path.join(data, 'onet'),
    esco: env.ESCO_DIR ?? path.join(data, 'esco'),
    wages: env.WAGES_DIR ?? path.join(data, 'wages'),
  };
}

/** whether every source file is present (tests that need them skip, and say so, when not) */
export function sourcesAvailable(dirs: SourceDirs): boolean {
  return missingSources(dirs).length === 0;
}

export function missingSources(dirs: SourceDirs): string[] {
  const wanted = [
    ...Object.values(ONET_FILES).map((f) => path.join(dirs.onet, f)),
    ...Object.values(ESCO_FILES).map((f) => path.join(dirs.esco, f)),
    ...Object.values(WAGE_FILES).map((f) => path.join(dirs.wages, f)),
  ];
  return wanted.filter((f) => !existsSync(f));
}

export function readSources(dirs: SourceDirs): KnowledgeSources {
  const read = <K extends string>(dir: string, files: Record<K, string>) =>
    Object.fromEntries(Object.entries(files).map(([key, file]) => [key, readFileSync(path.join(dir, file as string), 'utf8')])) as Record<K, string>;
  return { onet: read(dirs.onet, ONET_FILES), esco: read(dirs.esco, ESCO_FILES), wages: read(dirs.wages, WAGE_FILES) };
}
