import type { Result } from '../../api/schemas/analysis';
import type { ScoringContext } from '../score/context';
import { jdFit, roleFit } from '../score/role-fit';
import { missingCredentials } from './credentials';

const MAX_MISSING = 15;
const MAX_RECOMMENDED = 10;

const unique = (items: string[]) => [...new Set(items)];

/**
 * Keywords against the target: `present` are target keywords (role profile skills and terms,
 * job-description skills and phrases) the CV contains; `missing` are must-haves it lacks
 * (required role skills, job-description skills); `recommended` are nice-to-haves it lacks
 * (preferred skills, industry terms, job-description phrases, role certifications).
 */
export function keywordsBlock(ctx: ScoringContext): Result['keywords'] {
  const role = ctx.target.role;
  const fit = role ? roleFit(ctx, role) : null;
  const jd = jdFit(ctx);
  const missingCerts = missingCredentials(ctx);
  return {
    present: unique([
      ...(jd?.skillsPresent ?? []),
      ...(fit?.requiredPresent ?? []),
      ...(fit?.preferredPresent ?? []),
      ...(jd?.phrasesPresent ?? []),
      ...(fit?.termsPresent ?? []),
      ...(fit?.softPresent ?? []),
    ]),
    missing: unique([...(jd?.skillsMissing ?? []), ...(fit?.requiredMissing ?? [])]).slice(0, MAX_MISSING),
    recommended: unique([
      ...(fit?.preferredMissing ?? []),
      ...(jd?.phrasesMissing ?? []),
      ...(fit?.termsMissing ?? []),
      ...missingCerts,
    ])
      .filter((k) => !(jd?.skillsMissing ?? []).includes(k))
      .slice(0, MAX_RECOMMENDED),
    hard_skills: ctx.hardSkills.map((m) => m.skill.name),
    soft_skills: ctx.softSkills.map((m) => m.skill.name),
    industry_terms: unique([...(fit?.termsPresent ?? []), ...(jd?.phrasesPresent ?? [])]),
  };
}
