import type { z } from 'zod';
import { AppError, invalidParams } from '../errors';

/** Parses a multipart body already read within the upload limit; malformed bodies are 400. */
export async function parseMultipart(body: Uint8Array, contentType: string | null): Promise<FormData> {
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

/** A text field: absent → undefined; a file where text belongs → 400. */
export function textField(form: FormData, name: string): string | undefined {
  const v = form.get(name);
  if (v === null) return undefined;
  if (typeof v !== 'string') throw invalidParams();
  return v;
}

/** The text fields a schema declares, read from the form and validated by it. */
export function formFields<S extends z.ZodObject>(form: FormData, schema: S) {
  return schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((k) => [k, textField(form, k)])));
}

export async function fileField(form: FormData, name: string): Promise<{ name: string; type: string; bytes: Uint8Array } | null> {
  const v = form.get(name);
  if (v === null) return null;
  if (typeof v === 'string') throw invalidParams();
  return { name: v.name || 'cv', type: v.type, bytes: new Uint8Array(await v.arrayBuffer()) };
}

/** JSON bodies name records and options: a few hundred bytes. Parsing megabytes of nesting is a denial of service. */
const MAX_JSON_BYTES = 64 * 1024;

export const requireJson = async <T>(body: Uint8Array, contentType: string | null): Promise<T> => {
  if (!contentType?.toLowerCase().includes('json')) throw invalidParams();
  if (body.byteLength > MAX_JSON_BYTES) throw new AppError(413, 'Request body too large: JSON bodies are limited to 64 KB', 'json_too_large');
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) as T;
  } catch {
    throw new AppError(400, 'Invalid request parameters', 'bad_json');
  }
};
