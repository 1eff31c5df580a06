import { skillKey } from '../normalise';
import type { Check, Measure } from '../types';
import { defined, setMeasure, single } from './measure';

/**
 * Skill mapping: the lexicon skills the report credits the CV with (keywords.hard_skills and
 * soft_skills) against the hand-labelled canonical skills, whatever language the CV prints
 * them in ("Cuidados de enfermería" is Patient care); and the salary market the estimate is
 * priced in against the labelled one (a Madrid CV in EUR for Spain).
 */
export const skillMappingCheck: Check = {
  name: 'skill mapping',
  describe:
    'skill mapping (own fixtures, labelled in any language): the report\'s hard and soft skills against the canonical lexicon skills the CV shows, ' +
    'equal after case folding. salary market: salary_intelligence.primary_region against the labelled country.',
  run: ({ item, analysis }): Record<string, Measure> => {
    const { canonicalSkills, salaryMarket } = item.label;
    if (!canonicalSkills && !salaryMarket) return {};
    const result = analysis().result;
    const same = (a: string, b: string) => skillKey(a) === skillKey(b);
    return defined({
      'skill mapping': canonicalSkills ? setMeasure(canonicalSkills, [...result.keywords.hard_skills, ...result.keywords.soft_skills], same, 'skill') : null,
      'salary market': single(salaryMarket, result.salary_intelligence?.primary_region, (a, b) => a.toUpperCase() === b.toUpperCase()),
    });
  },
};
