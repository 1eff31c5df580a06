import type { DbOrTx } from '../../db/index';
import { findRecordLabel } from '../../db/queries/records';
import { JOB_KINDS, type JobKind } from '../job-kinds';

/** What a record page's tab calls its record. */
const NOUN: Record<JobKind, string> = {
  analysis: 'Analysis',
  interview_prep: 'Interview prep',
  skill_gap: 'Skill gaps',
  generation: 'Improved CV',
};

/**
 * The browser-tab title of a record page: what it is, for which role and which CV file, so
 * several open tabs can be told apart. Only the organisation's own records are named.
 */
export async function recordTitle(db: DbOrTx, kind: JobKind, organizationId: string, id: string): Promise<string> {
  const noun = NOUN[kind];
  const row = await findRecordLabel(db, JOB_KINDS[kind].table, organizationId, id);
  return row ? `${noun}: ${row.target_role} (${row.file_name})` : noun;
}
