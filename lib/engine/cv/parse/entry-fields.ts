import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { townsNamed } from './gazetteer';
import { LEGAL_FORM_CLOSE } from './legal-form';
import { parsePlace } from './location';
import { isStreet } from './street-address';
import { withoutOrgUnits } from './org-units';
import { fold, isJobBoardEmployerLine, isTitleCase, splitFields } from './text-shape';

const REMOTE = /^(remote|hybrid|on-?site|remoto|télétravail|teletravail|homeoffice|home office|fernarbeit)$/i;

/**
 * Splits header text into fields, cutting "Title at Company" and a trailing place after a
 * comma ("Acme GmbH, Berlin"); fields keep their order of appearance.
 */
export interface HeaderField {
  text: string;
  line: number;
  /** set when the wording itself says what the field is ("X at Y") */
  role?: 'title' | 'employer';
  /** the header line the field was read from */
  source?: string;
}

/** "Drupal Architect (consultant at Kyocera)": an "at" inside a bracket names the client of a note, not the employer. */
const opensBracket = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

function splitAt(text: string): [string, string] | null {
  const m = text.match(/^(.+?)\s+(?:at|@|bei|chez|en|na|no|em|presso|bij|w)\s+(\p{Lu}.+)$/u);
  if (m && !opensBracket(m[1])) return [m[1].trim(), m[2].trim()];
  return splitAtArticle(text) ?? splitInOrganisation(text);
}

/**
 * "Researcher at the Secretariat of State", "Adviser in the Office of the Dean": an institution
 * is named with its article, which the employer does not keep. "in" reads as "at" only after a
 * title ("Experience in the Banking sector" names no post).
 */
function splitAtArticle(text: string): [string, string] | null {
  const m = text.match(/^(.+?)\s+(at|in)\s+the\s+(\p{Lu}.+)$/u);
  if (!m || opensBracket(m[1]) || (m[2] === 'in' && titleScore(m[1]) <= 0)) return null;
  return [m[1].trim(), m[3].trim()];
}

/**
 * "Software Engineer in Northwind Software Pvt Ltd": after a title, "in" an organisation closed by
 * its legal form is the employer ("Specialist in Data Migration" names a field, no organisation).
 */
function splitInOrganisation(text: string): [string, string] | null {
  const m = text.match(/^(.+?)\s+in\s+(\p{Lu}.+)$/u);
  if (!m || opensBracket(m[1]) || titleScore(m[1]) <= 0) return null;
  // "… Pvt Ltd, Bangalore": the town after the name is read apart later, as after "at"
  const comma = m[2].lastIndexOf(', ');
  const name = comma > 0 && parsePlace(m[2].slice(comma + 2)) ? m[2].slice(0, comma) : m[2];
  return LEGAL_FORM_CLOSE.test(name.trim()) ? [m[1].trim(), m[2].trim()] : null;
}


/**
 * "Northwind Group, Consulting at Contoso": a consultancy names itself, then the client it was
 * placed with. The consultancy is the employer; the client is where the work was done, not a title.
 */
const PLACEMENT = /^(.+?),\s*(?:consulting|contracting|subcontracting|outsourced|seconded|placed|on assignment|on contract|on site)\s+(?:at|for|to|with)\s+\p{Lu}/iu;

function agencyOfPlacement(text: string): string | null {
  const m = text.match(PLACEMENT);
  return m && !opensBracket(m[1]) && titleScore(m[1]) <= 0 ? m[1].trim() : null;
}

/** "Samsung Electronics as Product Manager": the employer first, the role after "as" (als, comme, como). */
function splitAs(text: string): [string, string] | null {
  const m = text.match(/^(\p{Lu}.+?)\s+(?:as|als|comme|como|in qualità di)\s+(\p{Lu}.+)$/u);
  return m && titleScore(m[2]) > 0 && titleScore(m[1]) <= 0 ? [m[2].trim(), m[1].trim()] : null;
}

/** Last words that only an organisation's name ends in (not "Services" or "Group", which end titles' departments too). */
const ORGANISATION_END = /^(?:school|schools|college|university|hospital|academy|clinic|institute|inc\.?|ltd\.?|llc|corp\.?|corporation|limited|plc|gmbh)$/i;
const TITLE_CASE_WORD = /^(?:\p{Lu}[\p{L}'’.&-]*|&)$/u;

/**
 * "Special Education Teacher Lincoln Middle School": a title run into its employer with no
 * separator. Cut after the title's last head noun when the words after it are a capitalised
 * name of two words or more ending as only an organisation's name does.
 */
function splitRunOnEmployer(text: string): [string, string] | null {
  const words = text.split(/\s+/);
  // a comma already separates the title from its employer, which other rules read
  if (text.includes(',') || words.length < 3 || words.length > 12 || !ORGANISATION_END.test(words[words.length - 1])) return null;
  let last = -1;
  words.forEach((word, i) => {
    if (hasTitleWord(word)) last = i;
  });
  const name = words.slice(last + 1);
  if (last < 0 || name.length < 2 || !name.every((w) => TITLE_CASE_WORD.test(w))) return null;
  return [words.slice(0, last + 1).join(' '), name.join(' ')];
}

/**
 * The terms of a role, not an employer or a title: "Engineer (Contract)", "Nurse (part-time)", and a
 * job board's field after the dates ("Acme · Internship", "Gıda / Tam Zamanlı", "Mali Müşavirlik /
 * Stajyer": Kariyer.net prints the employment type, an intern's included, beside the sector).
 * Matched on folded text.
 */
const ROLE_TERMS = /^(?:contract|contractor|part[- ]time|full[- ]time|freelance|temporary|temp|interim|internal|internship|volunteer|remote|hybrid|on-?site|maternity cover|fixed[- ]term|permanent|befristet|teilzeit|vollzeit|cdi|cdd|alternance|stage|practicas|media jornada|heltid|deltid|vikariat|timanstalld|tam zamanli|yari zamanli|stajyer|serbest|proje bazli|donemsel|gecici)$/;
export const isRoleTerm = (text: string) => ROLE_TERMS.test(fold(text).trim());

/** "Technology Analyst (TA)", "Operations Center Shift Manager (OCSM)": the bracket abbreviates the title. */
function isInitialsOf(short: string, words: string): boolean {
  const initials = words.split(/[\s/-]+/).filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join('');
  return initials.length >= 2 && short.replace(/[^\p{L}]/gu, '').toUpperCase() === initials.toUpperCase();
}

/**
 * "Deputy Secretary, European Civil Aviation Conference (ECAC)": the bracket abbreviates the name
 * printed after the title's comma, so it is that name's, not an employer of its own.
 */
function abbreviatesNameEnd(short: string, text: string): boolean {
  const comma = text.lastIndexOf(', ');
  return comma > 0 && isInitialsOf(short, text.slice(comma + 2));
}

/** "Entwickler (Software AG)", "Design Intern (Naver Corporation)": a title with its employer in brackets. */
function splitBracketEmployer(text: string): [string, string] | null {
  const m = text.match(/^(.+?)\s*\(([^()]+)\)$/);
  if (!m || /\d/.test(m[2]) || isRoleTerm(m[2]) || parsePlace(m[2]) || REMOTE.test(m[2].trim()) || isInitialsOf(m[2], m[1]) || abbreviatesNameEnd(m[2], m[1])) return null;
  return titleScore(m[1]) > 0 && titleScore(m[2]) <= 0 && /^\p{Lu}/u.test(m[2]) ? [m[1].trim(), m[2].trim()] : null;
}

/**
 * "Worked as a Trainee Engineer at Wipro", "Working with Infosys as Developer": a sentence
 * naming the job. The verb goes; the "as" and "at" it leaves are read like any header's.
 */
const WORK_VERB = /^(?:(?:currently|presently)\s+)?(?:work(?:ed|ing)|serv(?:ed|ing)|employed|joined|associated)\s+(?:(as)|(?:in|at|for|with)(?=\s+\p{Lu}))\s+(?:(?:an?|the)\s+)?/iu;

function withoutWorkVerb(field: string): string {
  const m = field.match(WORK_VERB);
  if (!m) return field;
  const rest = field.slice(m[0].length);
  // "as X at Y" keeps "X at Y"; "with Y as X" keeps "Y as X"
  return /^\p{Lu}/u.test(rest) || m[1] ? rest.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : field;
}

/**
 * "KPCB Fellow + Software Engineering Intern", "Functional Consultant / WM Lead": two titles held
 * at once, joined by a plus or a slash (which split fields elsewhere). Both sides naming a title
 * keep them one.
 */
function joinHeldTitles(line: string, raws: string[]): string[] {
  // each field found after the last one, so the separator between two fields is read from the
  // line in one pass (searching the whole line for every joined pair was quadratic in fields)
  const out: { text: string; end: number }[] = [];
  let cursor = 0;
  for (const raw of raws) {
    const start = line.indexOf(raw, cursor);
    const previous = out[out.length - 1];
    const between = previous && start >= 0 && previous.end >= 0 ? line.slice(previous.end, start) : null;
    if (start >= 0) cursor = start + raw.length;
    if (previous && (between === ' + ' || between === ' / ') && titleScore(previous.text) > 0 && titleScore(raw) > 0) {
      previous.text = `${previous.text}${between}${raw}`;
      previous.end = cursor;
    } else out.push({ text: raw, end: start >= 0 ? cursor : -1 });
  }
  return out.map((field) => field.text);
}

export function headerFields(lines: string[], { splitAtWord = true } = {}): HeaderField[] {
  const fields: HeaderField[] = [];
  const bracketed: { title: HeaderField; employer: HeaderField; whole: string }[] = [];
  lines.forEach((line, index) => {
    const raws = joinHeldTitles(line, withoutOrgUnits(line, splitFields(line)));
    // the line's last field that is a place (one pass: a check per field would be quadratic in fields)
    let lastPlace = -1;
    for (let i = raws.length - 1; i >= 0 && lastPlace < 0; i--) if (parsePlace(raws[i]) !== null) lastPlace = i;
    raws.forEach((raw, i) => {
      const field = splitAtWord ? withoutWorkVerb(raw) : raw;
      const agency = splitAtWord ? agencyOfPlacement(field) : null;
      if (agency) {
        fields.push({ text: agency, line: index, role: 'employer', source: line });
        return;
      }
      const at = splitAtWord ? (splitAt(field) ?? splitAs(field)) : null;
      const bracket = splitAtWord && !at ? splitBracketEmployer(field) : null;
      const pair = at ?? bracket;
      if (pair) {
        const [title, employer]: HeaderField[] = [{ text: pair[0], line: index, role: 'title', source: line }, { text: pair[1], line: index, role: 'employer', source: line }];
        fields.push(title, employer);
        if (bracket) bracketed.push({ title, employer, whole: field });
        return;
      }
      // "University of California, Berkeley  Berkeley, CA": the line prints its place apart, so a town after a comma is the name's
      const texts = i < lastPlace && field.includes(', ') && !parsePlace(field) ? [field] : splitTrailingPlace(withoutPlaceStop(field));
      for (const text of texts) {
        const runOn = splitAtWord ? splitRunOnEmployer(text) : null;
        if (runOn) fields.push({ text: runOn[0], line: index, role: 'title', source: line }, { text: runOn[1], line: index, role: 'employer', source: line });
        else fields.push({ text, line: index, source: line });
      }
    });
  });
  return withoutBracketEmployers(jobBoardEmployer(lines, fields), bracketed);
}

/**
 * "App develop" above "Microsoft -": where the words name no organisation, the job board's
 * employer line says which name is the employer (an organisation's word elsewhere in the
 * header outweighs it: "SAP WM -" above the dates and "Voletix IT Solutions" under them).
 */
function jobBoardEmployer(lines: string[], fields: HeaderField[]): HeaderField[] {
  const at = lines.findIndex(isJobBoardEmployerLine);
  const first = fields.find((f) => f.line === at);
  if (!first || first.role || lines.length < 2 || titleScore(first.text) > 0 || parsePlace(first.text)) return fields;
  if (fields.some((f) => f.line !== at && employerScore(f.text) >= 2 && isTitleCase(f.text))) return fields;
  return fields.map((f) => (f === first ? { ...f, role: 'employer' as const } : f));
}

/**
 * "R.O.K Cyber Command, MND" above "Security Researcher (Compulsory Military Service)": when
 * another line of the entry names the employer, the bracket is a note on the title, not the
 * employer, and the title keeps it as printed.
 */
function withoutBracketEmployers(fields: HeaderField[], bracketed: { title: HeaderField; employer: HeaderField; whole: string }[]): HeaderField[] {
  if (bracketed.length === 0) return fields;
  const undone = bracketed.filter(({ title }) =>
    fields.some((f) => f.role !== 'title' && f.line !== title.line && !isPlaceField(f.text) && /\p{L}{2}/u.test(f.text)),
  );
  if (undone.length === 0) return fields;
  const dropped = new Set(undone.map((u) => u.employer));
  return fields.filter((f) => !dropped.has(f)).map((f) => {
    const u = undone.find((x) => x.title === f);
    return u ? { ...f, text: u.whole } : f;
  });
}

/**
 * "Northwind Technology. San Jose, California": a full stop between the employer and its place.
 * Cut at the last full stop after a word of three letters or more, when a place follows.
 */
function splitStopPlace(field: string): [string, string] | null {
  const stop = field.lastIndexOf('. ');
  if (stop < 3 || !/\p{L}{3}$/u.test(field.slice(stop - 3, stop))) return null;
  const place = field.slice(stop + 2).trim();
  return /^\p{Lu}/u.test(place) && !place.includes('.') && parsePlace(place) ? [field.slice(0, stop), place] : null;
}

/**
 * "Arup Italia S.r.l., Milano.": moderncv's entries end in a full stop, which is the sentence's,
 * not the town's. A place's last word of letters loses it ("Washington, D.C." keeps the stop of its initials).
 */
function withoutPlaceStop(text: string): string {
  if (!/\p{L}{3}\.$/u.test(text)) return text;
  const bare = text.slice(0, -1);
  return parsePlace(bare.slice(bare.lastIndexOf(',') + 1)) !== null ? bare : text;
}

/** "Deloitte, London" → ["Deloitte", "London"]; "Berlin, Germany" stays whole (it is one place). */
function splitTrailingPlace(field: string): string[] {
  const stopped = splitStopPlace(field);
  if (stopped) return stopped;
  // "Stripe (Remote)", "Acme Ltd (London)": a place in brackets after the name
  const bracket = field.match(/^(.+?)\s*\(([^()]+)\)$/);
  if (bracket && !parsePlace(bracket[1]) && (parsePlace(bracket[2]) || REMOTE.test(bracket[2].trim()))) {
    // Europass: "Comarch SA, Kraków (Poland)": the town before the bracketed country belongs to the place
    const comma = bracket[1].lastIndexOf(', ');
    const town = comma > 0 ? bracket[1].slice(comma + 2) : '';
    if (town && parsePlace(`${town}, ${bracket[2]}`)) return [bracket[1].slice(0, comma), `${town} (${bracket[2]})`];
    return [bracket[1], bracket[2]];
  }
  if (!field.includes(',')) return [field];
  const parts = field.split(/,\s*/);
  const employer = employerBeforePlace(parts);
  if (employer) return employer;
  if (parsePlace(field)) return [field];
  // "Owner/Web Developer West Hills, California": the state alone is a place, but the town runs into the title
  const titleTown = parts.length === 2 ? splitTitleTown(parts) : [];
  if (titleTown.length === 2) return titleTown;
  for (let cut = 1; cut < parts.length; cut++) {
    const tail = parts.slice(cut).join(', ');
    if (parsePlace(tail) || REMOTE.test(tail)) return [parts.slice(0, cut).join(', '), tail];
  }
  return splitTitleTown(parts);
}

/**
 * "Sr. Web Developer North Hollywood, CA": a title runs into the town with no comma between.
 * The last one to three words before the region are tried as the town; what is left must read
 * as a title.
 */
function splitTitleTown(parts: string[]): string[] {
  const words = parts[0].split(/\s+/);
  const region = parts.slice(1).join(', ');
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const town = words.slice(-k).join(' ');
    const title = words.slice(0, -k).join(' ');
    if (titleScore(title) > 0 && titleScore(town) <= 0 && parsePlace(`${town}, ${region}`)) return [title, `${town}, ${region}`];
  }
  return [parts.join(', ')];
}

/** "Mechtechnologies, Lahore, Pakistan": a name no gazetteer knows before "City, Country" is the employer. */
function employerBeforePlace(parts: string[]): [string, string] | null {
  if (parts.length < 3 || townsNamed(parts[0]).length > 0) return null;
  const place = parts.slice(1).join(', ');
  return parsePlace(place) ? [parts[0], place] : null;
}

/** "High Street", "High Street, Longsight", "12 Park Road, Sale": a street, with the town after it, is a place. */
function isStreetPlace(text: string): boolean {
  const [street, ...more] = text.split(/,\s*/);
  return isStreet(street) && more.every((part) => /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(part.trim()) || parsePlace(part) !== null);
}

/** "Pakistan/ UK", "London / Dubai": places a job was split between, joined by a slash. */
const placesBySlash = (text: string) => {
  if (text.length > 120 || !text.includes('/')) return false;
  const parts = text.split('/').map((part) => part.trim());
  return parts.length >= 2 && parts.length <= 4 && parts.every((part) => part.length > 0 && parsePlace(part) !== null && employerScore(part) === 0);
};

/**
 * "Fredericia & Copenhagen", "Leeds and Manchester": the towns of one country a job was shared
 * between. One of them reads as a place on its own and the other is a town of the same country;
 * "Marks & Spencer" or "Johnson & Johnson" name no place that way.
 */
const placesJoined = (text: string) => {
  if (text.length > 80) return false;
  const parts = text.split(/ (?:&|and|og|och|und|et|en|y|e) /).map((part) => part.trim());
  // each part a town's name alone: "McDonald & Shearer, PA" is a law firm, whatever "Shearer, PA" reads as
  if (parts.length !== 2 || parts.some((part) => !/^\p{Lu}/u.test(part) || part.includes(',') || employerScore(part) !== 0)) return false;
  const country = parts.map((part) => parsePlace(part)?.country).find(Boolean);
  return Boolean(country) && parts.every((part) => parsePlace(part)?.country === country || townsNamed(part).some((t) => t.country === country));
};

export const isPlaceField = (text: string) =>
  (parsePlace(text) !== null && !employerBeforePlace(text.split(/,\s*/))) || REMOTE.test(text.trim()) || isStreetPlace(text) || placesBySlash(text) || placesJoined(text);
