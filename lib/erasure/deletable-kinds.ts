import { JOB_KINDS } from '../job-kinds';

/**
 * What the dashboard can delete (every job kind), with the list page it returns to and what its
 * confirmation says: the dashboard's own lower-case nouns, as a person reads them in a sentence.
 */
export const DELETABLE = {
  analysis: {
    ...list('analysis'),
    noun: 'analysis',
    erases: 'The uploaded CV, the report, and every interview prep, skill-gap report and generated CV made from it are erased.',
  },
  interview_prep: { ...list('interview_prep'), noun: 'interview prep', erases: 'The questions and notes are erased.' },
  skill_gap: { ...list('skill_gap'), noun: 'skill-gap report', erases: 'The report and its learning path are erased.' },
  generation: { ...list('generation'), noun: 'generated CV', erases: 'The PDF and DOCX are erased; download links already handed out stop working.' },
} as const satisfies Record<keyof typeof JOB_KINDS, { list: string; noun: string; erases: string }>;

/** the dashboard's list page of a kind is its route's name */
function list<K extends keyof typeof JOB_KINDS>(kind: K) {
  return { list: `/${JOB_KINDS[kind].route}` as const };
}

export type DeletableKind = keyof typeof DELETABLE;
export const isDeletableKind = (v: unknown): v is DeletableKind => typeof v === 'string' && Object.hasOwn(DELETABLE, v);
