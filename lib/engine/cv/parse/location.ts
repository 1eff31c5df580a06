import { lookupSkill } from '../knowledge';
import { countryNamed, townsNamed, type TownSize } from './gazetteer';
import { AU_STATES, CA_PROVINCES, CITIES, COUNTRY_NAMES, MX_SHARED_STATE_CODES, REGIONS_OF, US_STATES } from './location-data';
import { LEGAL_FORM_ONLY } from './legal-form';
import { employerScore, hasTitleWord } from './job-title-words';
import { fold, wordCount } from './text-shape';

export interface Place {
  /** as written, e.g. "Austin, TX" */
  text: string;
  country: string | null;
}

const COUNTRY_ABBREVIATIONS = new Map(Object.entries(COUNTRY_NAMES));
/** Country names in eight languages (i18n-iso-countries) and the short forms CVs use ("UK", "U.S.A."). */
const COUNTRY_BY_NAME = { get: (name: string) => COUNTRY_ABBREVIATIONS.get(name) ?? countryNamed(name) ?? undefined, has: (name: string) => COUNTRY_ABBREVIATIONS.has(name) || countryNamed(name) !== null };
const NAME_WORD = `[\\p{Lu}][\\p{L}.'’-]*(?:\\s+(?:[\\p{Lu}][\\p{L}.'’-]*|de|do|da|am|an|der|sur|upon|del|la|le))*`;
/** …, a postcode after the region: "Austin, TX 78701", "Toronto, ON M5V 2T6", and a template's placeholder "Treeville, NE 68xxx" */
const CITY_COMMA_REGION = new RegExp(`^(${NAME_WORD}),\\s*([\\p{L}][\\p{L}.'’ ,-]*?)(?:\\s+(?=[A-Z]*\\d)[A-Z0-9]{3,4}(?:\\s?[A-Z0-9]{3})?|\\s+\\d{4,5}(?:-\\d{4})?|\\s+\\d{2,3}x{2,3})?$`, 'u');
const POSTCODE_CITY = new RegExp(`^(?:[A-Z]{1,2}-)?(?:\\d{2}-?\\d{3}|\\d{3}\\s\\d{2})\\s+(${NAME_WORD})(?:,\\s*(.+))?$|^\\d{4,5}(?:-\\d{3})?\\s+(${NAME_WORD})(?:,\\s*(.+))?$`, 'u');
/** A Dutch postcode (four digits, two capitals) before the town: "3011 BH Rotterdam", "1017AB Amsterdam". */
const NL_POSTCODE_TOWN = new RegExp(`^\\d{4}\\s?[A-Z]{2}\\s+(${NAME_WORD})$`, 'u');
/** Brazil writes the state's code after the town and a slash or dash: "São Paulo/SP", "Campinas - SP". */
const BR_TOWN_STATE = new RegExp(`^(${NAME_WORD})\\s*[/–-]\\s*(AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)$`, 'u');
/**
 * Italy writes its five-digit CAP before the town and the province's two capitals in brackets
 * after it: "20871 Vimercate (MB)" is in Monza e Brianza, not Manitoba. No other country joins
 * these three in this order (Spain brackets a province's whole name, France a number).
 */
const IT_CAP_TOWN_PROVINCE = new RegExp(`^\\d{5}\\s+${NAME_WORD}\\s*\\([A-Z]{2}\\)$`, 'u');
/**
 * A British postcode (its shape is the UK's alone) after the town: "Manchester M1 2AB", "London, SW1A 1AA".
 * The inward part is sometimes typed in small letters ("M21 4bs"); the outward part keeps its capitals.
 */
const UK_TOWN_POSTCODE = new RegExp(`^${NAME_WORD},?\\s+[A-Z]{1,2}\\d[A-Z\\d]?\\s*\\d(?:[A-Z]{2}|[a-z]{2})$`, 'u');
/** Job boards write a place as country, region and town: "US-NJ-Jersey City", "US-CA-San Jose". */
const BOARD_PLACE = /^([A-Z]{2})-([A-Z]{2})-(\p{Lu}[\p{L}.' ]{1,40})$/u;
/** An Irish Eircode after the town (and Dublin postal district): "Dublin 9, D09 X8Y2", "Naas W91 AB12". */
const IE_TOWN_EIRCODE = new RegExp(`^${NAME_WORD}(?:\\s+\\d{1,2}W?)?(?:,\\s*(?:Co\\.?|County)\\s+\\p{Lu}\\p{L}+)?,?\\s+(?:[AC-FHKNPRTV-Y]\\d{2}|D6W)\\s?[\\dAC-FHKNPRTV-Y]{4}$`, 'u');
/** A known city with its postal district or arrondissement: "Dublin 15", "Dublin 6W", "Paris 11e", "Lyon 3ème". */
const CITY_DISTRICT = new RegExp(`^(${NAME_WORD})\\s+\\d{1,2}(?:W|e|er|ème|eme)?$`, 'u');
/** Irish counties are written with "Co." or "County": "Naas, Co. Kildare". */
const IE_COUNTY = /^(?:co\.?|county)\s+(carlow|cavan|clare|cork|donegal|dublin|galway|kerry|kildare|kilkenny|laois|leitrim|limerick|longford|louth|mayo|meath|monaghan|offaly|roscommon|sligo|tipperary|waterford|westmeath|wexford|wicklow)$/;
/** Australian addresses put the state after the suburb without a comma: "Melbourne VIC 3000". */
const AU_CITY_STATE = new RegExp(`^${NAME_WORD}\\s+(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)(?:\\s+\\d{4})?$`, 'u');
/** a label before the place; a whole word, so "Hometown" and "Ortonville" keep their names */
const LABEL = /^(?:(?:current|present|preferred)\s+location|location|address|based in|home|residence|wohnort|adresse|anschrift|ort|ubicacion|direccion|localizacao|endereco|localisation|woonplaats|indirizzo|lokalizacja|adres)\b\s*[:\-]?\s*/i;

/**
 * The country of a town from the GeoNames gazetteer (and the exonyms of location-data:
 * "München", "Lisboa"). `size` bounds how small a town may be for the context: a bare name
 * must be a city, a name beside a region or a postcode may be a small town.
 */
function townCountry(name: string, size: TownSize, country?: string | null): string | null {
  const exonym = CITIES[fold(name)];
  if (exonym && (!country || exonym === country)) return exonym;
  const towns = townsNamed(name).filter((t) => t.size <= size);
  if (country) return towns.some((t) => t.country === country) ? country : null;
  return towns[0]?.country ?? null;
}
const cityCountry = (city: string) => townCountry(city, 0);

/** The country of a region written after a city: a US state, Canadian province, Australian state or country. */
function regionCountry(region: string, city: string): string | null {
  const folded = fold(region);
  // "Maharashtra, IN", "Karnataka, IN": a region written with its country's ISO code (a job board's export), not Indiana
  const isoOfCity = REGIONS_OF[fold(city)];
  if (isoOfCity && region.trim() === isoOfCity) return isoOfCity;
  const country = COUNTRY_BY_NAME.get(folded) ?? REGIONS_OF[folded] ?? (IE_COUNTY.test(folded) ? 'IE' : undefined);
  if (country) return country;
  // "Pune, IN": a job board writes the country's ISO code, which a US state shares; a town known there and not in the US settles it
  const iso = region.trim();
  if (/^[A-Z]{2}$/.test(iso) && iso !== 'US' && townCountry(city, 2, iso) && !townCountry(city, 2, 'US')) return iso;
  // "Sebastopol, Ca": a state's code in mixed case after a town the gazetteer knows in that state's country
  // (the first town of the name may be elsewhere: Sevastopol); "Berlin, De" stays Germany's
  if (/^[A-Z][a-z]$/.test(region.trim()) && townCountry(city, 2) !== region.trim().toUpperCase()) {
    const code = region.trim().toUpperCase();
    const where = (['US', 'CA', 'AU'] as const).find((c) => ({ US: US_STATES, CA: CA_PROVINCES, AU: AU_STATES })[c][code] && townCountry(city, 2, c));
    if (where) return where;
  }
  const knownCity = townCountry(city, 2);
  // "NJ", "N.J.", and "Ca" after a town the gazetteer knows in North America or Australia
  const bare = region.trim().replace(/^([A-Z])\.([A-Z])\.$/, '$1$2');
  const code = bare.toUpperCase();
  if (/^[A-Z]{2,3}$/.test(bare) || (/^[A-Z][a-z]$/.test(bare) && knownCity !== null && ['US', 'CA', 'AU'].includes(knownCity))) {
    // "WA" and "NT" exist in two countries; a known city settles it.
    const candidates = [US_STATES[code] && 'US', CA_PROVINCES[code] && 'CA', AU_STATES[code] && 'AU'].filter(Boolean) as string[];
    if (knownCity && candidates.includes(knownCity)) return knownCity;
    // "Monterrey, N.L.": a city known elsewhere and in none of the code's countries is no town of
    // theirs (Nuevo León, not Newfoundland); the city's own country is read after this
    if (cityCountry(city) && !candidates.some((c) => townCountry(city, 2, c))) return null;
    return candidates[0] ?? null;
  }
  const byName = (table: Record<string, string>) => Object.values(table).includes(folded);
  if (byName(US_STATES)) return 'US';
  if (byName(CA_PROVINCES)) return 'CA';
  if (byName(AU_STATES)) return 'AU';
  return null;
}

/** Reads one field ("Austin, TX", "Berlin, Germany", "10115 Berlin", "Toronto") as a place. */
/** LinkedIn's metro names: "San Francisco Bay Area", "Greater Boston Area", "Greater London". */
const METRO_AREA = /^(?:greater\s+)?(.+?)(?:\s+(?:bay\s+area|metropolitan\s+area|metro\s+area|metro|area))?$/i;

/** A place as written in a CV ("Noida, Uttar Pradesh 201301") is far shorter; longer text is not one. */
const MAX_PLACE_CHARS = 80;

/** Europass tags each address with its kind: "…, Lyon, France (Domicile)", "…, Dublin, Ireland (Home)". */
const ADDRESS_KIND = /\((?:home|work|domicile|travail|casa|domicilio|trabajo|lavoro|privat|zuhause|arbeit|thuis|werk)\)$/i;

export function parsePlace(field: string): Place | null {
  if (field.length > 2 * MAX_PLACE_CHARS) return null;
  const text = field.replace(LABEL, '').replace(/^[\s📍⌂]+/u, '').trim().replace(ADDRESS_KIND, '').trim();
  if (text.length > MAX_PLACE_CHARS) return null;
  // USAJOBS writes the country after a ZIP code: "Alexandria, VA 22310 US", "Washington, DC 20472 United States"
  const zipCountry = text.match(/^(.*,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?)\s+(?:US|USA|United States(?: of America)?)$/);
  if (zipCountry) {
    const place = parsePlace(zipCountry[1]);
    return place?.country === 'US' ? { text: zipCountry[1], country: 'US' } : null;
  }
  // An Indian PIN code (six digits) after the place: "Noida, Uttar Pradesh 201301", "Pune 411 001"
  const pin = text.match(/^(.*\p{L}.*?)[\s,–-]+\d{3}\s?\d{3}$/u);
  if (pin) {
    const place = parsePlace(pin[1]);
    return place && { text, country: place.country };
  }
  // "Bishnupur, MANIPUR, 722122, IN", "Sebastopol, Ca, 95472", "North York, ON, M2N 4P6": the postcode as a field of its own
  const parts = text.split(/,\s*/);
  // "Pune- 411007, Maharashtra, India": the PIN glued to the town inside the address
  const pinned = parts.slice(0, -1).findIndex((part) => /\p{L}[\s–-]+\d{3}\s?\d{3}$/u.test(part));
  if (pinned >= 0) {
    const unpinned = parts.map((part, i) => (i === pinned ? part.replace(/[\s–-]+\d{3}\s?\d{3}$/, '') : part));
    const place = parsePlace(unpinned.join(', '));
    return place && { text: text.replace(/(\p{L})\s*[–-]\s*(\d{3}\s?\d{3}),/u, '$1 $2,'), country: place.country };
  }
  const withoutCode = parts.filter((part) => !POSTCODE_PART.test(part));
  if (withoutCode.length > 0 && withoutCode.length < parts.length) {
    const place = parsePlace(withoutCode.join(', '));
    return place && { text, country: place.country };
  }
  if (!text || text.length > 60 || /[@\d]{6,}|https?:|www\./.test(text)) return null;
  if (IT_CAP_TOWN_PROVINCE.test(text)) return { text, country: 'IT' };
  // Québec writes the province in brackets: "Montréal (Québec)".
  const bracketed = text.match(/^([^()]+?)\s*\(([^()]+)\)$/);
  if (bracketed) {
    const place = parsePlace(`${bracketed[1]}, ${bracketed[2]}`);
    return place && { text, country: place.country };
  }
  const metro = text.match(METRO_AREA);
  if (metro && metro[1] !== text && /^\p{Lu}/u.test(metro[1]) && cityCountry(metro[1])) return { text, country: cityCountry(metro[1]) };
  // A Philippine chartered city is written with its status: "Dumaguete City", "Iloilo City" (not "Manchester City", a club)
  const chartered = text.match(/^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?)\s+City$/u);
  if (chartered && cityCountry(chartered[1]) === 'PH') return { text, country: 'PH' };
  if (UK_TOWN_POSTCODE.test(text)) return { text, country: 'GB' };
  const board = text.match(BOARD_PLACE);
  if (board) {
    const place = parsePlace(`${board[3]}, ${board[2]}`);
    return place?.country === board[1] ? { text, country: place.country } : null;
  }
  const dutch = text.match(NL_POSTCODE_TOWN);
  if (dutch && townCountry(dutch[1], 2, 'NL')) return { text, country: 'NL' };
  const brazilian = text.match(BR_TOWN_STATE);
  if (brazilian && townCountry(brazilian[1], 2, 'BR')) return { text, country: 'BR' };
  if (IE_TOWN_EIRCODE.test(text)) return { text, country: 'IE' };
  const district = text.match(CITY_DISTRICT);
  if (district && cityCountry(district[1])) return { text, country: cityCountry(district[1]) };
  const comma = text.match(CITY_COMMA_REGION);
  // "Sr. Web Developer North Hollywood, CA" is a title before a town, not a town
  if (comma && wordCount(comma[1]) >= 3 && hasTitleWord(comma[1])) return null;
  // "Wipro Technologies, Canada", "CGI, Canada": an employer and its country, unless the gazetteer knows the name as a town
  if (comma && (employerScore(comma[1]) > 0 || /^[A-Z]{2,5}$/.test(comma[1])) && !townCountry(comma[1], 2)) return null;
  // "Sovena Portugal, S.A.": a legal form after the comma ends an employer's name; South Australia's "S.A." follows a
  // town known there, and two capitals are a state's code ("Denver, CO")
  if (comma && LEGAL_FORM_ONLY.test(comma[2].trim()) && !/^[A-Z]{2}$/.test(comma[2].trim()) && !townCountry(comma[1], 2, 'AU')) return null;
  // "Col. Del Valle, Benito Juárez, Ciudad de México": a district named as one before a whole place is a part of it
  // "Minato-ku, Tokyo", "Mapo-gu, Seoul": a Japanese or Korean ward, named by its suffix, before its city
  const inner = comma && (DISTRICT_WORD.test(comma[1]) || WARD.test(comma[1].trim())) ? parsePlace(comma[2]) : null;
  if (inner) return { text, country: inner.country };
  if (comma) {
    const parts = comma[2].split(',').map((p) => p.trim());
    // "City, Region, Country" must end in a country; "Acme, Denver, CO" is an employer and a place.
    if (parts.length > 2) return null;
    const last = parts[parts.length - 1];
    // "Sulthan Bathery, Kerala, Kerala": the region written twice, as job boards fill their fields
    const sameRegion = parts.length === 2 && REGIONS_OF[fold(parts[0])] !== undefined && REGIONS_OF[fold(parts[0])] === REGIONS_OF[fold(last)];
    // "Bengaluru, Karnataka, IN": the region's country by its ISO code
    const isoCountry = parts.length === 2 && REGIONS_OF[fold(parts[0])] !== undefined && REGIONS_OF[fold(parts[0])] === last;
    if (parts.length === 2 && !COUNTRY_BY_NAME.has(fold(last)) && !sameRegion && !isoCountry) return null;
    if (isoCountry) return { text, country: last };
    // "Nubank, São Paulo" is an employer and its city, not a city and its region.
    // (A state's code is no city: "Hometown, KS 66202".)
    // A city-state is a country first: "Tampines, Singapore" is a district of it (an employer before a
    // country was turned away above by its name's words).
    // A postcode after the city makes it an address: "Riccarton, Christchurch 8011" is a suburb and its city.
    const postcoded = /\d/.test(text);
    // "Nueva Córdoba, Córdoba", "Colonia Roma, Ciudad de México": a district named as one, before its city
    if (parts.length === 1 && !postcoded && cityCountry(last) && isDistrictOf(comma[1], last)) return { text, country: cityCountry(last) };
    if (parts.length === 1 && !/^[A-Z]{2}$/.test(last) && cityCountry(last) && !cityCountry(comma[1]) && !COUNTRY_BY_NAME.has(fold(last)) && !postcoded) return null;
    const country = regionCountry(last, comma[1]) ?? (parts.length > 1 ? regionCountry(parts[0], comma[1]) : null) ?? (postcoded && parts.length === 1 ? cityCountry(last) : null);
    if (country) return { text, country };
    // "Spring, Hibernate" is a list of tools that opens on a town's name, not a town and its region
    const known = townCountry(comma[1], 1);
    if (known && !(last.length >= 4 && lookupSkill(last))) return { text, country: known };
  }
  // "Comarch SA" is a company (société anonyme), not a town in South Australia: without a postcode the town must be known there
  const australian = text.match(AU_CITY_STATE);
  if (australian && (/\d{4}$/.test(text) || townCountry(text.replace(/\s+[A-Z]{2,3}$/, ''), 2, 'AU'))) return { text, country: 'AU' };
  const postcode = text.match(POSTCODE_CITY);
  if (postcode) {
    const city = postcode[1] ?? postcode[3];
    const rest = postcode[2] ?? postcode[4];
    // "1255 University, Montreal, QC": a house number and its street before the town, not a postcode and a town
    const street = rest?.includes(',') ? parsePlace(rest) : null;
    if (street) return street;
    // "70563 Stuttgart-Vaihingen": German addresses join the district to its town with a hyphen
    const town = townCountry(city, 2) ? city : city.split('-')[0];
    const country = (rest && regionCountry(rest, town)) || townCountry(town, 2);
    if (country) return { text, country };
  }
  const alone = COUNTRY_BY_NAME.get(fold(text)) ?? cityCountry(text) ?? regionAlone(text);
  if (alone && /^\p{Lu}/u.test(text)) return { text, country: alone };
  return placePair(text);
}

/** words that open a district's name in Spanish, Portuguese, French and German addresses */
const DISTRICT_WORD = /^(?:barrio|bairro|colonia|col\.|fraccionamiento|quartier|distrito|stadtteil|ortsteil)\s/i;

/** a ward of a Japanese or Korean city, by the suffix its romanised name carries ("Setagaya-ku", "Mapo-gu", "Haeundae-gu") */
const WARD = /^\p{Lu}[\p{L}]+-(?:ku|gu|gun|shi|si|cho|machi|dong)$/u;

/** words that make a part of a city out of its name: "Nueva Córdoba", "Lyon Centre", "Altstadt" */
const DISTRICT_QUALIFIERS = new Set([
  'nueva', 'nuevo', 'vieja', 'viejo', 'centro', 'norte', 'sur', 'este', 'oeste', 'alta', 'alto', 'baja', 'bajo', 'villa', 'vila', 'nova', 'velha',
  'nord', 'sud', 'est', 'ouest', 'centre', 'ville', 'vieux', 'old', 'new', 'north', 'south', 'east', 'west', 'upper', 'lower', 'central', 'downtown',
  'altstadt', 'innenstadt', 'mitte', 'ost', 'sued',
]);

/**
 * Whether a name before a city is one of its districts: it opens on a district's word, or it is
 * the city's own name with a word or two that place a part of it ("Nueva Córdoba", "Córdoba
 * Centro"). A body named after its city ("ETH Zürich", "IFSI Lyon Sud", "Banco de Córdoba") is none.
 */
function isDistrictOf(name: string, city: string): boolean {
  if (DISTRICT_WORD.test(name)) return true;
  const words = fold(name).split(' ');
  const cityWords = fold(city).split(' ');
  for (let i = 0; i + cityWords.length <= words.length; i++) {
    if (!cityWords.every((w, j) => words[i + j] === w)) continue;
    const extra = [...words.slice(0, i), ...words.slice(i + cityWords.length)];
    return extra.length >= 1 && extra.length <= 2 && extra.every((w) => DISTRICT_QUALIFIERS.has(w));
  }
  return false;
}

/** a region code after the town's comma, with its dots and a postcode after it: "N.L.", "WA 6000", "B.C. C.P. 21000" */
const TRAILING_REGION_CODE = /^(.+?),\s*([A-Z])\.?([A-Z])\.?(?:\s+(?:(?:c\.\s?p\.?|cp)\s*)?[A-Z0-9]{3,5}(?:\s?[A-Z0-9]{3})?)?$/i;

/**
 * The countries a place's region code may name when the code is shared ("WA": Washington or
 * Western Australia; "N.L.": Newfoundland and Labrador or Nuevo León) and its town, unknown to
 * the gazetteer in all of them, does not settle it: the CV's other evidence must. Empty otherwise.
 */
export function sharedRegionCountries(place: Place): string[] {
  const m = place.text.match(TRAILING_REGION_CODE);
  if (!m) return [];
  const code = `${m[2]}${m[3]}`.toUpperCase();
  const candidates = (
    [
      ['US', US_STATES],
      ['CA', CA_PROVINCES],
      ['AU', AU_STATES],
      ['MX', MX_SHARED_STATE_CODES],
    ] as const
  ).flatMap(([country, table]) => (table[code] ? [country] : []));
  const town = m[1].replace(LABEL, '').trim();
  if (candidates.length < 2 || candidates.some((c) => townCountry(town, 2, c))) return [];
  return candidates;
}

/** "Palo Alto, CA & Ithaca, NY", "Seoul & London": a job held in two places. */
function placePair(text: string): Place | null {
  const pair = text.match(/^([^&/]+?)\s+(?:&|and|und|et|y|\/)\s+([^&/]+)$/);
  if (!pair) return null;
  const [first, second] = [parsePlace(pair[1]), parsePlace(pair[2])];
  return first && second ? { text, country: first.country } : null;
}

/**
 * A postcode written as a comma field: "722122", "95472", "M2N 4P6", "69xxx" (a template's
 * placeholder), with its label in Mexico, Spain and Brazil ("C.P. 66220", "CEP 05422-000").
 */
const POSTCODE_PART = /^(?:(?:c\.\s?p\.?|cp|cep|plz)\s*)?(?:\d{4,6}|\d{5}-\d{3}|\d{2,3}x{2,3}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i;

/** "Telangana", "California": a state or province written alone (US, Canadian and Australian ones by full name). */
function regionAlone(text: string): string | null {
  const folded = fold(text);
  if (REGIONS_OF[folded] && folded.length > 3) return REGIONS_OF[folded];
  const byName = (table: Record<string, string>) => Object.values(table).includes(folded);
  return byName(US_STATES) ? 'US' : byName(CA_PROVINCES) ? 'CA' : byName(AU_STATES) ? 'AU' : null;
}
