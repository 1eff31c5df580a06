import type { Contact, ExtractedLine } from '../types';
import { findLinks } from './links';
import { townsNamed } from './gazetteer';
import { parsePlace, sharedRegionCountries, type Place } from './location';
import { findName } from './person-name';
import { CANADIAN_AREA_CODES } from './calling-codes';
import { findPhone, phoneCountry as dialledCountry } from './phone';
import { basedInPlace } from './based-in-place';
import { STREET_PART, STREET_WORD, streetAddressPlace } from './street-address';
import { employerScore, hasTitleWord } from './job-title-words';
import { fold, splitFields, wordCount } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

const EMAIL = /(?<![\p{L}\d._%+'-])[\p{L}\d._%+'-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}/iu;

/** A line giving an email address or a phone number: the contact details the name stands above. */
const CONTACT_DETAIL = /@|\b(?:phone|tel|mobile|mob|cell|e-?mail)\b\s*[:.(]|\(?\+?\d[\d\s().-]{8,}\d/i;
const firstContactDetail = (lines: ExtractedLine[]) => lines.slice(0, 40).findIndex((l) => l.text.length < 120 && CONTACT_DETAIL.test(l.text));

/**
 * "Sample resume … DO NOT COPY: …" / "Kim Kreiger" / "790 Brown St" / "email: …": a template's
 * or a job site's preamble pushes the name below the header block, or a subtitle ("Education")
 * taken for a heading ends that block before the name. The name stands just above the first
 * email address or phone number, so the few lines there are candidates as well (after the
 * top's, which keep their rank).
 */
function aboveContactDetails(lines: ExtractedLine[]): ExtractedLine[] {
  const at = firstContactDetail(lines);
  return at > 0 ? lines.slice(Math.max(0, at - 4), at) : [];
}

/** The address printed with the contact details the header block did not reach: the lines just above the first one and beside it. */
function nearContactDetails(lines: ExtractedLine[]): ExtractedLine[] {
  const at = firstContactDetail(lines);
  return at > 0 ? lines.slice(Math.max(0, at - 4), at + 2) : [];
}

/** Lines whose fields may hold the name: the top of the document and the top of each column. */
function nameCandidates(lines: ExtractedLine[], header: ExtractedLine[]): ExtractedLine[] {
  const worded = (l: ExtractedLine) => /\p{L}.*\p{L}/u.test(l.text);
  const tops = lines.filter((line, i) => line.page === 1 && lines.findIndex((l) => l.page === 1 && l.column === line.column) + 3 > i);
  const first = [...new Set([...header.filter(worded).slice(0, 10), ...tops.filter(worded)])].slice(0, 16);
  return [...new Set([...first, ...aboveContactDetails(lines).filter(worded)])];
}

/** The local part of the email and the profile slugs, lower-case: they usually spell the name. */
function nameEvidence(email: string | null, links: { linkedin: string | null; github: string | null }): string[] {
  const local = email?.split('@')[0];
  const slug = (url: string | null) => url?.split('/').filter(Boolean).pop();
  return [local, slug(links.linkedin), slug(links.github)].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase());
}

const SCHOOL = /\b(?:university|college|school|institute|academy|universit[äé]t|universidad|universit[ée]|hochschule|lyc[ée]e)\b/i;

/** A street address ends in its place: "Musterstraße 1, 80331 München" → "80331 München". */
function placeAtEnd(field: string): Place | null {
  const parts = field.split(/,\s*/);
  for (let i = 1; i < parts.length; i++) {
    // "Mofatteh Street, Tehran, Iran": a street is no town
    if (STREET_PART.test(parts[i])) continue;
    const place = parsePlace(parts.slice(i).join(', '));
    if (place) return place;
  }
  return streetAddressPlace(field) ?? townBeforeRegion(parts) ?? placeAfterStreet(field);
}

/**
 * "21 Lister Lane Springvale VIC 3171": a numbered street runs into its town with no comma
 * between. The words after the street's last word are the place.
 */
function placeAfterStreet(field: string): Place | null {
  const words = field.trim().split(/\s+/);
  if (!/^\d/.test(words[0]) || words.length > 14) return null;
  for (let i = words.length - 2; i >= 2; i--) {
    if (STREET_WORD.test(words[i])) return parsePlace(words.slice(i + 1).join(' '));
  }
  return null;
}

/** "US-NJ-Jersey City (will consider relocating)": a note in brackets after the place. */
const TRAILING_NOTE = /\s*\([^()]{1,60}\)$/;

/**
 * "2501 N. Blackwelder Ave. #466 Oklahoma City, OK 73106": the street runs into the town with no
 * comma between. The last one to three words before the region are tried as a town the
 * gazetteer knows in the region's country.
 */
function townBeforeRegion(parts: string[]): Place | null {
  if (parts.length < 2) return null;
  const words = parts[parts.length - 2].split(/\s+/);
  const region = parts.slice(-1)[0];
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const town = words.slice(-k).join(' ');
    const place = parsePlace(`${town}, ${region}`);
    // GeoNames names some cities with their "City": "New York" is "New York City" there
    const known = (name: string) => townsNamed(name).some((t) => t.country === place?.country);
    if (place && (known(town) || known(`${town} City`))) return place;
  }
  return null;
}

/**
 * "Rosharon, TX 77583 Home: (123)345-7890", "P.O. Box 1673 Callahan, FL 32011 123.345.7890": a
 * text export that lost its line breaks runs the phone into the address. The place is what
 * comes before it.
 */
function beforeOtherContact(field: string): string {
  // "Mobile: +44 7700 900123", "E-Mail: …": a field opening on a phone or mail label holds that,
  // and "Mobile" is a town in Alabama ("Home: 12 Elm St, Springfield" is an address, so not home)
  // ("Mobile 021 384 5920": the label without a colon, the number straight after it)
  if (/^(?:cell|phone|tel|telephone|mobile|mob|fax|e-?mail)\b\s*(?:[:.]|(?=[+(]?\d))/i.test(field.trim())) return '';
  // "Mobile:  Fax:  Email:" with the numbers further along: the field split drops the colon, so a
  // label standing alone is still a label, not the town
  if (/^(?:cell|phone|tel|telephone|mobile|mob|fax|e-?mail)$/i.test(field.trim())) return '';
  return field
    .split(/\s+(?=(?:home|cell|phone|tel|mobile|mob|fax|e-?mail)\b\s*:?)/i)[0]
    .replace(/\s+\+?[\d(][\d().\s-]{8,}\d$/, '')
    .replace(/[\s,;:]+$/, '');
}

/**
 * "Colby Heaney  (123)345-7890  …  EDUCATION: …  12 Third Street  Towson, MD 21222": an address
 * below the first heading. Outside the header block only a place with its postcode is read, so
 * a school's or an employer's town is not taken for the candidate's.
 */
function postalPlace(lines: ExtractedLine[]): Place | null {
  for (const line of lines) {
    for (const field of splitFields(line.text).map(beforeOtherContact)) {
      if (!/\d{4,6}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/.test(field.replace(/\((?:19|20)\d\d\)/g, '')) || EMAIL.test(field) || SCHOOL.test(field)) continue;
      const place = parsePlace(field) ?? placeAtEnd(field);
      if (place && /\d/.test(place.text)) return place;
    }
  }
  return null;
}

/**
 * "(206) 555-0173 marcus@example.com Seattle, WA": a header line whose fields are set apart by
 * spaces alone. The pieces between an address or a link are fields of their own.
 */
function aroundLinks(field: string): string[] {
  if (field.length > 300 || !/@|https?:|www\.|linkedin|github/i.test(field)) return [field];
  const pieces: string[][] = [[]];
  for (const token of field.split(/\s+/)) {
    if (/@|https?:|www\.|linkedin|github/i.test(token)) pieces.push([]);
    else pieces[pieces.length - 1].push(token);
  }
  return pieces.map((p) => p.join(' ')).filter(Boolean);
}

/**
 * "Col. Del Valle, San Pedro Garza" above "García, Nuevo León, C.P. 66220": a narrow column
 * wraps a town's name. The place read at the start of a line takes the last words of the line
 * above when together they name a town of the same country.
 */
function withWrappedTown(above: string | undefined, line: string, place: Place): Place {
  if (!above || !place.country || !line.trimStart().startsWith(place.text) || !/\p{Lu}\p{L}*$/u.test(above.trim())) return place;
  const town = place.text.split(',')[0].trim();
  const words = above.trim().split(/\s+/);
  for (let k = Math.min(3, words.length); k >= 1; k--) {
    const head = words.slice(-k);
    if (!head.every((w) => /^\p{Lu}/u.test(w))) continue;
    const joined = `${head.join(' ')} ${town}`;
    if (townsNamed(joined).some((t) => t.country === place.country)) return { ...place, text: `${head.join(' ')} ${place.text}` };
  }
  return place;
}

/**
 * "Luogo di nascita  Monza (MB)", "Place of birth: Kano": where the candidate was born, above the
 * address in a personal-details table. It is no place they live in.
 */
/** "Desired Locations: Washington, DC; Arlington, VA", "Willing to relocate to: …": where the candidate would work, not where they live. */
const WISHED_PLACE_LABEL = /^\s*(?:(?:desired|preferred|target)\s+(?:work\s+)?locations?|willing\s+to\s+relocate(?:\s+to)?|open\s+to\s+relocat\w*)\b/i;
const BIRTH_LABEL = /^(?:(?:data e )?luogo di nascita|nato a|nata a|place of birth|birth ?place|born in|lieu de naissance|ne a|nee a|geburtsort|geboren in|lugar de nacimiento|local de nascimento|naturalidade|miejsce urodzenia|geboorteplaats)\b/;

function findPlace(lines: ExtractedLine[], name: string | null = null, skipSchools = false): Place | null {
  // "Mei Schuppe, Telangana": the name and the place share one field
  const withoutName = (field: string) => (name && field.toLowerCase().startsWith(name.toLowerCase()) ? field.slice(name.length).replace(/^[\s,;–-]+/, '') : field);
  for (const [i, line] of lines.entries()) {
    if (BIRTH_LABEL.test(fold(line.text.slice(0, 40))) || WISHED_PLACE_LABEL.test(line.text)) continue;
    for (const field of splitFields(line.text).flatMap(aroundLinks).map(withoutName).map(beforeOtherContact).filter(Boolean)) {
      if (EMAIL.test(field) || /https?:|www\.|linkedin|github/i.test(field)) continue;
      // a CV that opens on its education: "University of New York, NY (2000)" names the school's town, not the candidate's
      if (skipSchools && field.split(',').some((part) => SCHOOL.test(part) && !/^\s*\d/.test(part))) continue;
      const contactRow = EMAIL.test(line.text) || findPhone(line.text) !== null;
      const place =
        parsePlace(field) ?? (contactRow ? districtOfTown(field) : null) ?? placeAtEnd(field) ?? (TRAILING_NOTE.test(field) ? parsePlace(field.replace(TRAILING_NOTE, '')) : null);
      if (place) return withWrappedTown(lines[i - 1]?.column === line.column ? lines[i - 1].text : undefined, line.text, place);
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

/** Where a CV in this language most likely dials from, when it names no place. */
const LANGUAGE_COUNTRY: Record<string, string> = { de: 'DE', fr: 'FR', es: 'ES', pt: 'BR', nl: 'NL', it: 'IT', pl: 'PL' };
const PHONE_LABEL = /\b(phone|tel|mobile|mob|cell|telefon|telephone|téléphone|teléfono|telefono|handy|móvil|movil|celular|portable)\b/i;
const PLACE_LABEL_WORDS = '(?:(?:residential|home|postal|physical|current)\\s+address|location|address|adresse|anschrift|wohnort|dirección|direccion|domicilio|ubicación|localisation|lieu|residence|residenza|indirizzo|based in)';
const PLACE_LABEL = new RegExp(`^${PLACE_LABEL_WORDS}(?:\\s*:|\\s{2,}(?=\\S))`, 'i');
const PLACE_LABEL_ALONE = new RegExp(`^${PLACE_LABEL_WORDS}\\s*:?$`, 'i');

/** "Location: Leeds", "Location  US-NJ-Jersey City", and a label alone on its line with the place on the next. */
function labelledPlaceLines(lines: ExtractedLine[]): ExtractedLine[] {
  return lines.flatMap((line, i) => {
    const text = line.text.trim();
    if (PLACE_LABEL.test(text)) return [line];
    return PLACE_LABEL_ALONE.test(text) && lines[i + 1] ? [lines[i + 1]] : [];
  });
}

const RESIDENCE_LABEL = /^(?:residence|place of residence|physical address|residential address|home address|wohnort|domicilio|residenza)\s*:?\s*/i;

/**
 * "Postal Address: P.O. Box 45210-00100, Nairobi" above "Residence: Kilimani, Nairobi": a form that
 * tells where the candidate lives by name says it better than a mailing box. The value is taken whole
 * when its last part is a place ("Kilimani, Nairobi": a suburb no gazetteer lists, before its city).
 */
function residencePlace(lines: ExtractedLine[]): Place | null {
  for (const [i, line] of lines.slice(0, 60).entries()) {
    const label = line.text.trim().match(RESIDENCE_LABEL);
    if (!label) continue;
    const value = (label[0].length < line.text.trim().length ? line.text.trim().slice(label[0].length) : (lines[i + 1]?.text ?? '')).trim();
    if (!value || value.length > 60 || /\d{3}/.test(value)) continue;
    const place = parsePlace(value) ?? districtOfTown(value);
    if (place) return place;
  }
  return null;
}

/**
 * "Kilimani, Nairobi", "Kadıköy, İstanbul": a suburb or district no gazetteer lists, before its town.
 * Read so only where the CV says it is where the candidate lives (a residence label, the header's
 * contact row beside the phone or e-mail): elsewhere "Nubank, São Paulo" is an employer and its town.
 * The value is taken whole; a name of a post or an organisation before the comma is none.
 */
function districtOfTown(value: string): Place | null {
  const parts = value.split(/,\s*/);
  if (parts.length !== 2 || !/^\p{Lu}[\p{L}' -]{1,30}$/u.test(parts[0]) || wordCount(parts[0]) > 2 || STREET_PART.test(parts[0])) return null;
  if (employerScore(parts[0]) > 0 || hasTitleWord(parts[0])) return null;
  const town = parsePlace(parts[1]);
  return town ? { text: value, country: town.country } : null;
}

/**
 * "Residential Address: 17 Jacaranda Crescent, Sunninghill, Sandton, 2157": an address the CV
 * labels as the candidate's, in a suburb no gazetteer lists. Its last named part (a few
 * capitalised words, not the street, before the postcode) is the town; the country stays unknown.
 */
function labelledTown(lines: ExtractedLine[]): Place | null {
  for (const line of lines) {
    const value = line.text.trim().replace(PLACE_LABEL, '').trim();
    const parts = value.split(/,\s*/).filter((part) => !/^(?:[A-Z]{0,2}-?)?\d[\d\s-]*$/.test(part.trim()));
    const town = parts.length >= 2 ? parts[parts.length - 1].trim() : '';
    if (/^\p{Lu}\p{L}+(?:[ -]\p{Lu}\p{L}+){0,2}$/u.test(town) && !STREET_PART.test(town)) return { text: value.slice(value.indexOf(town)), country: null };
  }
  return null;
}

/**
 * The phone number: in the header block first, then on labelled lines anywhere, then any
 * number a short line carries that is valid for the CV's country (libphonenumber-js).
 */
function phoneOf(lines: ExtractedLine[], headerText: string, countries: string[]) {
  const labelled = lines.filter((l) => PHONE_LABEL.test(l.text)).map((l) => l.text).join('\n');
  const short = lines.filter((l) => /\d/.test(l.text) && l.text.split(/\s+/).length <= 8).map((l) => l.text).join('\n');
  return findPhone(headerText, countries) ?? findPhone(labelled, countries) ?? findPhone(short, countries, { validOnly: true });
}

/** Country-code domains sold worldwide as generic ones ("name.io", "studio.co", "about.me"). */
const GENERIC_COUNTRY_DOMAINS = new Set(['io', 'co', 'me', 'ai', 'tv', 'ly', 'gg', 'fm', 'am', 'to', 'cc', 'ws', 'so', 'sh', 'is', 'it', 'xyz', 'app', 'dev']);

/**
 * "thabo@example.co.za": the country of the address's domain, for a national phone number when
 * the CV names no place the gazetteer knows. Generic and worldwide-sold domains say nothing.
 */
function emailCountry(email: string | null): string | null {
  const tld = email?.split('.').pop()?.toLowerCase();
  if (!tld || tld.length !== 2 || GENERIC_COUNTRY_DOMAINS.has(tld)) return null;
  return tld === 'uk' ? 'GB' : tld.toUpperCase();
}

/** the languages a CV is written in where a shared region code may be (see settleSharedRegion) */
const COUNTRY_LANGUAGES: Record<string, readonly string[]> = { US: ['en'], CA: ['en', 'fr'], AU: ['en'], MX: ['es'] };

/**
 * The country of a place whose region code several countries share and whose town does not
 * settle it ("Apodaca, N.L."): the one the phone dials (+52), else the only one whose language
 * the CV is written in (Spanish: Nuevo León), else the place's first reading.
 */
function settleSharedRegion(place: Place, phone: string | null, language: string): string | null {
  const candidates = sharedRegionCountries(place);
  if (candidates.length === 0) return place.country;
  const dialled = phone ? dialledCountry(phone) : null;
  if (dialled && candidates.includes(dialled)) return dialled;
  const speaking = candidates.filter((c) => COUNTRY_LANGUAGES[c]?.includes(language));
  return speaking.length === 1 ? speaking[0] : place.country;
}

/**
 * `linkTargets` are the addresses the file links to: a builder's icon or bare handle keeps the
 * profile's address in its link only. They name a LinkedIn or GitHub profile the text does not
 * spell; never a website, since employers' and projects' pages are linked too.
 */
export function parseContact(lines: ExtractedLine[], contactLines: ExtractedLine[], language = 'en', linkTargets: readonly string[] = []): Contact {
  const header = joinWrappedLines(contactLines.length ? contactLines : lines.slice(0, 10));
  const headerText = header.map((l) => l.text).join('\n');
  const allText = lines.map((l) => l.text).join('\n');
  // an apostrophe belongs to some addresses (Romeo.O'Connell@…), never to their start
  const email = (headerText.match(EMAIL) ?? allText.match(EMAIL))?.[0].replace(/^mailto:/i, '').replace(/^'+/, '') ?? null;
  const headerLinks = findLinks(headerText);
  const anywhere = findLinks(allText);
  const linked = findLinks(linkTargets.join('\n'));
  const name = findName(nameCandidates(lines, header), nameEvidence(email, { linkedin: headerLinks.linkedin ?? anywhere.linkedin, github: headerLinks.github ?? anywhere.github }), lines)?.text ?? null;
  const labelledLines = labelledPlaceLines(lines);
  const place =
    residencePlace(lines) ??
    // with no header block the first lines are a section's ("Assistant Principal, …, New" / "York"): only
    // a labelled place, one with its postcode or one beside the contact details is the candidate's
    (contactLines.length > 0 ? findPlace(header, name) : null) ??
    findPlace(labelledLines) ??
    postalPlace(lines.slice(0, 20)) ??
    findPlace(nearContactDetails(lines), name, true) ??
    labelledTown(labelledLines) ??
    basedInPlace(lines);
  const countries = [...new Set([place?.country, LANGUAGE_COUNTRY[language], 'US', 'GB', 'IN'].filter((c): c is string => Boolean(c)))];
  const phone = phoneOf(lines, headerText, countries);
  const country = place ? settleSharedRegion(place, phone?.text ?? null, language) : null;
  let phoneCountry = phone ? (phone.country ?? dialledCountry(phone.text, country ?? emailCountry(email))) : null;
  // "+1" is shared by the US and Canada; a Canadian address decides.
  if (phoneCountry === 'US' && country === 'CA') phoneCountry = 'CA';
  return {
    name,
    email,
    phone: phone?.text ?? null,
    phoneCountry,
    location: place?.text ?? null,
    country: country ?? phoneCountry ?? (canadianNationalNumber(phone?.text) ? 'CA' : null),
    linkedin: headerLinks.linkedin ?? anywhere.linkedin ?? linked.linkedin,
    github: headerLinks.github ?? anywhere.github ?? linked.github,
    website: headerLinks.website,
  };
}
