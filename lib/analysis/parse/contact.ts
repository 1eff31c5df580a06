import type { Contact, ExtractedLine } from '../types';
import { findLinks } from './links';
import { parsePlace, type Place } from './location';
import { findName } from './person-name';
import { CANADIAN_AREA_CODES } from './calling-codes';
import { findPhone } from './phone';
import { splitFields } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

const EMAIL = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}/iu;

/** Lines whose fields may hold the name: the top of the document and the top of each column. */
function nameCandidates(lines: ExtractedLine[], header: ExtractedLine[]): ExtractedLine[] {
  const tops = lines.filter((line, i) => line.page === 1 && lines.findIndex((l) => l.page === 1 && l.column === line.column) + 3 > i);
  return [...new Set([...header.slice(0, 10), ...tops])].slice(0, 16);
}

/** A street address ends in its place: "Musterstraße 1, 80331 München" → "80331 München". */
function placeAtEnd(field: string): Place | null {
  const parts = field.split(/,\s*/);
  for (let i = 1; i < parts.length; i++) {
    const place = parsePlace(parts.slice(i).join(', '));
    if (place) return place;
  }
  return null;
}

function findPlace(lines: ExtractedLine[]): Place | null {
  for (const line of lines) {
    for (const field of splitFields(line.text)) {
      if (EMAIL.test(field) || /https?:|www\.|linkedin|github/i.test(field)) continue;
      const place = parsePlace(field) ?? placeAtEnd(field);
      if (place) return place;
    }
  }
  return null;
}

/**
 * A North American number written without "+1" ("514 555-0123", "(416) 555-0182") whose area
 * code is Canadian. The country stays unknown for other national numbers.
 */
function canadianNationalNumber(phone: string | undefined): boolean {
  const m = phone?.trim().match(/^(?:1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?[2-9]\d{2}[\s.-]?\d{4}$/);
  return Boolean(m && CANADIAN_AREA_CODES.has(m[1]));
}

export function parseContact(lines: ExtractedLine[], contactLines: ExtractedLine[]): Contact {
  const header = joinWrappedLines(contactLines.length ? contactLines : lines.slice(0, 10));
  const headerText = header.map((l) => l.text).join('\n');
  const allText = lines.map((l) => l.text).join('\n');
  const email = (headerText.match(EMAIL) ?? allText.match(EMAIL))?.[0].replace(/^mailto:/i, '') ?? null;
  const phone = findPhone(headerText) ?? findPhone(lines.filter((l) => /\b(phone|tel|mobile|telefon|handy|móvil|celular)\b/i.test(l.text)).map((l) => l.text).join('\n'));
  const place = findPlace(header);
  const headerLinks = findLinks(headerText);
  const anywhere = findLinks(allText);
  const country = place?.country ?? null;
  let phoneCountry = phone?.country ?? null;
  // "+1" is shared by the US and Canada; a Canadian address decides.
  if (phoneCountry === 'US' && country === 'CA') phoneCountry = 'CA';
  return {
    name: findName(nameCandidates(lines, header))?.text ?? null,
    email,
    phone: phone?.text ?? null,
    phoneCountry,
    location: place?.text ?? null,
    country: country ?? phoneCountry ?? (canadianNationalNumber(phone?.text) ? 'CA' : null),
    linkedin: headerLinks.linkedin ?? anywhere.linkedin,
    github: headerLinks.github ?? anywhere.github,
    website: headerLinks.website,
  };
}
