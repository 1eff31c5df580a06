import { degreeTitle } from './degree-title';

// "admission" is how a requirement names a bar membership the CV prints as "Illinois State Bar"
const FILLER = new Set(['certified', 'certification', 'certificate', 'license', 'licence', 'licensed', 'the', 'of', 'in', 'and', 'for', 'a', 'an', 'board', 'degree', 'admission']);

function significantTokens(text: string): string[] {
  return text
    .replace(/[()[\],.:;/–—&]/g, ' ')
    .split(/\s+/)
    .filter((t) => t && !FILLER.has(t.toLowerCase()));
}

const ABBREVIATION = /^[A-Z]{2,5}(-[A-Z]{2,4})?$/;

function initials(tokens: string[]): string {
  return tokens
    .filter((t) => !ABBREVIATION.test(t))
    .map((t) => t[0].toLowerCase())
    .join('');
}

/**
 * The CV certification line that satisfies a credential the role asks for, or null. Credentials
 * are written loosely ("AWS Solutions Architect – Associate" for "AWS Certified Solutions
 * Architect", "Family Nurse Practitioner (FNP-BC)" for "NP license"), so a line matches when it
 * holds three quarters of the credential's significant words (so a Bachelor of Science in
 * Nursing does not pass for a Master of Science in Nursing), or, when either side is only an
 * abbreviation, when the abbreviation spells the other side's initials. An abbreviation shared
 * with a longer name ("AWS") is not enough: the vendor alone does not make the credential.
 */
export function matchCertification(required: string, held: readonly string[]): string | null {
  // "MSN or DNP degree", "FNP-BC (ANCC) or FNP-C (AANPCB)": any one alternative satisfies it.
  const alternatives = required.split(/\s+or\s+/i);
  if (alternatives.length > 1) {
    for (const alternative of alternatives) {
      const found = matchCertification(alternative, held);
      if (found) return found;
    }
    return null;
  }
  const wanted = significantTokens(required);
  if (wanted.length === 0) return null;
  const wantedLower = wanted.map((t) => t.toLowerCase());
  const wantedIsAbbreviation = wanted.every((t) => ABBREVIATION.test(t));
  for (const line of held) {
    const have = significantTokens(line);
    const haveLower = have.map((t) => t.toLowerCase());
    const overlap = wantedLower.filter((t) => haveLower.includes(t)).length;
    if (overlap / wanted.length >= 0.75 && (overlap >= 2 || wanted.length === 1)) return line;
    if (wantedIsAbbreviation) {
      const lineInitials = initials(have);
      const lineParts = have.filter((t) => ABBREVIATION.test(t)).flatMap((t) => t.toLowerCase().split('-'));
      if (wantedLower.some((a) => lineInitials.includes(a) || lineParts.some((p) => p.endsWith(a)))) return line;
    }
    const wantedInitials = initials(wanted);
    const lineAbbreviations = have.filter((t) => ABBREVIATION.test(t)).map((t) => t.toLowerCase().split('-')[0]);
    if (wantedInitials.length >= 2 && lineAbbreviations.includes(wantedInitials)) return line;
  }
  return null;
}

/** Lines of the CV that can hold a credential: certifications, and degrees (an MSN is both). */
export function credentialLines(parsed: {
  certifications: readonly string[];
  education: ReadonlyArray<{ degree: string | null; field: string | null }>;
  language?: string;
}): string[] {
  const degrees = parsed.education.filter((e) => e.degree).map((e) => degreeTitle(e, parsed.language)!);
  return [...parsed.certifications, ...degrees];
}
