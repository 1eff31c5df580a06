/** Reads over the records of every kind: analyses, interview preps, skill gaps, generations. */
import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import type { RecordStatus } from '../types';
import type { RecordKind, RecordTable } from '../record-kinds';

/** An organisation's newest records of every kind, for staff (no content, only what and when). */
export async function recentRecords(db: DbOrTx, organizationId: string, limit = 20) {
  const r = await sql<{ kind: RecordKind; id: string; target_role: string; file_name: string | null; status: RecordStatus; team_name: string | null; created_at: Date }>`
    select x.kind, x.id, x.target_role, x.file_name, x.status, t.name as team_name, x.created_at from (
      (select 'analysis' as kind, id, target_role, file_name, status, team_id, created_at from analyses where organization_id = ${organizationId} order by created_at desc limit ${limit})
      union all
      (select 'interview_prep', p.id, p.target_role, a.file_name, p.status, p.team_id, p.created_at from interview_preps p join analyses a on a.id = p.analysis_id where p.organization_id = ${organizationId} order by p.created_at desc limit ${limit})
      union all
      (select 'skill_gap', g.id, g.target_role, a.file_name, g.status, g.team_id, g.created_at from skill_gaps g join analyses a on a.id = g.analysis_id where g.organization_id = ${organizationId} order by g.created_at desc limit ${limit})
      union all
      (select 'generation', g.id, g.target_role, a.file_name, g.status, g.team_id, g.created_at from generations g join analyses a on a.id = g.analysis_id where g.organization_id = ${organizationId} order by g.created_at desc limit ${limit})
    ) x left join teams t on t.id = x.team_id
    order by x.created_at desc, x.id desc
    limit ${limit}
  `.execute(db);
  return r.rows;
}

/** A record of the organisation with its target role and the file name of its CV; undefined for another's. */
export const findRecordLabel = (db: DbOrTx, table: RecordTable, organizationId: string, id: string) =>
  table === 'analyses'
    ? db.selectFrom('analyses').select(['target_role', 'file_name']).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst()
    : db
        .selectFrom(table)
        .innerJoin('analyses', 'analyses.id', `${table}.analysis_id`)
        .select([`${table}.target_role as target_role`, 'analyses.file_name as file_name'])
        .where(`${table}.organization_id`, '=', organizationId)
        .where(`${table}.id`, '=', id)
        .executeTakeFirst();
