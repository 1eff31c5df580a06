/**
 * Short roles a recruiter does not read as leaving early: a role held while the candidate was
 * studying (its length is the studies'), and a role followed straight away by another at the
 * same employer or its group (a promotion or a transfer: "Analyst" then "Senior Analyst" at
 * Acme, "Danggeun Market" then "Danggeun Pay"). Both only ever withhold a short-tenure flag.
 */
import { fold } from '../parse/text-shape';
import type { ParsedCv } from '../types';
import { monthOf } from './traces';

type Dated = { index: number; start: number | null; end: number | null; employer: string | null; kind: string };

/** at most this many months between the end of one role and the start of the next for a move inside the employer */
const MOVE_MONTHS = 2;
/** first words that name a kind of organisation, shared by unrelated employers ("Bank of …", "University of …") */
const GENERIC_FIRST_WORDS = new Set([
  'the', 'a', 'an', 'bank', 'university', 'universidad', 'universite', 'universitat', 'college', 'school', 'hospital', 'national', 'state', 'city', 'county',
  'global', 'first', 'united', 'american', 'general', 'royal', 'international', 'group', 'grupo', 'groupe', 'new', 'great', 'central', 'north', 'south',
  'east', 'west', 'saint', 'st', 'san', 'banco', 'banque', 'institute', 'instituto', 'department', 'ministry', 'government', 'council', 'my', 'self',
]);

const firstWord = (employer: string) => fold(employer).match(/\p{L}[\p{L}\d&'-]*/u)?.[0] ?? '';
const bare = (employer: string) => fold(employer).replace(/[^\p{L}\d]+/gu, ' ').trim();

/** the same employer, or one group: the same distinctive first word */
export function sameEmployerGroup(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  if (bare(a) === bare(b)) return true;
  const word = firstWord(a);
  return word.length >= 3 && !GENERIC_FIRST_WORDS.has(word) && word === firstWord(b);
}

/** the role is followed within two months by a role at the same employer or group */
export function movedWithinEmployer(role: Dated, roles: readonly Dated[]): boolean {
  if (role.end === null) return false;
  return roles.some(
    (o) => o.index !== role.index && o.kind === 'job' && o.start !== null && o.start >= role.end! - 1 && o.start - role.end! <= MOVE_MONTHS && sameEmployerGroup(role.employer, o.employer),
  );
}

/** the role lies inside a dated course of study of a year or more */
export function heldWhileStudying(role: Dated, cv: Pick<ParsedCv, 'education'>): boolean {
  if (role.start === null || role.end === null) return false;
  return cv.education.some((e) => {
    if (!e.start || !e.end) return false;
    const from = monthOf(e.start, 'start');
    const to = monthOf(e.end, 'end');
    return to - from >= 11 && role.start! >= from && role.end! <= to;
  });
}
