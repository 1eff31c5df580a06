/**
 * Writes multipart/form-data bodies byte by byte, so a case can break them in ways FormData
 * never would: a boundary that disagrees with the header, a body cut short, a file part where
 * text belongs.
 */
export interface Part {
  name: string;
  /** present: a file part */
  filename?: string;
  contentType?: string;
  data: Uint8Array | string;
}

const CRLF = '\r\n';

export function multipartBody(parts: Part[], boundary: string, opts: { close?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${p.contentType ? `Content-Type: ${p.contentType}${CRLF}` : ''}${CRLF}`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(p.data as Uint8Array), Buffer.from(CRLF));
  }
  if (opts.close !== false) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
