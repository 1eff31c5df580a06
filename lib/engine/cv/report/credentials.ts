import { credentialLines, matchCertification } from '../facts/certification-match';
import type { RoleProfile } from '../knowledge/types';
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

/**
 * The valued credentials of a role (the target's by default) the CV does not show, in the
 * profile's order. The salary prices the latest job's role when no target is given, so it names
 * that role: the target's list would be empty and every credential would pass for held.
 */
export function missingCredentials(ctx: ScoringContext, role: RoleProfile | null = ctx.target.role): string[] {
  return (role?.certifications ?? []).filter((c) => !holdsCredential(ctx, c));
}
