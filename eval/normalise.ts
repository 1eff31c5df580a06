/**
 * How a parsed value is compared with a label. Every field goes through `plain` first:
 *   Unicode: NFKC (ligatures, full-width forms), soft hyphens dropped, accents removed after NFD
 *            ("Müller" = "Muller"; a spacing diaeresis "M¨uller" is NOT repaired: that is the
 *            extraction error the score must see);
 *   case:    folded; punctuation: every run of non-letters/digits is one space; whitespace: trimmed.
 * Then per field: companies drop legal forms, phones compare digits, locations the place's
 * first part. Names of organisations may differ by a trailing part (see `sameOrganisation`).
 */

export function plain(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Legal forms and filler that vary between mentions of one employer ("Oracle India Pvt Ltd" / "Oracle India"). */
const LEGAL_FORM =
  /\b(?:pvt|private|ltd|limited|inc|incorporated|llc|llp|plc|corp|corporation|co|company|gmbh|mbh|ag|kg|se|sa|sas|sarl|srl|sl|spa|bv|nv|pty|ltda|oy|ab|as|the)\b/g;

/** legal forms written with full stops, which `plain()` leaves as letters apart: "S.A.", "B.V.", "S.A.B. de C.V.", "S. de R.L." */
const DOTTED_LEGAL_FORM = /\b(?:s a(?: [bp](?: i)?)?(?: de c v)?|s de r l(?: de c v)?|b v|n v|s l|s r l)$/;

export function organisation(text: string): string {
  return plain(text).replace(DOTTED_LEGAL_FORM, ' ').replace(LEGAL_FORM, ' ').replace(/\s+/g, ' ').trim();
}

const words = (text: string) => (text ? text.split(' ') : []);

/**
 * Two organisation names match when equal after `organisation()`, or when one is the other
 * with words added at either end and the shorter keeps at least two words and 60% of the
 * longer ("State Polytechnic University" / "State Polytechnic University Springfield").
 */
export function sameOrganisation(a: string, b: string): boolean {
  const [x, y] = [organisation(a), organisation(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  const [s, l] = [words(short), words(long)];
  return s.length >= 2 && s.length / l.length >= 0.6 && ` ${long} `.includes(` ${short} `);
}

/** Titles: equal after `plain()`. */
export const sameTitle = (a: string, b: string) => plain(a) !== '' && plain(a) === plain(b);

/** Silver labels (dotin): one name contained in the other at word boundaries is enough. */
export function overlapping(a: string, b: string, normalise: (t: string) => string = organisation): boolean {
  const [x, y] = [normalise(a), normalise(b)];
  if (!x || !y) return false;
  return ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

/** Phones: the digits; a leading country code or trunk 0 may be missing on one side. */
export function samePhone(a: string, b: string): boolean {
  const [x, y] = [a.replace(/\D/g, ''), b.replace(/\D/g, '')];
  if (x.length < 7 || y.length < 7) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  const core = short.replace(/^0+/, '');
  return core.length >= 7 && long.endsWith(core) && long.length - core.length <= 4;
}

/** Locations: the comma parts, tokens with digits (postcodes) dropped: "Birmingham B18 6NF" → ["birmingham"]. */
export function placeParts(text: string): string[] {
  return text
    .split(/[,|/(]/)
    .map((part) => plain(part.split(/\s+/).filter((t) => !/\d/.test(t)).join(' ')))
    .filter(Boolean);
}

export const placeHead = (text: string) => placeParts(text)[0] ?? '';

/**
 * The town must agree: the label's first part ("Springfield" of "Springfield, IL") is the parsed
 * place's first part, or the parsed place is more specific than a label that names only the
 * region ("Chennai, Tamil Nadu" for "Tamil Nadu").
 */
export function samePlace(label: string, parsed: string): boolean {
  const [l, p] = [placeParts(label), placeParts(parsed)];
  return l.length > 0 && p.length > 0 && (l[0] === p[0] || (l.length === 1 && p.includes(l[0])));
}

/**
 * A degree's name written out and its short form are one degree: "Bachelor of Science" = "B.S." =
 * "BSc", "Master of Arts" = "M.A.", "Bachelor's" = "Bachelor" (applied after the short pieces are joined
 * and "of" dropped).
 */
const DEGREE_NAMES: [RegExp, string][] = [
  [/\b(bachelor|master)s?(?: s)?\b/g, '$1'],
  [/\bbachelor science\b|\bbs\b/g, 'bsc'],
  [/\bbachelor arts\b/g, 'ba'],
  [/\bbachelor engineering\b/g, 'be'],
  [/\bbachelor technology\b|\bb tech\b/g, 'btech'],
  [/\bbachelor commerce\b/g, 'bcom'],
  [/\bbachelor computer applications\b/g, 'bca'],
  [/\bmaster science\b|\bms\b/g, 'msc'],
  [/\bmaster arts\b/g, 'ma'],
  [/\bmaster technology\b|\bm tech\b/g, 'mtech'],
  [/\bmaster business administration\b/g, 'mba'],
  [/\bmaster computer applications\b/g, 'mca'],
  [/\bdoctor philosophy\b/g, 'phd'],
];

/**
 * Degrees: letters only, runs of short pieces joined ("B.E." = "BE", "Ph.D." = "PhD", "B.Sc" = "BSc"),
 * "in"/"of" (and "en", "em", "de", "im", "der", "di") between degree and field dropped, and "major"
 * ("Bachelor of Arts, Major in Music" = "Bachelor of Arts in Music"), a degree's written-out name
 * and its short form one (`DEGREE_NAMES`); containment either way.
 */
export function degreeKey(t: string): string {
  const tokens = plain(t)
    .split(' ')
    .filter((w) => w && !/^(?:in|of|en|em|de|im|der|di|major|majors|majoring)$/.test(w));
  const out: string[] = [];
  for (const w of tokens) {
    const last = out[out.length - 1];
    if (last !== undefined && w.length <= 2 && /^[a-z]{1,3}$/.test(last)) out[out.length - 1] = last + w;
    else out.push(w);
  }
  return DEGREE_NAMES.reduce((key, [pattern, short]) => key.replace(pattern, short), out.join(' '));
}

export const sameDegree = (a: string, b: string) => overlapping(a, b, degreeKey);

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Skills as printed: `plain()` equality ("Node.js" = "node js", "C++" = "c" is avoided by keeping + and #). */
export function skillKey(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** "2022-06" / "2022" / "present": a parsed date in the labels' shape. */
export function dateKey(date: { year: number; month: number | null } | null, current = false): string | undefined {
  if (current) return 'present';
  if (!date) return undefined;
  return date.month ? `${date.year}-${String(date.month).padStart(2, '0')}` : String(date.year);
}

/** A label's date against a parsed one: a year-only label needs only the year. */
export function sameDate(label: string | undefined, parsed: string | undefined): boolean {
  if (label === undefined) return true;
  if (parsed === undefined) return false;
  if (label === 'present' || parsed === 'present') return label === parsed;
  return label.length === 4 ? parsed.slice(0, 4) === label : parsed === label;
}
