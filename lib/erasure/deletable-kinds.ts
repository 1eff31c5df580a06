import type { RecordTable } from '../../db/queries/erasure';

/** What the dashboard can delete, with the list page it returns to and what its confirmation says goes. */
export const DELETABLE = {
  analysis: {
    table: 'analyses',
    list: '/analyses',
    noun: 'analysis',
    erases: 'The uploaded CV, the report, and every interview prep, skill-gap report and generated CV made from it are erased.',
  },
  interview_prep: { table: 'interview_preps', list: '/interview-preps', noun: 'interview prep', erases: 'The questions and notes are erased.' },
  skill_gap: { table: 'skill_gaps', list: '/skill-gaps', noun: 'skill-gap report', erases: 'The report and its learning path are erased.' },
  generation: { table: 'generations', list: '/generations', noun: 'generated CV', erases: 'The PDF and DOCX are erased; download links already handed out stop working.' },
} as const satisfies Record<string, { table: RecordTable; list: string; noun: string; erases: string }>;

export type DeletableKind = keyof typeof DELETABLE;

export const isDeletableKind = (v: unknown): v is DeletableKind => typeof v === 'string' && Object.hasOwn(DELETABLE, v);
