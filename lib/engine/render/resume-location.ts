/**
 * The CV's place as the improved CV's header prints it: a town, its region and the country, never
 * a postcode read as the town ("4000-446 Porto", "Melbourne VIC 3000", "Wakefield WF1 2AB") or a
 * country read as one ("Australia"). A header needs no postcode, so it is left out: the town is
 * what an employer reads. What cannot be told apart stays as the CV writes it.
 */
import { countryNamed } from '../cv/parse/gazetteer';
import type { JsonResume } from './json-resume-schema';

type ResumeLocation = NonNullable<JsonResume['basics']['location']>;

/** a continental postcode before the town: "4000-446", "28001", "D-80339", "00-950", "3011 BH" */
const LEADING_POSTCODE = /^(?:[A-Z]{1,2}-)?(?:\d{4}\s?[A-Z]{2}(?=\s)|\d{4,5}(?:-\d{3,4})?|\d{2}-\d{3})\s+(?=\p{L})/u;
/** a UK postcode, an Irish Eircode or a four-to-six-digit code after the town */
const TRAILING_POSTCODE = /\s+(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d{2}\s?[A-Z\d]{4}|\d{4,6})$/;
/** a postcode printed as a field of its own: "London, SW1A 1AA", "Bishnupur, MANIPUR, 722122", "C.P. 66220" */
const POSTCODE_ONLY = /^(?:C\.?\s?P\.?\s*)?(?:[A-Z]{1,2}-)?(?:\d{4,6}(?:-\d{3,4})?|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d{2}\s?[A-Z\d]{4}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/;
/** a state or province code after the town, spaced or slashed: "Sydney NSW", "Belo Horizonte/MG" */
const TRAILING_REGION = /(?:\s+|\/)([A-Z]{2,3})$/;
/** "(France)", "(Québec)" after the town */
const TRAILING_BRACKETS = /\s*\(([^()]+)\)$/;

const isCountry = (name: string) => countryNamed(name) !== null;
/**
 * "4567 Main Street": a house number before a street is no postcode. The word stands alone among
 * letters of any script ("Köln" holds no "ln", as ASCII's \b would have it).
 */
const STREET = /(?<![\p{L}\p{N}])(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|rua|calle|via|straße|strasse|rue)(?![\p{L}\p{N}])\.?/iu;

/** the part of a Philippine address below the town: "Brgy. Talamban", "Barangay San Roque", "Purok 4", "Sitio Malinao" */
const NEIGHBOURHOOD = /^(?:brgy|bgy|barangay|purok|sitio)\b\.?\s*\S/i;

/** a town with its region and postcode is a few words; a longer field is no place to split (and keeps the end-anchored patterns linear) */
const MAX_PLACE = 120;

/** a place name of its own: letters, spaces, dots, apostrophes and hyphens, no digits (no postcode, no street number) */
const PLACE_NAME = /^\p{L}[\p{L}\p{M}\s.'’-]{1,40}$/u;

/** The last named place before a country among the parts after the first, if it is a place name. */
function widerPlace(rest: string[]): string | undefined {
  const places = isCountry(rest.at(-1) ?? '') ? rest.slice(0, -1) : rest;
  const last = places.at(-1);
  return last && PLACE_NAME.test(last) && !isCountry(last) ? last : undefined;
}

export function resumeLocation(location: string | null, country: string | null): JsonResume['basics']['location'] {
  const parts = ((location ?? '').length > MAX_PLACE ? '' : (location ?? ''))
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !POSTCODE_ONLY.test(p));
  // "Brgy. Talamban, Cebu City": a Philippine barangay (or its purok or sitio) is the neighbourhood, the town comes after it
  while (parts.length > 1 && NEIGHBOURHOOD.test(parts[0])) parts.shift();
  const countryCode = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;
  let city = parts[0] ?? '';
  // "Austin, TX" / "Austin, TX, USA": the second part is a US/CA-style region code.
  let region = parts[1] && /^[A-Z]{2,3}$/.test(parts[1]) ? parts[1] : undefined;
  // "Kilimani, Nairobi" / "Colonia, Borough, Big City, Country": the first part is a district, the
  // widest place named before the country is the city or region a reader knows; keep it
  region ??= widerPlace(parts.slice(1));
  const bracket = TRAILING_BRACKETS.exec(city);
  if (bracket) {
    city = city.slice(0, bracket.index);
    if (!isCountry(bracket[1]) && !region) region = bracket[1].trim();
  }
  if (!STREET.test(city)) city = city.replace(LEADING_POSTCODE, '');
  city = city.replace(TRAILING_POSTCODE, '').replace(/[\s,.;:–—-]+$/u, '');
  const state = TRAILING_REGION.exec(city);
  if (state && city.slice(0, state.index).trim()) {
    city = city.slice(0, state.index);
    region ??= state[1];
  }
  city = city.trim();
  // "Sevilla (Sevilla)", "Valencia (Valencia)": a town that gives its province its name prints once
  if (region && city && region.localeCompare(city, undefined, { sensitivity: 'base' }) === 0) region = undefined;
  // "Pune IN": a country's own code after the town is the country, which the header prints already
  if (region && countryCode && (region === countryCode || countryNamed(region) === countryCode)) region = undefined;
  // a lone postcode or a country's name is no town: the country code already says the country
  if (!/\p{L}/u.test(city) || isCountry(city)) city = '';
  if (!city && !countryCode) return undefined;
  const out: ResumeLocation = {};
  if (city) out.city = city;
  if (region) out.region = region;
  if (countryCode) out.countryCode = countryCode;
  return out;
}
