/** Test helpers: the mail the service wrote to the outbox (no SMTP_URL in tests), and the links in it. */
import { getDb } from '../../db/index';
import { listOutbox } from '../../db/queries/mail-outbox';
import { normaliseEmail } from '../../db/queries/users';

export const mailTo = (email: string) => listOutbox(getDb(), { to: normaliseEmail(email), limit: 50 });

/** The token of the newest link to `/<path>/<token>` mailed to the address; throws when there is none. */
export async function linkTokenMailed(email: string, path: 'verify-email' | 'reset-password' | 'invitations'): Promise<string> {
  for (const m of await mailTo(email)) {
    const match = new RegExp(`/${path}/([A-Za-z0-9_-]{43})`).exec(m.body);
    if (match) return match[1];
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}

/** A client address of its own per test, so per-IP limits of one test never touch another. */
export const testIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
