/**
 * What a POST means, for Idempotency-Key: the same request sent again must hash the same even
 * when its encoding differs. A multipart body's boundary is random per send (curl draws a new
 * one each time), so multipart is hashed as its parsed fields, in name order, with a SHA-256 of
 * each file's bytes; JSON is hashed canonically (keys sorted, no whitespace). Anything else, or a
 * body that does not parse, is hashed as its bytes (the handler refuses it anyway).
 */
import { createHash } from 'node:crypto';
// past the JSON limit, hashing the bytes is enough (the handler refuses the body)
import { MAX_JSON_BYTES, parseMultipart } from './multipart';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** JSON with object keys sorted at every depth: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}


async function meaning(contentType: string | null, body: Uint8Array): Promise<string> {
  const type = contentType?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await parseMultipart(body, contentType);
    } catch {
      return `bytes:${sha256(body)}`;
    }
    const fields: [string, string][] = [];
    for (const [name, value] of form.entries()) {
      fields.push([name, typeof value === 'string' ? `text:${value}` : `file:${value.name}:${sha256(new Uint8Array(await value.arrayBuffer()))}`]);
    }
    // stable: a field sent twice keeps its order among its namesakes
    fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `multipart:${JSON.stringify(fields)}`;
  }
  if (type.includes('json') && body.byteLength <= MAX_JSON_BYTES) {
    try {
      return `json:${canonicalJson(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)))}`;
    } catch {
      // not JSON: fall through to the bytes
    }
  }
  return `bytes:${sha256(body)}`;
}

export async function requestHash(method: string, pathname: string, contentType: string | null, body: Uint8Array): Promise<string> {
  return sha256(`${method} ${pathname}\n${await meaning(contentType, body)}`);
}
