import { existsSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR } from '../paths';
import { readExpectedFolder, readOfflineCvFolder } from '../../lib/engine/output-checks/labelled-files';
import type { Corpus, CorpusItem } from '../types';
import { FIXTURE_OCCUPATIONS } from './fixture-roles';
import { FIXTURE_SALARY_MARKETS, FIXTURE_SKILLS } from './fixture-skills';

/** The layout fixtures (one per layout family and language), labelled in OfflineCV's format. */
export const LAYOUTS_DIR = path.join(FIXTURES_DIR, 'layouts');

function layoutItems(): CorpusItem[] {
  if (!existsSync(path.join(LAYOUTS_DIR, 'labels.json'))) return [];
  return readOfflineCvFolder(LAYOUTS_DIR).map((item) => ({ ...item, file: `layouts/${item.file}` }));
}

export const fixtures: Corpus = {
  name: 'fixtures',
  description: "the engine's own fixtures (lib/engine/cv/fixtures): the original CVs, CVs of professions and countries for the knowledge checks (txt-world-*), and the layout families of fixtures/layouts",
  silver: false,
  unavailable: () => null,
  load: () =>
    [...readExpectedFolder(FIXTURES_DIR), ...layoutItems()].map((item) => {
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
