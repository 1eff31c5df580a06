import { AppError } from '../errors';
import { env } from '../env';

export const maxUploadBytes = () => Math.round(env().MAX_UPLOAD_MB * 1024 * 1024);

const tooLarge = () => new AppError('too_large', `File too large: the limit is ${env().MAX_UPLOAD_MB} MB`);

/**
 * Reads a request body up to a limit (the upload limit by default). A declared Content-Length
 * over the limit is refused before a byte is read; an undeclared (chunked) body is cut off as
 * soon as it passes it. `refuse` says what was too large in the caller's words.
 */
export async function readBodyLimited(req: Request, limit = maxUploadBytes(), refuse: () => AppError = tooLarge): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  // a little room for multipart framing around a file of exactly the limit
  const allowance = limit + 64 * 1024;
  if (Number.isFinite(declared) && declared > allowance) throw refuse();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > allowance) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

export { tooLarge };
