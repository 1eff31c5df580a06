/**
 * No record stays `processing` forever. A record is stuck when its job can no longer finish:
 * with the embedded executor, when no pending event or live run refers to it any more (a run
 * lost with its process and not resumable); in any mode, when it is far older than any job
 * takes. Stuck records fail with a reason and get their credits back.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { failJobRecord } from './fail-job-record';
import { JOB_KIND_NAMES, JOB_KINDS } from '../job-kinds';

export interface SweepOptions {
  /** check the embedded executor's tables for a live run */
  embedded: boolean;
  /** an orphan (no live run) older than this fails */
  orphanAfterMs: number;
  /** anything older than this fails, run or not */
  hardLimitMs: number;
}

export async function sweepStuckRecords(db: Db, opts: SweepOptions): Promise<number> {
  let failed = 0;
  for (const kind of JOB_KIND_NAMES) {
    const { table } = JOB_KINDS[kind];
    const t = sql.table(table);
    const orphan = opts.embedded
      ? sql`(r.created_at < now() - make_interval(secs => ${opts.orphanAfterMs / 1000})
            and not exists (select 1 from inngest_runs x where x.status in ('queued','running') and x.event->'data'->>'id' = r.id::text)
            and not exists (select 1 from inngest_events e where e.payload->'data'->>'id' = r.id::text))`
      : sql`false`;
    // an uploaded CV's analysis is analysed by its generation's run
    const ownedByGeneration =
      table === 'analyses' ? sql`exists (select 1 from generations g where g.analysis_id = r.id and g.status = 'processing')` : sql`false`;
    const { rows } = await sql<{ id: string; created_at: Date }>`
      select r.id, r.created_at from ${t} r
      where r.status = 'processing'
        and (${orphan} or r.created_at < now() - make_interval(secs => ${opts.hardLimitMs / 1000}))
        and not ${ownedByGeneration}
      limit 100`.execute(db);
    for (const row of rows) {
      // the refund is said where the failure is shown (like every failure's), not in the reason
      const reason = 'The job was lost (the server stopped while it ran and it could not be resumed)';
      if (await failJobRecord(kind, row.id, reason)) failed++;
    }
  }
  return failed;
}
