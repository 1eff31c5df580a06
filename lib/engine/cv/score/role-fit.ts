/**
 * How a CV's skills cover a role profile. Shared by relevance, hard-skill coverage, keywords
 * and job matches, so that every block agrees on what is present and what is missing.
 */
import { impliedBy } from '../facts/implied-skills';
import { mentions } from '../knowledge/industry-matcher';
import { readsSkillsIn } from '../knowledge/skill-languages';
import type { RoleProfile } from '../knowledge/types';
import { cached, type ScoringContext } from './context';
import { ratio } from './numbers';

export interface RoleFit {
  role: RoleProfile;
  requiredPresent: string[];
  requiredMissing: string[];
  preferredPresent: string[];
  preferredMissing: string[];
  softPresent: string[];
  softMissing: string[];
  termsPresent: string[];
  termsMissing: string[];
  /** 0..1: required 0.75, preferred 0.25; a skill only listed (not used in a bullet) counts 0.8 */
  hardCoverage: number;
}

/** A skill only listed counts less than one shown in use: a bare list is weaker evidence. */
export const LISTED_ONLY_WEIGHT = 0.8;

function split(names: readonly string[], has: (n: string) => boolean): [string[], string[]] {
  const present: string[] = [];
  const missing: string[] = [];
  for (const n of names) (has(n) ? present : missing).push(n);
  return [present, missing];
}

/**
 * Requirements a team fills with any one member of a group: a profile listing several
 * languages ("Java, Python, Go, Node.js" for a backend engineer, "Swift, Kotlin" for mobile)
 * asks for one stack, and a UK accountant's IFRS answers a "GAAP" requirement.
 */
const INTERCHANGEABLE: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Java', 'Python', 'Go', 'Node.js', 'C#', '.NET', 'Ruby', 'PHP', 'Kotlin', 'Swift', 'Scala', 'Rust']),
  new Set(['Bash', 'PowerShell']),
  new Set(['GAAP', 'IFRS']),
];

/**
 * The profile's required and preferred skills for this CV: a skill whose group the CV already
 * covers with another member is not asked for at all (a Go engineer is not asked for Node.js).
 */
function effectiveRequirements(role: RoleProfile, has: (n: string) => boolean): { required: readonly string[]; preferred: readonly string[] } {
  const covered = new Set<string>();
  for (const group of INTERCHANGEABLE) {
    if (![...group].some(has)) continue;
    for (const n of [...role.requiredHardSkills, ...role.preferredHardSkills]) if (group.has(n) && !has(n)) covered.add(n);
  }
  if (covered.size === 0) return { required: role.requiredHardSkills, preferred: role.preferredHardSkills };
  return {
    required: role.requiredHardSkills.filter((n) => !covered.has(n)),
    preferred: role.preferredHardSkills.filter((n) => !covered.has(n)),
  };
}

/** fits by context and profile: relevance, hard skills, keywords, salary, job matches and the actions all read the target's */
const fits = new WeakMap<ScoringContext, Map<RoleProfile, RoleFit>>();

export function roleFit(ctx: ScoringContext, role: RoleProfile): RoleFit {
  return cached(cached(fits, ctx, () => new Map<RoleProfile, RoleFit>()), role, () => fitOf(ctx, role));
}

const impliedByName = new WeakMap<ScoringContext, Map<string, string[]>>();

function fitOf(ctx: ScoringContext, role: RoleProfile): RoleFit {
  // a skill another shows without naming it counts as present ("SQL" on a CV listing PostgreSQL)
  const found = ctx.hardSkills.map((m) => m.skill);
  // asked for every requirement and group member of every profile weighed: read once per name
  const implied = cached(impliedByName, ctx, () => new Map<string, string[]>());
  const shownBy = (n: string) => cached(implied, n, () => impliedBy(n, found).map((s) => s.name));
  const has = (n: string) => ctx.skillNames.has(n) || shownBy(n).length > 0;
  const { required: requiredSkills, preferred: preferredSkills } = effectiveRequirements(role, has);
  const [requiredPresent, requiredMissing] = split(requiredSkills, has);
  const [preferredPresent, preferredMissing] = split(preferredSkills, has);
  const [softPresent, softMissing] = split(role.softSkills, has);
  const [termsPresent, termsMissing] = split(role.industryTerms, (t) => mentions(ctx.termText, t));
  const evidenced = (n: string) => ctx.evidencedSkills.has(n) || shownBy(n).some((m) => ctx.evidencedSkills.has(m));
  const weight = (n: string) => (evidenced(n) ? 1 : LISTED_ONLY_WEIGHT);
  const weighted = (present: string[], all: readonly string[]) =>
    all.length === 0 ? null : ratio(present.reduce((s, n) => s + weight(n), 0), all.length);
  const required = weighted(requiredPresent, requiredSkills);
  const preferred = weighted(preferredPresent, preferredSkills);
  const hardCoverage =
    required === null && preferred === null
      ? 0
      : required === null
        ? preferred!
        : preferred === null
          ? required
          : 0.75 * required + 0.25 * preferred;
  // a CV in a language the lexicon does not read may name these skills in its own words: nothing is said missing
  const unread = !readsSkillsIn(ctx.cv.language);
  return {
    role,
    requiredPresent,
    requiredMissing: unread ? [] : requiredMissing,
    preferredPresent,
    preferredMissing: unread ? [] : preferredMissing,
    softPresent,
    softMissing: unread ? [] : softMissing,
    termsPresent,
    termsMissing: unread ? [] : termsMissing,
    hardCoverage,
  };
}

/** Job-description coverage: share of its skills found in the CV and of its phrases in the text. */
export interface JdFit {
  skillsPresent: string[];
  skillsMissing: string[];
  phrasesPresent: string[];
  phrasesMissing: string[];
  /** 0..1: skills weigh 0.7, phrases 0.3 (phrases are noisier) */
  coverage: number;
}

export function jdFit(ctx: ScoringContext): JdFit | null {
  const jd = ctx.target.jd;
  if (!jd) return null;
  const [skillsPresent, skillsMissing] = split(
    jd.skills.map((s) => s.name),
    (n) => ctx.skillNames.has(n),
  );
  const [phrasesPresent, phrasesMissing] = split(jd.phrases, (p) => mentions(ctx.termText, p));
  const skillShare = jd.skills.length ? ratio(skillsPresent.length, jd.skills.length) : null;
  const phraseShare = jd.phrases.length ? ratio(phrasesPresent.length, jd.phrases.length) : null;
  const coverage =
    skillShare === null ? (phraseShare ?? 0) : phraseShare === null ? skillShare : 0.7 * skillShare + 0.3 * phraseShare;
  return { skillsPresent, skillsMissing, phrasesPresent, phrasesMissing, coverage };
}
