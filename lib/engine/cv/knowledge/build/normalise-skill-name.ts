import { KEEP_VENDOR, ONET_DROP, ONET_RENAMES, VENDOR_PREFIXES } from '../curated/onet-names';

export interface NormalisedName {
  name: string;
  /** lower-case spellings that should also match, e.g. the raw O*NET name */
  aliases: string[];
}

const SMALL_WORDS = new Set(['for', 'of', 'and', 'the', 'to', 'in', 'on', 'a']);

/**
 * Turns a raw O*NET technology name into the name a CV would use, or null when the entry is
 * a generic description ("Scheduling software") rather than a product or language.
 */
export function normaliseSkillName(raw: string): NormalisedName | null {
  const trimmed = raw.trim();
  if (ONET_DROP.has(trimmed)) return null;
  // "Sage 50 Accounting Software" takes the rename of "Sage 50 Accounting"
  const rename = ONET_RENAMES[trimmed] ?? ONET_RENAMES[trimmed.replace(/\s+software$/i, '')];
  if (rename) return withAliases(rename, [trimmed]);

  const hadSoftwareSuffix = /\s+software$/i.test(trimmed);
  let name = trimmed.replace(/\s+software$/i, '');
  const aliases = [trimmed];

  const acronym = splitAcronym(name);
  if (acronym) {
    aliases.push(stripVendor(acronym.expansion) ?? acronym.expansion);
    return withAliases(acronym.acronym, aliases);
  }
  // "Scheduling software", "Flow chart software": a category of tools, not one tool.
  if (hadSoftwareSuffix && isGenericPhrase(name)) return null;
  if (name.includes(' ') && isGenericPhrase(name)) return null;

  const stripped = stripVendor(name);
  if (stripped) {
    aliases.push(name);
    name = stripped;
  }
  return withAliases(name, aliases);
}

function withAliases(name: string, aliases: string[]): NormalisedName {
  const lower = name.toLowerCase();
  const unique = [...new Set(aliases.map((a) => a.toLowerCase()))].filter((a) => a !== lower);
  return { name, aliases: unique.sort() };
}

/** a description in sentence case: no capital or digit after the first letter */
function isGenericPhrase(name: string): boolean {
  return !/[A-Z0-9]/.test(name.slice(1));
}

/** a number word or numeral as a product's edition ("Business One", "Office 365") */
const EDITION = /^(?:one|two|three|\d{1,4})$/i;
/** "Business One": every word generic (one KEEP_VENDOR keeps its vendor for, or an edition): ordinary words without the vendor */
const allGeneric = (rest: string) => rest.split(/\s+/).every((w) => KEEP_VENDOR.has(w.toLowerCase()) || EDITION.test(w));

function stripVendor(name: string): string | null {
  for (const vendor of VENDOR_PREFIXES) {
    if (!name.startsWith(`${vendor} `)) continue;
    const rest = name.slice(vendor.length + 1).trim();
    // a plain word left alone ("Oracle Clinical" → "Clinical") would match ordinary prose, and so would
    // a remainder of generic words alone ("SAP Business One" → "Business One")
    if (rest.length < 2 || KEEP_VENDOR.has(rest.toLowerCase()) || /^[A-Z][a-z]+$/.test(rest) || allGeneric(rest)) return null;
    return rest;
  }
  return null;
}

/**
 * "Hypertext markup language HTML" → {HTML, "hypertext markup language"}: the last word is an
 * upper-case acronym spelled by the initial letters of the words before it (a word may give
 * more than one letter, as "Hypertext" gives H and T; small words may be skipped).
 */
function splitAcronym(name: string): { acronym: string; expansion: string } | null {
  const words = name.split(/\s+/);
  if (words.length < 3) return null;
  const acronym = words[words.length - 1];
  if (!/^[A-Z][A-Z0-9]{1,7}$/.test(acronym)) return null;
  const letters = acronym.replace(/[0-9]/g, '').toLowerCase();
  const before = words.slice(0, -1);
  // try the longest expansion first, so the vendor is only dropped when it is not part of it
  for (let from = 0; from < before.length; from++) {
    const expansion = before.slice(from);
    if (expansion.length >= 2 && spells(letters, expansion.map((w) => w.toLowerCase()))) {
      return { acronym, expansion: expansion.join(' ') };
    }
  }
  return null;
}

function spells(letters: string, words: string[]): boolean {
  if (letters.length === 0) return words.every((w) => SMALL_WORDS.has(w));
  if (words.length === 0) return false;
  const [word, ...rest] = words;
  if (SMALL_WORDS.has(word) && spells(letters, rest)) return true;
  if (word[0] !== letters[0]) return false;
  // the word contributes its first letter and possibly more letters from inside it, in order
  for (let take = 1; take <= letters.length; take++) {
    if (take > 1 && !containsInOrder(word.slice(1), letters.slice(1, take))) break;
    if (spells(letters.slice(take), rest)) return true;
  }
  return false;
}

function containsInOrder(word: string, letters: string): boolean {
  let i = 0;
  for (const ch of word) if (ch === letters[i]) i++;
  return i === letters.length;
}
