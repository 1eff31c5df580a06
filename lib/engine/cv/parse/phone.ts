import { findPhoneNumbersInText, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { CALLING_CODES, CANADIAN_AREA_CODES } from './calling-codes';
import { findDateRange } from './dates';

export interface PhoneNumber {
  /** as written */
  text: string;
  /** ISO country from the calling code; null without one */
  country: string | null;
}

/** A number never runs across lines: "Columbus, Ohio 43215" above "614.555.0123" is a postcode and a phone. */
const CANDIDATE = /(?<![\p{L}\d@/._-])(?:\+|00)?[ \t\u00a0]?\(?\d[\d \t\u00a0().\-–/]{5,20}\d(?![\p{L}\d@])/gu;
const LABELLED = /(?:phone|tel|telephone|mobile|mob|cell|handy|telefon|tél|teléfono|telefono|móvil|movil|celular|telemóvel|telefoon|tfno)\.?\s*:?\s*$/i;

function callingCountry(digits: string, areaCode: string): string | null {
  for (const length of [3, 2, 1]) {
    const country = CALLING_CODES[digits.slice(0, length)];
    if (country) return country === 'US' && CANADIAN_AREA_CODES.has(areaCode) ? 'CA' : country;
  }
  return null;
}

/** Rejects things that look like phone numbers but are not: year ranges, postcodes, long ids. */
function isPlausible(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (findDateRange(candidate)) return false;
  if (/^\d{4}\s*[-–/]\s*\d{2,4}$/.test(candidate.trim())) return false;
  // "2019 2020": two years side by side (a range whose dash was lost)
  if (/^(?:19|20)\d\d\s+(?:19|20)\d\d$/.test(candidate.trim())) return false;
  // Postcodes with a hyphen: a Brazilian CEP ("01305-000") and a US ZIP+4 ("94105-1234")
  if (/^\d{5}-\d{3,4}$/.test(candidate.trim())) return false;
  return true;
}

interface Candidate {
  text: string;
  before: string;
  index: number;
  /** libphonenumber-js validated it against its country's numbering plan */
  valid: boolean;
}

/**
 * Numbers libphonenumber-js finds and validates, national ones read in each of the CV's likely
 * countries ("06155 123456" is a German landline once the CV is known to be German).
 */
function validNumbers(text: string, countries: string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const country of [undefined, ...countries.filter((c) => isSupportedCountry(c))]) {
    for (const found of findPhoneNumbersInText(text, country ? { defaultCountry: country as CountryCode } : undefined)) {
      if (out.some((c) => c.index === found.startsAt)) continue;
      const written = text.slice(found.startsAt, found.endsAt);
      if (/\n/.test(written) || !isPlausible(written)) continue;
      out.push({ text: written.trim(), before: text.slice(Math.max(0, found.startsAt - 16), found.startsAt), index: found.startsAt, valid: true });
    }
  }
  return out;
}

/**
 * The phone number of a text: numbers valid in the CV's countries first (libphonenumber-js),
 * then any plausible one (fictional ranges such as 555-01xx or 07700 900xxx are not valid);
 * among them, international and labelled numbers win, then the first.
 */
export function findPhone(text: string, countries: string[] = [], { validOnly = false } = {}): PhoneNumber | null {
  const valid = validNumbers(text, countries);
  if (validOnly && valid.length === 0) return null;
  const plausible: Candidate[] = [...text.matchAll(CANDIDATE)]
    .map((m) => ({ text: m[0].trim(), before: text.slice(Math.max(0, (m.index ?? 0) - 16), m.index), index: m.index ?? 0, valid: false }))
    .filter((c) => isPlausible(c.text) && !valid.some((v) => Math.abs(v.index - c.index) <= 2));
  const pick = (candidates: Candidate[]) =>
    candidates.find((c) => /^(\+|00)/.test(c.text)) ?? candidates.find((c) => LABELLED.test(c.before)) ?? candidates.sort((a, b) => a.index - b.index)[0];
  const best = valid.length ? pick(valid) : plausible.length ? pick(plausible) : null;
  return best ? { text: best.text, country: phoneCountry(best.text) } : null;
}

/**
 * The country a number dials: its calling code's, or for a national number ("(718) 555–0100")
 * the CV's own country when the number is one that country's numbering plan allows
 * (libphonenumber-js; any dash between its groups is read as a hyphen).
 */
export function phoneCountry(phone: string, cvCountry: string | null = null): string | null {
  const international = phone.trim().match(/^(?:\+|00)\s?(.*)$/);
  if (!international) return cvCountry && isSupportedCountry(cvCountry) && possibleIn(phone, cvCountry) ? cvCountry : null;
  const digits = international[1].replace(/\D/g, '');
  return callingCountry(digits, digits.slice(1, 4));
}

function possibleIn(phone: string, country: string): boolean {
  if (phone.length > 40) return false;
  return parsePhoneNumberFromString(phone.replace(/[\u2010-\u2015]/g, '-'), country as CountryCode)?.isPossible() ?? false;
}
