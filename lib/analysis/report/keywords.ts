import type { Result } from '../../api/schemas/analysis';
import type { ScoringContext } from '../score/context';
import { jdFit, roleFit } from '../score/role-fit';
import { missingCredentials } from './credentials';
import { displayTerm } from '../knowledge/display-term';
import { mentions } from '../knowledge/industry-matcher';

const MAX_MISSING = 15;
const MAX_RECOMMENDED = 10;

/** first spelling wins: a role term "infrastructure as code" repeats the skill "Infrastructure as code" */
const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Keywords against the target: `present` are target keywords (role profile skills and terms,
 * job-description skills and phrases) the CV contains; `missing` are must-haves it lacks
 * (required role skills, job-description skills); `recommended` are nice-to-haves it lacks
 * (preferred skills, job-description phrases, the requested industry's and the role's terms,
 * the technologies of an O*NET occupation when no curated profile matches, role certifications).
 */
export function keywordsBlock(ctx: ScoringContext): Result['keywords'] {
  const role = ctx.target.role;
  const fit = role ? roleFit(ctx, role) : null;
  const jd = jdFit(ctx);
  const missingCerts = missingCredentials(ctx);
  const industryTerms = ctx.target.industry?.terms ?? [];
  const industryFound = industryTerms.filter((t) => mentions(ctx.lowerText, t));
  const industryPresent = industryFound.map(displayTerm);
  const industryMissing = industryTerms.filter((t) => !industryFound.includes(t)).map(displayTerm);
  const termsPresent = (fit?.termsPresent ?? []).map(displayTerm);
  const termsMissing = (fit?.termsMissing ?? []).map(displayTerm);
  // a target known only to O*NET: its technologies are suggestions, never must-haves
  const occupationSkills = [...(ctx.target.occupation?.requiredHardSkills ?? []), ...(ctx.target.occupation?.preferredHardSkills ?? [])];
  const occupationPresent = occupationSkills.filter((s) => ctx.skillNames.has(s));
  const occupationMissing = occupationSkills.filter((s) => !ctx.skillNames.has(s));
  return {
    present: unique([
      ...(jd?.skillsPresent ?? []),
      ...(fit?.requiredPresent ?? []),
      ...(fit?.preferredPresent ?? []),
      ...occupationPresent,
      ...(jd?.phrasesPresent ?? []),
      ...termsPresent,
      ...industryPresent,
      ...(fit?.softPresent ?? []),
    ]),
    missing: unique([...(jd?.skillsMissing ?? []), ...(fit?.requiredMissing ?? [])]).slice(0, MAX_MISSING),
    recommended: unique([
      ...(fit?.preferredMissing ?? []),
      ...(jd?.phrasesMissing ?? []),
      // the requested industry's words, then the role's own
      ...industryMissing.slice(0, 4),
      ...termsMissing,
      ...occupationMissing,
      ...missingCerts,
    ])
      .filter((k) => !(jd?.skillsMissing ?? []).includes(k))
      .slice(0, MAX_RECOMMENDED),
    hard_skills: ctx.hardSkills.map((m) => m.skill.name),
    soft_skills: ctx.softSkills.map((m) => m.skill.name),
    industry_terms: unique([...termsPresent, ...industryPresent, ...(jd?.phrasesPresent ?? [])]),
  };
}
