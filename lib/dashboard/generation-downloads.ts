import type { DbOrTx } from '../../db/index';
import { findGenerationWithSource } from '../../db/queries/generations';
import { downloadUrls } from '../generations/download-urls';

/**
 * A generation of the organisation with freshly signed PDF/DOCX links (the same links the API
 * gives), and the CV it was made from: its file and the candidate's name as read from it.
 */
export async function generationWithDownloads(db: DbOrTx, organizationId: string, id: string, origin: string) {
  const g = await findGenerationWithSource(db, organizationId, id);
  if (!g) return null;
  const urls = g.pdf_file_id ? downloadUrls(origin, g) : { pdf_url: null, docx_url: null };
  return { ...g, ...urls };
}
