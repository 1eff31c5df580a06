import type { DbOrTx } from '../../db/index';
import { findFile } from '../../db/queries/files';
import { AppError, notFound } from '../errors';
import { isUuid } from '../ids';
import { verifyDownload } from './signed-url';

/** A signed link's file as an attachment; 403 for a forged or expired link. */
export async function downloadFile(db: DbOrTx, id: string, params: URLSearchParams): Promise<Response> {
  if (!isUuid(id)) throw notFound();
  const verdict = verifyDownload(id, params);
  if (!verdict.ok) {
    throw new AppError(`download_${verdict.reason}`, verdict.reason === 'expired' ? 'This download link has expired; fetch the generation again for a fresh link' : 'Invalid download link');
  }
  const file = await findFile(db, id);
  if (!file) throw notFound();
  const name = verdict.fileName || file.file_name;
  return new Response(new Uint8Array(file.content), {
    headers: {
      'Content-Type': file.content_type,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
