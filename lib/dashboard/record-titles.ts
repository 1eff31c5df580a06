import type { DbOrTx } from '../../db/index';

export type RecordKind = 'analyses' | 'interview_preps' | 'skill_gaps' | 'generations';

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
  const row =
    kind === 'analyses'
      ? await db.selectFrom('analyses').select(['target_role', 'file_name']).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom(kind)
          .innerJoin('analyses', 'analyses.id', `${kind}.analysis_id`)
          .select([`${kind}.target_role as target_role`, 'analyses.file_name as file_name'])
          .where(`${kind}.organization_id`, '=', organizationId)
          .where(`${kind}.id`, '=', id)
          .executeTakeFirst();
  return row ? `${noun}: ${row.target_role} (${row.file_name})` : noun;
}
