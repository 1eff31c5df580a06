import { matchTitle } from '../../lib/engine/cv/knowledge';
import type { Check, Measure } from '../types';
import { pr } from './measure';

/**
 * Role mapping: the target title (a title table's title, or the CV's latest job title as the
 * engine read it, which is what the analysis compares the CV with) → the O*NET occupation the
 * knowledge base names, against the labelled codes. Precision: right among titles that named an
 * occupation; recall: right among labelled titles (a family-only answer counts as a miss).
 */
export const roleMappingCheck: Check = {
  name: 'role mapping',
  describe:
    'role mapping: the target title (a title of the job-titles tables, else the CV\'s latest job title as parsed) → the O*NET occupation matchTitle names, ' +
    'right when it is one of the labelled codes; precision over titles that named an occupation, recall over labelled titles. ' +
    'The title tables also report each language apart ("role mapping (de)").',
  run: ({ item, cv }): Record<string, Measure> => {
    const want = item.label.occupations;
    if (!want) return {};
    const title = typeof item.extra?.title === 'string' ? item.extra.title : (cv.experience[0]?.title ?? '');
    const m = title ? matchTitle(title) : null;
    const got = m?.occupation?.soc ?? null;
    const right = got !== null && want.includes(got);
    const problems = right ? [] : [`"${title}" → ${got ? `${got} ${m!.occupation!.title}` : m ? `the ${m.family} family only` : 'nothing'} (want ${want.join(' or ')})`];
    const measure = pr(right ? 1 : 0, got ? 1 : 0, right ? 1 : 0, 1, problems);
    const language = item.extra?.language;
    return typeof language === 'string' ? { 'role mapping': measure, [`role mapping (${language})`]: measure } : { 'role mapping': measure };
  },
};
