import type { DbOrTx } from '../../db/index';
import type { DerivedTable } from '../../db/queries/derived-records';
import { findRecordLabel } from '../../db/queries/records';

export type RecordKind = 'analyses' | DerivedTable;

const NOUN: Record<RecordKind, string> = {
  analyses: 'Analysis',
  interview_preps: 'Interview prep',
  skill_gaps: 'Skill gaps',
  generations: 'Improved CV',
};

/**
 * The browser-tab title of a record page: what it is, for which role and which CV file, so
 * several open tabs can be told apart. Only the organisation's own records are named.
 */
export async function recordTitle(db: DbOrTx, kind: RecordKind, organizationId: string, id: string): Promise<string> {
  const noun = NOUN[kind];
  const row = await findRecordLabel(db, kind, organizationId, id);
  return row ? `${noun}: ${row.target_role} (${row.file_name})` : noun;
}
