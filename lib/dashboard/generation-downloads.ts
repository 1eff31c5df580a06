import type { DbOrTx } from '../../db/index';
import { downloadUrls } from '../generations/download-urls';

/** A generation of the organisation with freshly signed PDF/DOCX links (the same links the API gives). */
export async function generationWithDownloads(db: DbOrTx, organizationId: string, id: string, origin: string) {
  const g = await db.selectFrom('generations').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
  if (!g) return null;
  const urls = g.pdf_file_id ? downloadUrls(origin, g) : { pdf_url: null, docx_url: null };
  return { ...g, ...urls };
}
