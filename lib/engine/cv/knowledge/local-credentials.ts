import { CREDENTIAL_MARKETS, SKILL_MARKETS } from './curated/credential-markets';
import { RESOURCE_MARKETS } from './curated/resource-markets';
import type { LearningResource } from './types';
import type { RoleProfile } from './types';

const issuedIn = (alternative: string, country: string) => {
  const markets = CREDENTIAL_MARKETS[alternative.trim()];
  return !markets || markets.includes(country);
};

/**
 * A profile's credentials as they apply in `country` (ISO alpha-2): each keeps the alternatives
 * issued there ("NMC registration" for GB out of "RN license (NCLEX-RN) or NMC registration or
 * AHPRA Registered Nurse"), and one with none issued there is dropped: a Madrid nurse is asked
 * for no US licence. Without a country every credential stays as the profile writes it.
 */
export function localCredentials(credentials: readonly string[], country: string | null | undefined): string[] {
  if (!country) return [...credentials];
  const out: string[] = [];
  for (const credential of credentials) {
    const kept = credential.split(/\s+or\s+/).filter((alternative) => issuedIn(alternative, country.toUpperCase()));
    if (kept.length > 0) out.push(kept.join(' or '));
  }
  return out;
}

/** a profile's skills as they apply in `country`: one country's rules give way to what stands for them elsewhere */
export function localSkills(skills: readonly string[], country: string | null | undefined): string[] {
  if (!country) return [...skills];
  const out: string[] = [];
  for (const skill of skills) {
    const market = SKILL_MARKETS[skill];
    const cc = country.toUpperCase();
    const local = !market || market.countries.includes(cc) ? skill : (market.local?.[cc] ?? market.elsewhere);
    if (local && !out.includes(local)) out.push(local);
  }
  return out;
}

/** the host a resource is published on, and each parent domain of it: "www.osha.gov" → osha.gov */
function marketOf(url: string) {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const market = RESOURCE_MARKETS[labels.slice(i).join('.')];
    if (market) return market;
  }
  return undefined;
}

/**
 * Learning resources as they apply in `country`: one that teaches another country's law, agency
 * or exam gives way to the local equivalent the table knows, else to an international one, else
 * is left out. Without a country the list stays as it is.
 */
export function localResources(resources: readonly LearningResource[], country: string | null | undefined): LearningResource[] {
  if (!country) return [...resources];
  const cc = country.toUpperCase();
  const out: LearningResource[] = [];
  for (const resource of resources) {
    const market = marketOf(resource.url);
    const local = !market || market.countries.includes(cc) ? resource : (market.local?.[cc] ?? market.elsewhere);
    if (local && !out.some((r) => r.url === local.url)) out.push(local);
  }
  return out;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** the profile with its credentials and rule-bound skills for `country` (the same object when nothing changes) */
export function localiseRole<R extends RoleProfile | null>(role: R, country: string | null | undefined): R {
  if (!role || !country) return role;
  const certifications = localCredentials(role.certifications, country);
  const requiredHardSkills = localSkills(role.requiredHardSkills, country);
  const preferredHardSkills = localSkills(role.preferredHardSkills, country).filter((s) => !requiredHardSkills.includes(s));
  if (sameList(certifications, role.certifications) && sameList(requiredHardSkills, role.requiredHardSkills) && sameList(preferredHardSkills, role.preferredHardSkills)) return role;
  return { ...role, certifications, requiredHardSkills, preferredHardSkills } as R;
}
