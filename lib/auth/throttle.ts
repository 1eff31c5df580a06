/**
 * Limits on what an attacker would repeat: sign-in (guessing passwords), sign-up (accounts with
 * free credits), password-reset and verification mail, invitations (mail to strangers). Each is
 * counted per address and per client IP on the API's own limiter (lib/rate-limit: Redis or
 * Upstash when configured, so every server process shares the count), in sliding windows.
 * Addresses are counted by a hash, so the limiter never stores one.
 */
import { createHash } from 'node:crypto';
import { normaliseEmail } from '../../db/queries/users';
import { env } from '../env';
import { getRateLimiter, type LimitRule } from '../rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type ThrottledAction = 'sign_in' | 'sign_up' | 'email_link' | 'invitation';

export const THROTTLES: Record<ThrottledAction, { perAddress: LimitRule; perIp: LimitRule; doing: string }> = {
  sign_in: { perAddress: { limit: 10, windowMs: 15 * MINUTE }, perIp: { limit: 100, windowMs: 15 * MINUTE }, doing: 'sign-in attempts' },
  sign_up: { perAddress: { limit: 3, windowMs: HOUR }, perIp: { limit: 10, windowMs: HOUR }, doing: 'sign-ups' },
  /** verification and password-reset mail */
  email_link: { perAddress: { limit: 3, windowMs: HOUR }, perIp: { limit: 20, windowMs: HOUR }, doing: 'emails requested' },
  invitation: { perAddress: { limit: 3, windowMs: HOUR }, perIp: { limit: 30, windowMs: HOUR }, doing: 'invitations sent' },
};

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

const addressKey = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('base64url').slice(0, 22);

export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts one attempt of `action` for the address and the IP; refuses when either is over its limit. */
export async function throttle(action: ThrottledAction, who: { email: string; ip: string }): Promise<ThrottleVerdict> {
  const rules = THROTTLES[action];
  const perIp = { limit: Math.max(1, Math.round(rules.perIp.limit * env().AUTH_IP_LIMIT_MULTIPLIER)), windowMs: rules.perIp.windowMs };
  const limiter = getRateLimiter();
  const [byAddress, byIp] = await Promise.all([
    limiter.limit(`auth:${action}:address:${addressKey(who.email)}`, rules.perAddress),
    limiter.limit(`auth:${action}:ip:${who.ip}`, perIp),
  ]);
  const refused = [byAddress, byIp].filter((r) => !r.success);
  if (!refused.length) return { ok: true };
  const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...refused.map((r) => r.resetAfterMs)) / 1000));
  return { ok: false, retryAfterSeconds, message: `Too many ${rules.doing}. Try again in ${waitText(retryAfterSeconds)}.` };
}
