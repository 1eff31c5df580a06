import type { ExtractedLine } from '../types';
import { isOccupationTitle } from '../knowledge';
import { sectionTypeOf, sectionTypeWithin } from './heading-type';
import { employerScore, hasTitleWord, titleScore } from './job-title-words';
import { townsNamed } from './gazetteer';
import { parsePlace } from './location';
import { isAllCaps, splitFields } from './text-shape';

/**
 * Picks the person's name among the first lines with additive feature scores, in the manner
 * of OpenResume: each predicate adds or removes points and the best candidate wins.
 */
export const DOCUMENT_TITLES = /^(curriculum vitae|cv|resume|résumé|lebenslauf|currículum|curriculum|currículo|curriculo|life ?cv)$/i;
/** Words that make a line a document title, a template's badge or a form label, never a name. */
const NOT_A_NAME =
  /\b(?:resume|résumé|cv|curriculum|vitae|lebenslauf|career|center|centre|birth|geburt|naissance|nacimiento|nationality|marital|status|father|mother|gender|religion|passport|address|objective|profile|page|applicant|name|particulars|font|styles|education|experience|children|highlights|summary|sample|example|template|title)\b/i;
/** Streets and buildings: "Reverie Road", "12B, Violet Apartments". */
const STREET = /\b(?:road|rd|street|st|avenue|ave|lane|drive|boulevard|blvd|way|apartments?|residency|nagar|colony|strasse|straße|rue|calle|avenida|floor|sector|block|room|suite|building|city|plaza|plains|heights)\b\.?$/i;
/** A name never opens with a preposition or a verb: "At Joined", "In Charge". */
const FUNCTION_WORD_START = /^(?:at|in|on|of|to|for|with|the|and|by|from|joined|worked|working)\b/i;
/** Institutions are never a person. */
const INSTITUTION = /\b(?:university|universität|universidad|université|college|school|institute|academy|hochschule)\b/i;
const NAME_TEXT = /^[\p{L}][\p{L}'’.\- ]*[\p{L}.]$/u;
const MIN_SCORE = 4;

export interface NameCandidate {
  text: string;
  score: number;
}

const NAME_PARTICLE = /^(de|da|do|dos|das|van|von|der|den|del|la|le|di|du|y|e|bin|al)$/;
/** lower-case words that are no name's particle ("skilled", "in") */
const sentenceWords = (tokens: readonly string[]) => tokens.filter((t) => /^\p{Ll}/u.test(t) && !NAME_PARTICLE.test(t)).length;

function scoreCandidate(field: string, line: ExtractedLine, position: number, largestFont: number): number {
  if (!NAME_TEXT.test(field) || DOCUMENT_TITLES.test(field.trim()) || /\b(europass|curriculum vitae|lebenslauf)\b/i.test(field)) return -Infinity;
  const tokens = field.split(/\s+/);
  // a name is written with capitals ("secondary education" is not one)
  if (tokens.every((t) => /^\p{Ll}/u.test(t))) return -Infinity;
  let score = 3;
  if (tokens.length >= 2 && tokens.length <= 4) score += 2;
  else if (tokens.length === 1) score -= 3;
  else score -= 4;
  // "Engineer- Embedded skilled in": words of a sentence, not a name's particles
  if (sentenceWords(tokens) >= 2) return -Infinity;
  if (tokens.every((t) => /^[\p{Lu}]/u.test(t) || NAME_PARTICLE.test(t))) score += 2;
  if (isAllCaps(field)) score += 1;
  if (line.bold) score += 1;
  if (line.headingHint) score += 1;
  if (largestFont > 0 && line.fontSize >= largestFont) score += 3;
  score += Math.max(0, 3 - position);
  if (sectionTypeOf(field)) score -= 10;
  // "Primary Skills", "Key Projects": a section's name with a word before it is a heading of a job board's form
  else if (sectionTypeWithin(field)) score -= 6;
  if (NOT_A_NAME.test(field) || STREET.test(field) || INSTITUTION.test(field) || FUNCTION_WORD_START.test(field)) return -Infinity;
  if (hasTitleWord(field)) score -= 6;
  if (employerScore(field) > 0) score -= 5;
  if (parsePlace(field)) score -= 8;
  return score;
}

/** "jane.smith@…", "linkedin.com/in/jane-smith": the name's words in the address are strong evidence. */
function evidenceScore(field: string, evidence: string[]): number {
  const words = field
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s'’-]+/)
    .filter((w) => w.length >= 2);
  if (words.length === 0) return 0;
  const found = words.filter((w) => evidence.some((e) => e.includes(w))).length;
  return found === words.length ? 4 : found > 0 ? 1 : 0;
}

/**
 * "O L I V I A B E N N E T T": letter-spaced text loses its word breaks. The email address or
 * profile link usually spells the name, which says where the break goes; without it the
 * letters are joined as one word.
 */
export function respaceLetters(text: string, evidence: string[]): string {
  const letters = text.replace(/ /g, '');
  const lower = letters.toLowerCase();
  for (const e of evidence) {
    const parts = e.split(/[^a-z]+/).filter((p) => p.length >= 2);
    for (let i = 0; i + 1 < parts.length; i++) {
      if (parts[i] + parts[i + 1] === lower) return `${letters.slice(0, parts[i].length)} ${letters.slice(parts[i].length)}`;
    }
    // "oliviabennett": a known first part at the start
    for (let cut = 2; cut <= lower.length - 2; cut++) {
      if (parts.some((p) => p === lower.slice(0, cut)) && parts.some((p) => p === lower.slice(cut))) return `${letters.slice(0, cut)} ${letters.slice(cut)}`;
    }
  }
  return letters;
}

/** "J O R D A N  R E Y E S": letter-spaced words keep a wider space between them, which is where the words break. */
const SPACED_WORDS = /^\p{L}(?: \p{L})+(?: {2,4}\p{L}(?: \p{L})+)+$/u;
const joinSpacedWords = (text: string) => text.split(/ {2,4}/).map((word) => word.replace(/ /g, '')).join(' ');

/**
 * "Hannah ParkFeatured Resume": a job board's badge printed straight after the name. A word
 * whose capital follows a small letter ("ParkFeatured") is cut there, unless it is a name
 * pattern of its own ("McDonald", "MacLeod", "DeVries").
 */
function withoutGluedBadge(text: string): string {
  const m = text.match(/^(.*?\p{Ll})(\p{Lu}\p{Ll}.*)$/u);
  if (!m) return text;
  const word = m[1].split(/\s+/).pop() ?? '';
  if (/^(?:Mc|Mac|De|Di|Da|Le|La|Van|Von|O)$/.test(word.replace(/\p{Lu}\p{Ll}*$/u, '') || word) || word.length < 3) return text;
  return m[1];
}

/** Names written in capitals are reported in title case: "ŁUKASZ ŹRÓDŁO" → "Łukasz Źródło". */
export function displayName(name: string): string {
  if (!isAllCaps(name)) return name.replace(/\s+/g, ' ').trim();
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase())
    // "VAN DER BERG" → "van der Berg": particles inside a name stay lower case
    .replace(/(?<=\s)(Van|Von|Der|Den|De|Del|Della|Di|Da|Do|Dos|Das|La|Le|Du|Ter|Ten)(?=\s)/g, (p: string) => p.toLowerCase());
}

/** Post-nominal credentials are not part of the name: "Tanya Brooks, SHRM-CP", "Oliver Bennett ACA". */
const CREDENTIALS = /(?:,?\s+(?:[A-Z]{2,6}(?:-[A-Z]{2,4})?|[A-Z][a-z]{0,2}\.(?:\s?[A-Z][a-z]{0,2}\.?)+|Ph\.?D\.?|MBA|CPA|RN|PE|PMP|Jr\.?|Sr\.?|II|III))+$/;

/**
 * Academic and courtesy titles before the name: "Dr. Jana Novak", "Mag. Thomas Gruber",
 * "Dipl.-Ing. Karl Huber", "Mgr inż. Anna Kowalska"; the professional titles Nigerian and Philippine
 * CVs put first ("Engr. Emeka Obi", "Atty. Ana Cruz", "Pharm. Ada Eze"). Short ones need their dot,
 * since "Ing" or "Lic" alone could start a name.
 */
const TITLE_PREFIX = /^(?:(?:dr|prof|mr|mrs|ms|mx|mgr|engr)\.?\s+|(?:mag|ing|dipl\.-\p{L}+|dott|dra|lic|ir|drs|mgr|inż|mmag|univ\.-prof|med|rer\.\s?nat|phil|atty|arch|pharm|barr|rev)\.\s*)+(?=\p{Lu})/iu;

/** 'RAYMOND "RAY" KOWALSKI': the quoted nickname is not part of the legal name. */
const NICKNAME = /\s["“'‘(][\p{L}. ]{1,20}["”'’)]\s/u;

/** In capitals only a comma sets credentials apart ("JANE DOE, RN, CCRN"): "DOE" alone could be one. */
const CAPS_CREDENTIALS = /(?:,\s*(?:[A-Z]{2,6}(?:-[A-Z]{2,4})?|PH\.?D\.?|M\.?D\.?))+$/;

export function withoutCredentials(text: string): string {
  // a name with its credentials fits a line; the end-anchored patterns must not rescan more
  if (text.length > 120) return text;
  const stripped = text.replace(TITLE_PREFIX, '').replace(isAllCaps(text) ? CAPS_CREDENTIALS : CREDENTIALS, '').trim();
  return stripped.split(/\s+/).length >= 2 ? stripped : text;
}

/**
 * A large name in a narrow sidebar wraps: "Johanna" / "Krüger", "Javier" / "Romero" / "Díaz". A run
 * of two to four consecutive one-word lines in the same font size, from each of its lines to its end,
 * is offered as one candidate as well.
 */
function withWrappedNames(lines: ExtractedLine[]): ExtractedLine[] {
  const oneWord = (l: ExtractedLine) => /^\p{L}[\p{L}'’-]+$/u.test(l.text.trim());
  const sameRun = (a: ExtractedLine, b: ExtractedLine | undefined): b is ExtractedLine => b !== undefined && a.fontSize > 0 && b.fontSize === a.fontSize && b.column === a.column && oneWord(b);
  const runs = lines.flatMap((line, i) => {
    if (!oneWord(line)) return [];
    let end = i + 1;
    while (end < lines.length && end - i < 4 && sameRun(line, lines[end])) end++;
    return end - i >= 2 ? [{ ...line, text: lines.slice(i, end).map((l) => l.text.trim()).join(' ') }] : [];
  });
  return [...lines, ...runs];
}

/**
 * "Prénom : Camille" and "Nom : Laurent", "Surname:  Nkosi" and "First Names:  Thabo Daniel" on
 * form-like CVs: the two labelled parts are the name, the value often tab-aligned after its label.
 */
const FIRST_NAME_LABEL = /^(?:first names?|given names?|forenames?|christian names?|vorname|prénom|prenom|nombre|nome|voornaam)\s*:\s*(\S.*)$/i;
const LAST_NAME_LABEL = /^(?:last name|surname|family name|nachname|familienname|nom|apellidos?|sobrenome|cognome|achternaam)\s*:\s*(\S.*)$/i;

function labelledParts(lines: ExtractedLine[]): string | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const line of lines) {
    // one label a line, its value set apart by a run of spaces; "Nombre: Ana    Apellidos: Ruiz" stays two fields
    const aligned = line.text.split(':').length === 2 ? [line.text.trim().replace(/\s{2,}/g, ' ')] : [];
    for (const field of [...aligned, ...splitFields(line.text)]) {
      first ??= field.match(FIRST_NAME_LABEL)?.[1]?.trim() ?? null;
      last ??= field.match(LAST_NAME_LABEL)?.[1]?.trim() ?? null;
    }
  }
  return first && last ? `${first} ${last}` : null;
}

/**
 * "Name:" / "Birth:" / "Nationality:" / "1." / "Tanner Stamm" / "Baghdad, 02.05.1938": a form's
 * two columns read one after the other, the labels first. The first value after the run of
 * labels is the name when the run opens on the name's label.
 */
const NAME_LABEL_ALONE = /^(?:full name|name|nombre|nom|nome|naam)\s*:$/i;
const LABEL_ALONE = /^\p{L}[\p{L} .'’/-]{0,30}:$/u;
const ENUMERATOR = /^(?:\d{1,2}|[a-z])[.)]$/i;

function nameAfterLabelColumn(lines: ExtractedLine[]): string | null {
  const at = lines.findIndex((l) => NAME_LABEL_ALONE.test(l.text.trim()));
  if (at < 0) return null;
  let i = at + 1;
  while (i < lines.length && LABEL_ALONE.test(lines[i].text.trim())) i++;
  // a lone value's "Name:" is the label of the line under it, which the candidates read anyway
  if (i - at < 3) return null;
  while (i < lines.length && ENUMERATOR.test(lines[i].text.trim())) i++;
  const value = withoutCredentials(clean(lines[i]?.text ?? '').replace(/\s+/g, ' '));
  const words = value.split(' ').length;
  return NAME_TEXT.test(value) && words >= 2 && words <= 4 && !NOT_A_NAME.test(value) && !parsePlace(value) ? value : null;
}

/** Quotes left by exports, and "Resume of", "Name:" before the name. */
const LEAD_IN = /^(?:["'“”‘’«»]+|(?:resume|résumé|cv|curriculum vitae)\s+(?:of|de|von)\s+|(?:full name|name|nombre|nom|nome)\s*:\s*)/i;
const clean = (text: string) =>
  text.replace(LEAD_IN, '').replace(LEAD_IN, '').replace(/["'“”‘’«»]+$/, '').replace(/(?:\s+X{3,})+$/i, '').trim();

/**
 * "Allen Neal King ESB Integration Developer", "Ivan Keeling 87 Some Example Street": exports
 * that lost the line break after the name run it into the next line. The capitalised words
 * before an acronym, a number or a job word are offered as the name as well.
 */
const SENIORITY = /^(?:sr|jr|snr|jnr)\.?$/i;

function leadingName(field: string): string | null {
  const tokens = field.split(/\s+/);
  if (tokens.length < 4) return null;
  const stop = tokens.findIndex((t, i) => i >= 2 && (/^\p{Lu}{2,}$/u.test(t) || /\d/.test(t) || hasTitleWord(t) || employerScore(t) > 0));
  // "Sr. Web Developer in JavaScript", "Lead Admissions Advisor": a title's seniority opens a sentence, never a name
  const named = tokens.slice(0, stop).every((t) => /^\p{Lu}\p{Ll}/u.test(t) && titleScore(t) === 0 && !SENIORITY.test(t));
  // "Aspiring Backend Engineer skilled in Java, …": a sentence goes on after the title, no name stands before it
  const sentence = sentenceWords(tokens.slice(stop)) >= 2;
  return stop >= 2 && stop <= 4 && named && !sentence ? tokens.slice(0, stop).join(' ') : null;
}

/** "New South, NC 27509", "Clayton, VIC": the part before the comma is the town of the place the field names. */
function townBeforeComma(field: string): boolean {
  const place = parsePlace(field);
  if (!place) return false;
  if (/\d/.test(field)) return true;
  return townsNamed(field.split(',')[0].trim()).some((t) => t.country === place.country);
}

export function findName(input: ExtractedLine[], evidence: string[] = [], document: ExtractedLine[] = input): NameCandidate | null {
  const labelled = labelledParts(input) ?? nameAfterLabelColumn(document.slice(0, 40));
  if (labelled && NAME_TEXT.test(labelled)) return { text: displayName(labelled), score: Infinity };
  const lines = withWrappedNames(input);
  const largestFont = Math.max(0, ...lines.map((l) => l.fontSize));
  let best: NameCandidate | null = null;
  lines.forEach((line, index) => {
    // Wrapped-name candidates are appended after the lines; they rank at their first line.
    const position = index < input.length ? index : input.findIndex((l) => line.text.startsWith(l.text.trim()));
    const text = clean(line.text);
    const spaced = SPACED_WORDS.test(text) ? joinSpacedWords(text) : /^(?:\p{L} ){3,}\p{L}$/u.test(text) ? respaceLetters(text, evidence) : text;
    // "Jane Doe, RN": the part before a comma, unless the field is a town with its postcode ("New South, NC 27509")
    // or a known town with its region ("Clayton, VIC"); "Mei Schuppe, Telangana" is a name and a place
    const beforeComma = (f: string) => (f.includes(',') && !townBeforeComma(f) ? [f.split(',')[0]] : []);
    const fields = splitFields(spaced).flatMap((f) => [f, ...beforeComma(f), ...(leadingName(f) ? [leadingName(f)!] : [])]);
    for (const raw of fields) {
      const plain = withoutGluedBadge(clean(raw).replace(NICKNAME, ' ').replace(/\s+/g, ' ').trim());
      const field = withoutCredentials(plain);
      const score = scoreCandidate(field, line, position, largestFont) + evidenceScore(field, evidence);
      // "Medical Assistant" alone at the top: the job sought, printed where the name would be
      if (score >= MIN_SCORE && (!best || score > best.score) && !isOccupationTitle(field)) best = { text: displayName(field), score };
    }
  });
  return best;
}
