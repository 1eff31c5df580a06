import { credentialLines, matchCertification } from '../facts/certification-match';
import type { ScoringContext } from '../score/context';

/**
 * Whether the CV holds a credential the role values. A requirement may name alternatives by
 * country ("RN license (NCLEX-RN) or NMC registration or AHPRA Registered Nurse"): any one
 * satisfies it, named in the certifications or education, or anywhere in the text.
 */
export function holdsCredential(ctx: ScoringContext, credential: string): boolean {
  if (matchCertification(credential, credentialLines(ctx.cv))) return true;
  return credential.split(/\s+or\s+/i).some((alternative) => ctx.lowerText.includes(alternative.trim().toLowerCase()));
}

/** The role's valued credentials the CV does not show, in the profile's order. */
export function missingCredentials(ctx: ScoringContext): string[] {
  return (ctx.target.role?.certifications ?? []).filter((c) => !holdsCredential(ctx, c));
}
