/**
 * What an error response may look like (lib/errors.ts, the README's error table): `{"error": message}` and nothing
 * else, the exact messages of that table, and free text only where the table allows it.
 */
import { MESSAGES } from '../../errors';
import { jsonTooLarge } from '../multipart';
import type { FuzzResponse } from './dispatch';

const exactly = (m: string) => (s: string) => s === m;
const matching = (re: RegExp) => (s: string) => re.test(s);

/** Per status, the messages it may carry. */
const ALLOWED: Record<number, ((message: string) => boolean)[]> = {
  // unknown template/region and Idempotency-Key problems say so (README error table)
  400: [exactly(MESSAGES.invalidParams), matching(/^Unknown (template|region) ".*"; allowed values: /s), matching(/^Idempotency-Key /)],
  401: [exactly(MESSAGES.invalidKey)],
  402: [matching(/^Insufficient credits|spend cap/i)],
  // signed download links have no key, so their refusal says what is wrong with the link
  403: [exactly(MESSAGES.missingScope), exactly('Invalid download link'), matching(/^This download link has expired/)],
  404: [exactly(MESSAGES.notFound)],
  409: [matching(/\S/)],
  413: [matching(/^File too large: the limit is \d+ MB$/), exactly(jsonTooLarge().message)],
  415: [matching(/^Unsupported file type: .+/)],
  422: [matching(/\S/)],
  429: [matching(/^Rate limit exceeded\. Max \d+ requests per minute\.$/)],
};

/** Returns a description of the breach, or null when the response keeps the contract. */
export function errorContractBreach(res: FuzzResponse): string | null {
  if (res.status >= 500) return `server error ${res.status}: ${res.text.slice(0, 200)}`;
  if (res.status < 400) return `not an error: ${res.status}`;
  const body = res.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `${res.status} with a non-JSON-object body: ${JSON.stringify(res.text.slice(0, 200))}`;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'error' || typeof body.error !== 'string') return `${res.status} body is not {"error": string}: ${res.text.slice(0, 200)}`;
  const rules = ALLOWED[res.status];
  if (!rules) return `unexpected status ${res.status} (${body.error})`;
  if (!rules.some((ok) => ok(body.error as string))) return `${res.status} with a message outside the contract: ${JSON.stringify(body.error)}`;
  if (!res.headers.get('x-request-id')) return `${res.status} without X-Request-Id`;
  return null;
}

/** For assertions: fails with the breach and the request that caused it. */
export function assertError(res: FuzzResponse, expectedStatus: number | readonly number[], what: string): void {
  const breach = errorContractBreach(res);
  const statuses = typeof expectedStatus === 'number' ? [expectedStatus] : expectedStatus;
  if (breach) throw new Error(`${what}: ${breach}`);
  if (!statuses.includes(res.status)) throw new Error(`${what}: expected ${statuses.join(' or ')}, got ${res.status} ${res.text.slice(0, 200)}`);
}
