import { townsNamed } from './gazetteer';
import type { Place } from './location';
import { US_STATES } from './location-data';

/**
 * The words that end a street's name, the one vocabulary every street rule reads. These end it
 * wherever they stand: "Lister Lane", "Musterstraße", "Main St.".
 */
const STREET_TYPES = ['street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'ln', 'drive', 'dr', 'boulevard', 'blvd', 'strasse', 'straße', 'weg', 'rue', 'calle', 'avenida'];

/**
 * These end a street's name only after a house number ("17 Jacaranda Crescent", "4 Elm Grove"):
 * alone they are as often a town's or a building's ("Elk Grove, CA", "Earls Court").
 */
const NUMBERED_STREET_TYPES = ['court', 'ct', 'place', 'pl', 'way', 'crescent', 'cres', 'close', 'parade', 'terrace', 'ter', 'grove', 'circuit', 'cct', 'circle', 'cir', 'parkway', 'pkwy', 'highway', 'hwy', 'trail', 'trl'];

/** A building's part of an address, before its street: "Sunrise Building", "3rd Floor". */
const BUILDING_WORDS = ['building', 'bldg', 'floor', 'apartment', 'apt', 'block'];

const alternatives = (words: string[]) => words.join('|');
const ANY_STREET_TYPE = alternatives([...STREET_TYPES, ...NUMBERED_STREET_TYPES]);

/** A street's last word, as a word of its own: "Lane", "Cres.". Only after a house number. */
export const STREET_WORD = new RegExp(`^(?:${ANY_STREET_TYPE})\\.?$`, 'i');

/** A comma part of an address that is a street or a building, never the town: "Mofatteh Street", "2nd Floor". */
// (a letter must not come before the word: "ln" ends "Köln", where \b would see a boundary after "ö")
export const STREET_PART = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives([...STREET_TYPES, ...BUILDING_WORDS])})\\.?$`, 'iu');

/**
 * A US street address on one line: "4567 Main Street Smallville, WA 98052", "P.O. Box 1673
 * Callahan, FL 32011" (the ZIP may be left out). The street's last
 * word (Street, Ave., Road …) ends the street, so the words after it are the town even when the
 * gazetteer does not know it (a small town, a template's "City"), and "Falls" in "Brookmere
 * Falls" is not taken for a town of its own. The country is the US only when the two letters
 * are a state's code.
 */
const STREET_ADDRESS = new RegExp(
  '^((?:\\d{1,6}[A-Z]?\\s+(?:[\\p{L}\\d.\'’#-]+\\s+){0,5}?' +
    `(?:${ANY_STREET_TYPE})\\.?` +
    '|p\\.?\\s?o\\.?\\s+box\\s+\\d{1,6})' +
    '(?:\\s+(?:apt|suite|ste|unit|#)\\.?\\s*[\\w-]+)?,?\\s+)' +
    '((\\p{Lu}[\\p{L}.\'’-]*(?:\\s+\\p{Lu}[\\p{L}.\'’-]*){0,2}),\\s*([A-Z]{2})(?:\\s+\\d{5}(?:-\\d{4})?)?)$',
  'iu',
);

export function streetAddressPlace(field: string): Place | null {
  if (field.length > 120) return null;
  const m = field.trim().match(STREET_ADDRESS);
  if (!m || !/^[A-Z]{2}$/.test(m[4])) return null;
  const country = US_STATES[m[4]] ? 'US' : null;
  // a town the gazetteer knows is the place; an unknown one keeps its street, so the line is read whole
  // GeoNames names some cities with their "City": "New York" is "New York City" there
  const known = country !== null && [m[3], `${m[3]} City`].some((name) => townsNamed(name).some((t) => t.country === country));
  // a post office box is where mail goes, not a place: the town after it is
  const box = /^p\.?\s?o\.?\s+box/i.test(m[1]);
  return { text: known || box ? m[2] : field.trim(), country };
}

/**
 * "4184 Peach Street", "12 High St", "High Street": a street, numbered or not, is where someone lived
 * or worked, never whom they worked for. Without a number only a capitalised street word ends it
 * ("Main Street Bank" and "Wall Street Journal" are names).
 */
const NUMBERED_STREET = new RegExp(`^\\d+[a-z]?\\s+(?:\\p{Lu}[\\p{L}'.-]*\\s+){1,3}(?:${ANY_STREET_TYPE})\\.?$`, 'iu');
const NAMED_STREET = /^(?:\p{Lu}[\p{L}'.-]*\s+){1,2}(?:Street|St\.|Road|Rd\.|Avenue|Ave\.|Lane)$/u;

/** "225 Broadway, Ste. 600", "18 Harbour Row, Suite 4B": a number, a name and the suite in the building. */
const NUMBERED_SUITE = /^\d{1,6}[a-z]?\s+(?:\p{Lu}[\p{L}'.-]*\s*){1,3},?\s+(?:suite|ste|unit|floor|fl|apt)\.?\s*#?\s*[\w-]{1,6}$/iu;

export const isStreet = (text: string) => NUMBERED_STREET.test(text.trim()) || NAMED_STREET.test(text.trim()) || NUMBERED_SUITE.test(text.trim());
