import type { GenerationRow } from '../../db/types';
import { signDownloadUrl } from '../downloads/signed-url';
import { cvFileName } from '../engine/render/file-name';

type Row = Pick<GenerationRow, 'pdf_file_id' | 'docx_file_id' | 'region' | 'language' | 'improved_cv'>;

/** Freshly signed links for a generation's files, named after the candidate ("Ana_Silva_CV.pdf"). */
export function downloadUrls(origin: string, row: Row) {
  const name = (row.improved_cv?.basics.name || 'Candidate').trim();
  const sign = (fileId: string | null, ext: 'pdf' | 'docx') =>
    fileId ? signDownloadUrl(origin, fileId, cvFileName(name, ext, row.region, row.language)) : null;
  return { pdf_url: sign(row.pdf_file_id, 'pdf')!, docx_url: sign(row.docx_file_id, 'docx') };
}
