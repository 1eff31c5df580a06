/**
 * The one list of the kinds of record a background job completes, each with its table. A kind's
 * name is also the ledger's `resource_type`, billing's credit operation and the key of
 * lib/job-kinds.ts (which adds each kind's route, event and scopes).
 */
export const RECORD_TABLES = {
  analysis: 'analyses',
  interview_prep: 'interview_preps',
  skill_gap: 'skill_gaps',
  generation: 'generations',
} as const;

export type RecordKind = keyof typeof RECORD_TABLES;
export type RecordTable = (typeof RECORD_TABLES)[RecordKind];
