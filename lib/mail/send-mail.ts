/**
 * The one way mail leaves cvlens. With SMTP_URL, nodemailer sends it over SMTP. Without, the
 * message is written to the mail_outbox table, which staff read at /staff/outbox (and operators
 * with `npm run cli -- mail outbox`), and printed to the server log: the embedded default works
 * on one machine with no mail server.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbOrTx } from '../../db/index';
import { insertOutboxMessage } from '../../db/queries/mail-outbox';
import { env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** How long the outbox keeps a message: its links expire within a week; after that it only holds an address. */
export const OUTBOX_KEEP_DAYS = 7;

const globalForMail = globalThis as unknown as { __cvlensSmtp?: { url: string; transport: Transporter } };

function smtp(url: string): Transporter {
  const cached = globalForMail.__cvlensSmtp;
  if (cached?.url === url) return cached.transport;
  const transport = nodemailer.createTransport(url);
  globalForMail.__cvlensSmtp = { url, transport };
  return transport;
}

/** Sends (or, without SMTP, stores and logs) one message; an SMTP failure throws. */
export async function sendMail(db: DbOrTx, mail: Mail): Promise<void> {
  const e = env();
  if (e.SMTP_URL) {
    await smtp(e.SMTP_URL).sendMail({ from: e.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  await insertOutboxMessage(db, { to: mail.to, subject: mail.subject, body: mail.text });
  // the subject and the links are what an operator needs from the log; the whole text is in the
  // outbox (test runs, which make hundreds of accounts, read it there)
  if (process.env.NODE_ENV === 'test') return;
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  console.log(`[mail] to ${mail.to}: ${mail.subject}${links.map((l) => `\n  ${l}`).join('')}`);
}

/**
 * For mail whose failure the page must not reveal (sign-up answers the same whether the address
 * is known or not): logs the failure and says whether it went.
 */
export async function trySendMail(db: DbOrTx, mail: Mail): Promise<boolean> {
  try {
    await sendMail(db, mail);
    return true;
  } catch (err) {
    console.error(`[mail] could not send "${mail.subject}":`, err instanceof Error ? err.message : err);
    return false;
  }
}
