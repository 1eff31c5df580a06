import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR } from '../paths';
import type { Corpus, CorpusItem } from '../types';
import { FIXTURE_OCCUPATIONS } from './fixture-roles';
import { FIXTURE_SALARY_MARKETS, FIXTURE_SKILLS } from './fixture-skills';
import { recordsToItems, type OfflineCvRecord } from './offlinecv';

/** The layout fixtures (one per layout family and language), labelled in OfflineCV's format. */
export const LAYOUTS_DIR = path.join(FIXTURES_DIR, 'layouts');

/** The older fixtures' `<name>.expected.json` (fixtures/corpus.test.ts) read as labels. */
interface ExpectedFile {
  file: string;
  contact: { name: string | null; email: string | null; phone: string | null; location: string | null; country: string | null };
  jobs: { title: string | null; employer: string | null; start: string | null; end: string | null }[];
  education: string[];
  skills: string[];
}

const orUndefined = <T>(value: T | null) => value ?? undefined;

function expectedItems(): CorpusItem[] {
  return readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith('.expected.json'))
    .sort()
    .map((f) => {
      const expected = JSON.parse(readFileSync(path.join(FIXTURES_DIR, f), 'utf8')) as ExpectedFile;
      return {
        file: expected.file,
        bytes: () => new Uint8Array(readFileSync(path.join(FIXTURES_DIR, expected.file))),
        label: {
          name: orUndefined(expected.contact.name),
          email: orUndefined(expected.contact.email),
          phone: orUndefined(expected.contact.phone),
          location: orUndefined(expected.contact.location),
          country: orUndefined(expected.contact.country),
          jobs: expected.jobs.map((job) => ({
            company: job.employer ?? '',
            title: job.title ?? '',
            start: orUndefined(job.start),
            end: orUndefined(job.end),
          })),
          education: expected.education.map((institution) => ({ institution })),
          skills: expected.skills,
        },
      };
    });
}

function layoutItems(): CorpusItem[] {
  const labels = path.join(LAYOUTS_DIR, 'labels.json');
  if (!existsSync(labels)) return [];
  const records = JSON.parse(readFileSync(labels, 'utf8')) as OfflineCvRecord[];
  return recordsToItems(LAYOUTS_DIR, records).map((item) => ({ ...item, file: `layouts/${item.file}` }));
}

export const fixtures: Corpus = {
  name: 'fixtures',
  description: "the engine's own fixtures (lib/engine/cv/fixtures): the original CVs, CVs of professions and countries for the knowledge checks (txt-world-*), and the layout families of fixtures/layouts",
  silver: false,
  unavailable: () => null,
  load: () =>
    [...expectedItems(), ...layoutItems()].map((item) => {
      const occupations = FIXTURE_OCCUPATIONS[item.file];
      const canonical = FIXTURE_SKILLS[item.file];
      const market = FIXTURE_SALARY_MARKETS[item.file];
      return {
        ...item,
        label: {
          ...item.label,
          ...(occupations && { occupations: [...occupations] }),
          ...(canonical && { canonicalSkills: [...canonical] }),
          ...(market && { salaryMarket: market }),
        },
      };
    }),
};
