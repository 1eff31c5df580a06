/**
 * The secret in a mailed link (verification, password reset, invitation): 32 random bytes,
 * base64url. Only an HMAC of it under SIGNING_SECRET is stored, so the database alone cannot
 * make a working link; the purpose is part of the HMAC, so one kind of link never works as another.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { secrets } from '../secrets';

export type LinkPurpose = 'verify_email' | 'reset_password' | 'invitation';

/** A token has this shape; anything else is refused before any lookup. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = () => randomBytes(32).toString('base64url');

export const isLinkToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

export const linkTokenHash = (purpose: LinkPurpose, token: string) =>
  createHmac('sha256', secrets().SIGNING_SECRET).update(`${purpose}:${token}`).digest('base64url');
