/**
 * Frozen once landed: add a new dated file for any change. A record leaving `processing`
 * (completed or failed, by a job, the sweeper, another server or a hand-written UPDATE)
 * notifies every process, so a create waiting for its job (lib/jobs/settled-signal.ts) hears
 * it at once instead of polling the database every few milliseconds.
 */
import { type Kysely, sql } from 'kysely';

const TABLES = ['analyses', 'interview_preps', 'skill_gaps', 'generations'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_record_settled() returns trigger language plpgsql as $$
    begin
      perform pg_notify('cvlens_records_settled', new.id::text);
      return null;
    end $$;
  `.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_notify_settled`)}
        after update of status on ${sql.table(table)}
        for each row when (old.status = 'processing' and new.status <> 'processing')
        execute function notify_record_settled();
    `.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
