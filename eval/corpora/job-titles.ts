import { JOB_TITLES, type TitleCase } from '../../lib/engine/cv/knowledge/testing/job-titles';
import { NOISY_JOB_TITLES } from '../../lib/engine/cv/knowledge/testing/noisy-job-titles';
import type { Corpus, CorpusItem } from '../types';

const item = ([title, language, expected]: TitleCase, table: string): CorpusItem => ({
  file: `${table} ${language}: ${title}`,
  bytes: () => new TextEncoder().encode(title),
  label: { occupations: typeof expected === 'string' ? [expected] : [...expected] },
  extra: { title, language },
});

/**
 * The hand-written job-title tables of the knowledge tests (lib/engine/cv/knowledge/testing):
 * each title a one-line "CV" whose only label is the occupation it should map to, so the role
 * mapping check scores them beside the CVs.
 */
export const jobTitles: Corpus = {
  name: 'job-titles',
  description:
    'the knowledge tests\' hand-written job titles in English, German, French and Spanish (clean ones and ones with grades, gender markers, brackets and tails), each labelled with the O*NET occupations it may map to',
  silver: false,
  unavailable: () => null,
  load: () => [...JOB_TITLES.map((t) => item(t, 'clean')), ...NOISY_JOB_TITLES.map((t) => item(t, 'noisy'))],
};
