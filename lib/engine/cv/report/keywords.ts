import type { Result } from '../../../schemas/analysis';
import { profileIsFirm, type ScoringContext } from '../score/context';
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
 * Keywords against the target: `present` are target keywords (job-description skills and
 * phrases first, then the profile's skills and terms) the CV contains; `missing` are must-haves
 * it lacks (job-description skills, then the required skills of a firm profile, see
 * profileIsFirm); `recommended` are nice-to-haves it lacks (preferred skills, job-description
 * phrases, the requested industry's and the role's terms, role certifications). A profile drawn
 * from data for a loose title match only suggests: its required skills are recommended, not
 * missing. With a job description its skills come first in `missing` and its phrases first in
 * `recommended`: the posting says what this job needs.
 */
export function keywordsBlock(ctx: ScoringContext): Result['keywords'] {
  const role = ctx.target.role;
  const fit = role ? roleFit(ctx, role) : null;
  const jd = jdFit(ctx);
  const firm = profileIsFirm(ctx.target);
  const missingCerts = missingCredentials(ctx);
  const industryTerms = ctx.target.industry?.terms ?? [];
  const industryFound = industryTerms.filter((t) => mentions(ctx.termText, t));
  const industryPresent = industryFound.map(displayTerm);
  const industryMissing = industryTerms.filter((t) => !industryFound.includes(t)).map(displayTerm);
  const termsPresent = (fit?.termsPresent ?? []).map(displayTerm);
  const termsMissing = (fit?.termsMissing ?? []).map(displayTerm);
  const requiredMissing = fit?.requiredMissing ?? [];
  return {
    present: unique([
      ...(jd?.skillsPresent ?? []),
      ...(fit?.requiredPresent ?? []),
      ...(fit?.preferredPresent ?? []),
      ...(jd?.phrasesPresent ?? []),
      ...termsPresent,
      ...industryPresent,
      ...(fit?.softPresent ?? []),
    ]),
    missing: unique([...(jd?.skillsMissing ?? []), ...(firm ? requiredMissing : [])]).slice(0, MAX_MISSING),
    recommended: unique(
      jd
        ? // the posting's own words first: it says what this job needs
          [...jd.phrasesMissing, ...industryMissing.slice(0, 4), ...requiredMissing, ...(fit?.preferredMissing ?? []), ...termsMissing, ...missingCerts]
        : [...(firm ? [] : requiredMissing), ...(fit?.preferredMissing ?? []), ...industryMissing.slice(0, 4), ...termsMissing, ...missingCerts],
    )
      .filter((k) => !(jd?.skillsMissing ?? []).includes(k))
      .slice(0, MAX_RECOMMENDED),
    hard_skills: ctx.hardSkills.map((m) => m.skill.name),
    soft_skills: ctx.softSkills.map((m) => m.skill.name),
    industry_terms: unique([...termsPresent, ...industryPresent, ...(jd?.phrasesPresent ?? [])]),
  };
}
