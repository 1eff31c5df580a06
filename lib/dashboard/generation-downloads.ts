import { sql } from 'kysely';
import type { DbOrTx } from '../../db/index';
import { downloadUrls } from '../generations/download-urls';

/**
 * A generation of the organisation with freshly signed PDF/DOCX links (the same links the API
 * gives), and the CV it was made from: its file and the candidate's name as read from it.
 */
export async function generationWithDownloads(db: DbOrTx, organizationId: string, id: string, origin: string) {
  const g = await db
    .selectFrom('generations')
    .leftJoin('analyses', 'analyses.id', 'generations.analysis_id')
    .selectAll('generations')
    .select(['analyses.file_name as source_file_name', sql<string | null>`analyses.parsed->'contact'->>'name'`.as('candidate_name')])
    .where('generations.organization_id', '=', organizationId)
    .where('generations.id', '=', id)
    .executeTakeFirst();
  if (!g) return null;
  const urls = g.pdf_file_id ? downloadUrls(origin, g) : { pdf_url: null, docx_url: null };
  return { ...g, ...urls };
}
