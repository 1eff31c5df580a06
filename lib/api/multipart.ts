import { cleanText } from '../engine/cv/extract/bounded-text';
import { AppError, invalidParams } from '../errors';

/**
 * Each body is parsed once per request: Idempotency-Key hashes the parsed fields
 * (lib/api/request-meaning.ts) before the handler parses the same body.
 */
const parsed = new WeakMap<Uint8Array, { contentType: string | null; form: Promise<FormData> }>();

/** Parses a multipart body already read within the upload limit; malformed bodies are 400. */
export function parseMultipart(body: Uint8Array, contentType: string | null): Promise<FormData> {
  const hit = parsed.get(body);
  if (hit && hit.contentType === contentType) return hit.form;
  const form = parseOnce(body, contentType);
  parsed.set(body, { contentType, form });
  return form;
}

async function parseOnce(body: Uint8Array, contentType: string | null): Promise<FormData> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) throw invalidParams();
  try {
    return await new Request('http://multipart.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: body as BodyInit,
    }).formData();
  } catch {
    throw invalidParams();
  }
}

/** An uploaded file as the services keep it: its name cleaned and bounded, its bytes in memory (already within the upload limit). */
export async function uploadedFile(file: File): Promise<{ name: string; type: string; bytes: Uint8Array }> {
  return { name: cleanText(file.name).slice(0, 255) || 'cv', type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** JSON bodies name records and options: a few hundred bytes. Parsing megabytes of nesting is a denial of service. */
export const MAX_JSON_BYTES = 64 * 1024;

export const jsonTooLarge = () =>
  new AppError('json_too_large', `Request body too large: JSON bodies are limited to ${MAX_JSON_BYTES / 1024} KB`);

export const requireJson = async <T>(body: Uint8Array, contentType: string | null): Promise<T> => {
  if (!contentType?.toLowerCase().includes('json')) throw invalidParams();
  if (body.byteLength > MAX_JSON_BYTES) throw jsonTooLarge();
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body), (_, v) => (typeof v === 'string' ? cleanText(v) : v)) as T;
  } catch {
    throw new AppError('bad_json', 'Invalid request parameters');
  }
};
