/**
 * Regional conventions of a CV: paper, how dates are written, what the document is called and
 * which personal details are customary. Unknown codes resolve to null so the API can reject them
 * with the allowed list (REGIONS).
 */
import { REGIONS } from '../../schemas/generation-options';
import type { CvLanguage } from './languages';

export { REGIONS };

export type PaperSize = 'A4' | 'LETTER';

export interface RegionProfile {
  code: Region;
  name: string;
  paper: PaperSize;
  /** the language most CVs in the region are written in; a suggestion, the request decides */
  defaultLanguage: CvLanguage;
  /** month-name: "Jan 2020" / "janv. 2020"; numeric: "01/2020" as German-speaking CVs write it */
  dateStyle: 'month-name' | 'numeric';
  /** what the document is called, per language; `en` is the fallback */
  documentTitle: { en: string } & Partial<Record<CvLanguage, string>>;
  /**
   * Birth date, nationality, marital status: 'omit' where anti-discrimination practice expects
   * them left out; 'optional' where they are customary but not required. We never hold these
   * facts, so nothing is rendered either way; the flag documents the convention for clients.
   */
  personalDetails: 'omit' | 'optional';
  /** photos are never rendered: the service has none, and US/UK ATS guidance discourages them */
  photo: false;
}

export type Region = (typeof REGIONS)[number];

const english = (title: string) => ({ en: title });

const PROFILES: Record<Region, Omit<RegionProfile, 'code' | 'photo'>> = {
  US: { name: 'United States', paper: 'LETTER', defaultLanguage: 'en', dateStyle: 'month-name', documentTitle: english('Resume'), personalDetails: 'omit' },
  CA: { name: 'Canada', paper: 'LETTER', defaultLanguage: 'en', dateStyle: 'month-name', documentTitle: { en: 'Resume', fr: 'CV' }, personalDetails: 'omit' },
  GB: { name: 'United Kingdom', paper: 'A4', defaultLanguage: 'en', dateStyle: 'month-name', documentTitle: english('CV'), personalDetails: 'omit' },
  IE: { name: 'Ireland', paper: 'A4', defaultLanguage: 'en', dateStyle: 'month-name', documentTitle: english('CV'), personalDetails: 'omit' },
  DE: { name: 'Germany', paper: 'A4', defaultLanguage: 'de', dateStyle: 'numeric', documentTitle: { en: 'CV', de: 'Lebenslauf' }, personalDetails: 'optional' },
  AT: { name: 'Austria', paper: 'A4', defaultLanguage: 'de', dateStyle: 'numeric', documentTitle: { en: 'CV', de: 'Lebenslauf' }, personalDetails: 'optional' },
  CH: { name: 'Switzerland', paper: 'A4', defaultLanguage: 'de', dateStyle: 'numeric', documentTitle: { en: 'CV', de: 'Lebenslauf', fr: 'CV' }, personalDetails: 'optional' },
  FR: { name: 'France', paper: 'A4', defaultLanguage: 'fr', dateStyle: 'month-name', documentTitle: { en: 'CV', fr: 'CV' }, personalDetails: 'optional' },
  BE: { name: 'Belgium', paper: 'A4', defaultLanguage: 'fr', dateStyle: 'month-name', documentTitle: { en: 'CV', fr: 'CV', nl: 'Curriculum Vitae' }, personalDetails: 'optional' },
  ES: { name: 'Spain', paper: 'A4', defaultLanguage: 'es', dateStyle: 'month-name', documentTitle: { en: 'CV', es: 'Currículum Vitae' }, personalDetails: 'optional' },
  NL: { name: 'Netherlands', paper: 'A4', defaultLanguage: 'nl', dateStyle: 'month-name', documentTitle: { en: 'CV', nl: 'Curriculum Vitae' }, personalDetails: 'optional' },
  IT: { name: 'Italy', paper: 'A4', defaultLanguage: 'it', dateStyle: 'numeric', documentTitle: { en: 'CV', it: 'Curriculum Vitae' }, personalDetails: 'optional' },
  PT: { name: 'Portugal', paper: 'A4', defaultLanguage: 'pt', dateStyle: 'month-name', documentTitle: { en: 'CV', pt: 'Curriculum Vitae' }, personalDetails: 'optional' },
  BR: { name: 'Brazil', paper: 'A4', defaultLanguage: 'pt', dateStyle: 'month-name', documentTitle: { en: 'CV', pt: 'Currículo' }, personalDetails: 'optional' },
  PL: { name: 'Poland', paper: 'A4', defaultLanguage: 'pl', dateStyle: 'month-name', documentTitle: { en: 'CV', pl: 'CV' }, personalDetails: 'optional' },
  IN: { name: 'India', paper: 'A4', defaultLanguage: 'en', dateStyle: 'month-name', documentTitle: english('CV'), personalDetails: 'optional' },
  AU: { name: 'Australia', paper: 'A4', defaultLanguage: 'en', dateStyle: 'month-name', documentTitle: english('CV'), personalDetails: 'omit' },
  NZ: { name: 'New Zealand', paper: 'A4', defaultLanguage: 'en', dateStyle: 'month-name', documentTitle: english('CV'), personalDetails: 'omit' },
};

/** Common spellings that are not ISO 3166-1 alpha-2 but mean one of our regions. */
const ALIASES: Record<string, Region> = { UK: 'GB' };

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** The profile for a region code (case-insensitive, "UK" accepted), or null when we do not support it. */
export function resolveRegion(code: string | null | undefined): RegionProfile | null {
  const upper = (code ?? '').trim().toUpperCase();
  const region = ALIASES[upper] ?? upper;
  return isRegion(region) ? { code: region, photo: false, ...PROFILES[region] } : null;
}

export function documentTitle(region: RegionProfile, language: CvLanguage): string {
  return region.documentTitle[language] ?? region.documentTitle.en;
}
