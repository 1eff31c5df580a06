import { CALLING_CODES, CANADIAN_AREA_CODES } from './calling-codes';
import { findDateRange } from './dates';

export interface PhoneNumber {
  /** as written */
  text: string;
  /** ISO country from the calling code; null without one */
  country: string | null;
}

/** A number never runs across lines: "Columbus, Ohio 43215" above "614.555.0123" is a postcode and a phone. */
const CANDIDATE = /(?<![\p{L}\d@/._-])(?:\+|00)?[ \t\u00a0]?\(?\d[\d \t\u00a0().\-/]{5,20}\d(?![\p{L}\d@])/gu;
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
  // Postcodes with a hyphen: a Brazilian CEP ("01305-000") and a US ZIP+4 ("94105-1234")
  if (/^\d{5}-\d{3,4}$/.test(candidate.trim())) return false;
  return true;
}

/** The first plausible phone number in the text; labelled or international numbers win. */
export function findPhone(text: string): PhoneNumber | null {
  const candidates = [...text.matchAll(CANDIDATE)]
    .map((m) => ({ text: m[0].trim(), before: text.slice(Math.max(0, (m.index ?? 0) - 16), m.index) }))
    .filter((c) => isPlausible(c.text));
  if (candidates.length === 0) return null;
  const best =
    candidates.find((c) => /^(\+|00)/.test(c.text)) ?? candidates.find((c) => LABELLED.test(c.before)) ?? candidates[0];
  return { text: best.text, country: phoneCountry(best.text) };
}

export function phoneCountry(phone: string): string | null {
  const international = phone.trim().match(/^(?:\+|00)\s?(.*)$/);
  if (!international) return null;
  const digits = international[1].replace(/\D/g, '');
  return callingCountry(digits, digits.slice(1, 4));
}
