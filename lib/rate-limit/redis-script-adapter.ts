/**
 * Lets @upstash/ratelimit run its Lua scripts on a plain TCP Redis (ioredis).
 * Ratelimit only calls `evalsha(hash, keys, args)` and, on NOSCRIPT, `eval(script, keys, args)`.
 * Redis 7.0 rejects the scripts' shebang line (`#!lua flags=allow-key-locking`, a 7.0+ flag
 * that older builds parse strictly), so it is stripped and the stripped script's own SHA is
 * remembered for the next evalsha.
 */
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const stripShebang = (script: string) => script.replace(/^#![^\n]*\n/, '');

export function upstashCompatibleRedis(client: Redis) {
  /** upstash's hash of the original script → SHA of the stripped script loaded in Redis */
  const loaded = new Map<string, string>();
  return {
    async evalsha(hash: string, keys: string[], args: unknown[]) {
      const sha = loaded.get(hash);
      if (!sha) throw new Error('NOSCRIPT No matching script (not loaded through this adapter yet)');
      try {
        return await client.evalsha(sha, keys.length, ...keys, ...(args as (string | number)[]));
      } catch (err) {
        // Redis restarted and lost its script cache: let Ratelimit fall back to eval.
        if (String(err).includes('NOSCRIPT')) loaded.delete(hash);
        throw err;
      }
    },
    async eval(script: string, keys: string[], args: unknown[]) {
      const stripped = stripShebang(script);
      const result = await client.eval(stripped, keys.length, ...keys, ...(args as (string | number)[]));
      loaded.set(sha1(script), sha1(stripped));
      return result;
    },
  };
}
