/** BCP 47 tag for the document's language metadata (PDF /Lang, Word proofing language). */
import type { CvLanguage } from './languages';
import type { RegionProfile } from './regions';

const PRIMARY_TAG: Record<CvLanguage, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', nl: 'nl-NL', pt: 'pt-BR', it: 'it-IT', pl: 'pl-PL' };

/** The region's variant when it writes this language ("en-GB", "de-AT", "fr-BE"), else the main one. */
export function languageTag(language: CvLanguage, region: RegionProfile): string {
  const writesIt = region.defaultLanguage === language || region.documentTitle[language] !== undefined;
  return writesIt ? `${language}-${region.code}` : PRIMARY_TAG[language];
}
