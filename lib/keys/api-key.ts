import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'cvl';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 32 random bytes in base62 (43 characters), so a key carries 256 bits of entropy. */
function base62(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(43, '0');
}

export function generateApiKey(): string {
  return `${KEY_PREFIX}_${base62(randomBytes(32))}`;
}

/** Keys are stored only as SHA-256: a leaked table does not leak usable keys. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What lists show: cvl_…a1b2 */
export function keyFragment(key: string): string {
  return `${KEY_PREFIX}_…${key.slice(-4)}`;
}

/** Cheap shape check so garbage never reaches the database. */
export function looksLikeApiKey(value: string | null): value is string {
  return !!value && value.length <= 100 && /^cvl_[0-9A-Za-z]{20,80}$/.test(value);
}
