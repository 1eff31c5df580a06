import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { findUserByEmail } from '../../db/queries/users';
import { TEST_PASSWORD, createTestAccount, uniqueEmail } from '../testing/accounts';
import { linkTokenMailed, mailTo, testIp } from '../testing/mail';
import { LINK_GONE, requestPasswordReset, resetPassword } from './password-reset';
import { verifyCredentials } from './verify-credentials';
import { confirmEmail } from './verify-email';

const ctx = () => ({ ip: testIp() });

describe('password reset (and change: the same link, asked for while signed in)', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const unknown = uniqueEmail('nobody');
    expect(await requestPasswordReset(getDb(), unknown, ctx())).toEqual({ ok: true });
    expect(await mailTo(unknown)).toEqual([]);
    expect(await requestPasswordReset(getDb(), 'not an address', ctx())).toEqual({ ok: false, error: 'Enter a valid email address' });
  });

  it('sets a new password once per link, ends every other session, and only within the hour', async () => {
    const db = getDb();
    const { email } = await createTestAccount('forgetful');
    const before = (await findUserByEmail(db, email))!;
    expect(await requestPasswordReset(db, email.toUpperCase(), ctx())).toEqual({ ok: true });
    const token = await linkTokenMailed(email, 'reset-password');

    expect(await resetPassword(db, token, 'short')).toEqual({ ok: false, error: 'Use at least 8 characters' });
    // a reset link is no verification link, and the other way round
    expect(await confirmEmail(db, token)).toBeNull();
    expect(await resetPassword(db, token, 'brand-new-password')).toEqual({ ok: true, email });
    const after = (await findUserByEmail(db, email))!;
    expect(after.session_epoch).toBe(before.session_epoch + 1);
    expect(await verifyCredentials(db, { email, password: TEST_PASSWORD }, ctx())).toBeNull();
    expect(await verifyCredentials(db, { email, password: 'brand-new-password' }, ctx())).toMatchObject({ epoch: after.session_epoch });
    expect((await mailTo(email))[0].subject).toBe('Your cvlens password was changed');

    expect(await resetPassword(db, token, 'third-password-here')).toEqual({ ok: false, error: LINK_GONE });

    await requestPasswordReset(db, email, ctx());
    const late = await linkTokenMailed(email, 'reset-password');
    await sql`update email_tokens set expires_at = now() - interval '1 second' where email = ${email} and purpose = 'reset_password' and used_at is null`.execute(db);
    expect(await resetPassword(db, late, 'fourth-password-here')).toEqual({ ok: false, error: LINK_GONE });
  });

  it('only the newest link works', async () => {
    const db = getDb();
    const { email } = await createTestAccount('twice');
    await requestPasswordReset(db, email, ctx());
    const first = await linkTokenMailed(email, 'reset-password');
    await requestPasswordReset(db, email, ctx());
    const second = await linkTokenMailed(email, 'reset-password');
    expect(await resetPassword(db, first, 'another-password')).toEqual({ ok: false, error: LINK_GONE });
    expect((await resetPassword(db, second, 'another-password')).ok).toBe(true);
  });

  it('counts requests per address: the 4th within the hour is refused, for known and unknown addresses alike', async () => {
    const db = getDb();
    const { email } = await createTestAccount('spammed');
    const unknown = uniqueEmail('nobody');
    for (const address of [email, unknown]) {
      for (let i = 0; i < 3; i++) expect(await requestPasswordReset(db, address, ctx())).toEqual({ ok: true });
      expect(await requestPasswordReset(db, address, ctx())).toEqual({ ok: false, error: expect.stringMatching(/^Too many emails requested\. Try again in/) });
    }
  });
});
