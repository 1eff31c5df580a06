/**
 * Download links that need no API key: the file id, an expiry and an HMAC over both with
 * SIGNING_SECRET. A changed id or expiry, or a link past its expiry, is refused (403).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env';
import { secrets } from '../secrets';

function mac(fileId: string, expires: number, name: string): string {
  return createHmac('sha256', secrets().SIGNING_SECRET).update(`${fileId}.${expires}.${name}`).digest('base64url');
}

export function signDownloadUrl(origin: string, fileId: string, fileName: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + env().DOWNLOAD_URL_TTL_SECONDS;
  const u = new URL(`/api/v1/downloads/${fileId}`, origin);
  u.searchParams.set('name', fileName);
  u.searchParams.set('expires', String(expires));
  u.searchParams.set('sig', mac(fileId, expires, fileName));
  return u.toString();
}

export type Verdict = { ok: true; fileName: string } | { ok: false; reason: 'tampered' | 'expired' };

export function verifyDownload(fileId: string, params: URLSearchParams, now = Date.now()): Verdict {
  const expires = Number(params.get('expires'));
  const sig = params.get('sig') ?? '';
  const name = params.get('name') ?? '';
  if (!Number.isInteger(expires) || !sig) return { ok: false, reason: 'tampered' };
  const expected = Buffer.from(mac(fileId, expires, name));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  if (expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, fileName: name };
}
