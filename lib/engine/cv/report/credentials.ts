import { credentialLines, matchCertification } from '../facts/certification-match';
import type { RoleProfile } from '../knowledge/types';
import { splitOutsideBrackets } from '../parse/text-shape';
import type { ParsedCv } from '../types';
import type { ScoringContext } from '../score/context';

/**
 * How the CV shows a credential the role values, or null when it does not. A requirement may name
 * alternatives by country ("RN license (NCLEX-RN) or NMC registration or AHPRA Registered Nurse"):
 * any one satisfies it. The alternative as printed anywhere in the text is preferred to the
 * certification or education line that matched, so a sentence can name what the CV shows.
 */
export function heldCredential(ctx: ScoringContext, credential: string): string | null {
  const printed = credential
    .split(/\s+or\s+/i)
    .map((alternative) => alternative.trim())
    .find((alternative) => ctx.lowerText.includes(alternative.toLowerCase()));
  return printed ?? matchCertification(credential, credentialLines(ctx.cv));
}

export function holdsCredential(ctx: ScoringContext, credential: string): boolean {
  return heldCredential(ctx, credential) !== null;
}

/**
 * The valued credentials of a role (the target's by default) the CV does not show, in the
 * profile's order. The salary prices the latest job's role when no target is given, so it names
 * that role: the target's list would be empty and every credential would pass for held.
 */
export function missingCredentials(ctx: ScoringContext, role: RoleProfile | null = ctx.target.role): string[] {
  return (role?.certifications ?? []).filter((c) => !holdsCredential(ctx, c));
}

/**
 * The certifications a sentence may name: a certificate's name, not a line of the section it was
 * read from ("Higher Secondary School, Coimbatore, 75%, 1999" under "Educational & Professional
 * Development" is a school's result).
 */
export function nameableCertifications(cv: ParsedCv): string[] {
  return cv.certifications.filter((c) => c.split(/\s+/).length <= 8 && !/\d\s?%/.test(c));
}

/**
 * A certification as a sentence names it: its name, without the issuer, place, date or number the
 * section line adds after a comma ("Payroll Compliance Practitioner (PCP), National Payroll
 * Institute, 2016" → "Payroll Compliance Practitioner (PCP)"; "Coaching for Performance – Acme
 * Academy, Leeds (October 2022)" → "Coaching for Performance – Acme Academy"). A status naming no
 * credential ("General registration, … Board …") is left out: "Certified: General registration" says nothing.
 */
export function certificationsForSentence(cv: ParsedCv): string[] {
  return nameableCertifications(cv).flatMap((line) => {
    const name = (splitOutsideBrackets(line.slice(0, 300), ',')[0] ?? '').replace(/\s*\([^()]*\b(?:19|20)\d\d\)\s*$/, '').trim();
    const words = name.split(/\s+/);
    const named = words.slice(1).some((w) => /^[\p{Lu}\d(]/u.test(w)) || /\p{Lu}{2,}/u.test(name);
    return name && named ? [name] : [];
  });
}
