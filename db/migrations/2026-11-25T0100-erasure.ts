/**
 * Frozen once landed: add a new dated file for any change. Records and files can be deleted
 * (DELETE /api/v1/…/{id}, the dashboard, account deletion, FILE_RETENTION_DAYS):
 * - indexes on the columns that reference analyses and files, so that a delete finds the rows
 *   its cascades and `set null`s touch without reading whole tables;
 * - files by age, for the retention sweep;
 * - every deleted analysis announced on a channel, so that each process drops it from its cache
 *   of completed analyses (lib/analyses/completed-analysis-cache.ts) whoever deleted it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index analyses_file on analyses (file_id) where file_id is not null;
    create index interview_preps_analysis on interview_preps (analysis_id);
    create index skill_gaps_analysis on skill_gaps (analysis_id);
    create index generations_analysis on generations (analysis_id);
    create index generations_pdf_file on generations (pdf_file_id) where pdf_file_id is not null;
    create index generations_docx_file on generations (docx_file_id) where docx_file_id is not null;
    create index files_created on files (created_at);

    create function notify_analysis_deleted() returns trigger language plpgsql as $$
    begin
      perform pg_notify('cvlens_deleted_analyses', old.id::text);
      return null;
    end $$;
    create trigger analyses_notify_delete
      after delete on analyses
      for each row execute function notify_analysis_deleted();
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
