/**
 * Frozen once landed: add a new dated file for any change. An analysis of a scan or photo keeps
 * how it was read: how many pages came from OCR and the OCR's mean word confidence (0-100). Both
 * are null for files with a text layer. The extraction itself is dropped when the analysis
 * completes, so this is what stays.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table analyses
      add column ocr_pages smallint check (ocr_pages > 0),
      add column ocr_confidence real check (ocr_confidence between 0 and 100);
    comment on column analyses.ocr_pages is 'pages of the CV read by OCR (scans, photos); null when every page had a text layer';
    comment on column analyses.ocr_confidence is 'mean OCR word confidence (0-100) over those pages';
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
