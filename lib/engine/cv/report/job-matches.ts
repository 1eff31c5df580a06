import type { Result } from '../../../schemas/analysis';
import type { RoleProfile } from '../knowledge/types';
import type { ScoringContext } from '../score/context';
import { toScore } from '../score/numbers';
import { jdFit, roleFit } from '../score/role-fit';

const TOP_MATCHES = 5;
/**
 * A match worth showing: at least this fit, and at least this share of the best one. Below
 * that a profile shares a skill or two by chance ("Auditor" for a logistics coordinator who
 * mentions audits, "Engineering Manager" for an HR manager) and reads as noise.
 */
const MIN_FIT = 20;
const MIN_SHARE_OF_BEST = 0.35;

/**
 * Role profiles ranked by fit: fit = 100 × (0.8 × hard-skill coverage of the profile (required
 * 0.75, preferred 0.25) + 0.2 × title match), title match 1 when one of the CV's titles maps
 * to that profile. The target role is always included (its data profile too, when no curated
 * one refines it); other weak matches are left out. With a job description the target's fit is
 * the posting's: 100 × (0.6 × its coverage + 0.25 × profile coverage + 0.15 × title match), and
 * its matched and missing skills are the posting's first.
 */
export function jobMatches(ctx: ScoringContext): Result['job_matches'] {
  const heldRoles = new Set(
    ctx.cv.experience.map((e) => (e.title ? ctx.knowledge.matchRole(e.title)?.id : undefined)).filter(Boolean) as string[],
  );
  const target = ctx.target.role;
  const candidates = ctx.knowledge
    .allRoles()
    .filter((r) => heldRoles.has(r.id) || r.id === target?.id || r.requiredHardSkills.some((s) => ctx.skillNames.has(s)));
  if (target && !candidates.some((r) => r.id === target.id)) candidates.push(target);
  const jd = jdFit(ctx);
  const scored = candidates.map((role: RoleProfile) => {
    const fit = roleFit(ctx, role);
    const held = heldRoles.has(role.id) ? 1 : 0;
    if (jd && role.id === target?.id) {
      return {
        role,
        fit: toScore(100 * (0.6 * jd.coverage + 0.25 * fit.hardCoverage + 0.15 * held)),
        matched: unique([...jd.skillsPresent, ...fit.requiredPresent, ...fit.preferredPresent]),
        missing: unique([...jd.skillsMissing, ...fit.requiredMissing, ...fit.preferredMissing]).slice(0, 8),
      };
    }
    return {
      role,
      fit: toScore(100 * (0.8 * fit.hardCoverage + 0.2 * held)),
      matched: [...fit.requiredPresent, ...fit.preferredPresent],
      missing: [...fit.requiredMissing, ...fit.preferredMissing].slice(0, 8),
    };
  });
  scored.sort((a, b) => b.fit - a.fit || a.role.title.localeCompare(b.role.title));
  const floor = Math.max(MIN_FIT, MIN_SHARE_OF_BEST * (scored[0]?.fit ?? 0));
  // A title that maps to a profile is not a match on its own: the mapping can be loose ("Ejecutiva
  // de ventas" read as an executive), so a role other than the target needs a skill in common.
  // Another direction needs a skill of its own: a profile that matches only on skills the best
  // match (or the target) also asks for ("Dental Hygienist" for a nurse on infection control,
  // "Welder" for an electrician on blueprint reading) says nothing new about the person.
  const leading = [scored[0]?.role, target].filter((r): r is RoleProfile => Boolean(r));
  const leadingSkills = new Set(leading.flatMap((r) => [...r.requiredHardSkills, ...r.preferredHardSkills]));
  const ownDirection = (s: (typeof scored)[number], i: number) =>
    i === 0 || s.role.id === target?.id || heldRoles.has(s.role.id) || s.matched.some((m) => !leadingSkills.has(m));
  const top = scored
    .filter((s) => s.role.id === target?.id || s.matched.length > 0)
    // the best is shown below MIN_FIT only when it is a role the CV holds: "Financial Analyst" at fit 9 for an
    // environmental consultant who mentions budgets is a stray skill, no match (the skill gap then says less)
    .filter((s, i) => s.fit >= floor || (i === 0 && heldRoles.has(s.role.id)))
    .filter(ownDirection)
    .slice(0, TOP_MATCHES);
  const own = scored.find((s) => s.role.id === target?.id);
  if (own && !top.includes(own)) top.push(own);
  return top.map((s) => ({ title: s.role.title, fit_score: s.fit, matched_skills: s.matched, missing_skills: s.missing }));
}

const unique = (items: string[]) => [...new Set(items)];
