import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listOutbox } from '../../db/queries/mail-outbox';
import { resetEnvCache } from '../env';
import { uuidv7 } from '../ids';
import { sendMail } from './send-mail';

/** A minimal SMTP server: enough of RFC 5321 for one client to hand over one message. */
function smtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') (mail.from = line), socket.write('250 OK\r\n');
        else if (verb === 'RCPT') mail.to.push(line), socket.write('250 OK\r\n');
        else if (verb === 'DATA') (inData = true), socket.write('354 go ahead\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetEnvCache();
});

describe('sendMail', () => {
  it('without SMTP_URL, writes the message to the outbox', async () => {
    const to = `outbox-${uuidv7()}@example.com`;
    await sendMail(getDb(), { to, subject: 'Hello', text: 'Follow http://localhost:3000/x' });
    const [m] = await listOutbox(getDb(), { to });
    expect(m).toMatchObject({ to_address: to, subject: 'Hello', body: 'Follow http://localhost:3000/x' });
  });

  it('with SMTP_URL, hands the message to the SMTP server (and not to the outbox)', async () => {
    const smtp = await smtpServer();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      process.env.MAIL_FROM = 'cvlens <mail@cvlens.test>';
      resetEnvCache();
      const to = `smtp-${uuidv7()}@example.com`;
      await sendMail(getDb(), { to, subject: 'Confirm your email address', text: 'The link: http://localhost:3000/verify-email/abc' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].from).toContain('<mail@cvlens.test>');
      expect(smtp.received[0].to[0]).toContain(`<${to}>`);
      expect(smtp.received[0].data).toContain('Subject: Confirm your email address');
      expect(smtp.received[0].data).toContain('http://localhost:3000/verify-email/abc');
      expect(await listOutbox(getDb(), { to })).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('with an SMTP server that is not there, throws (callers decide what the user sees)', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvCache();
    await expect(sendMail(getDb(), { to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
