import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listUserOrganizations } from '../../db/queries/memberships';
import { findUserByEmail } from '../../db/queries/users';
import { testIp } from '../testing/mail';
import { findOrCreateOAuthAccount } from './oauth-account';
import { signUp } from './sign-up';
import { verifyCredentials } from './verify-credentials';

describe('findOrCreateOAuthAccount', () => {
  it('creates an account with an organisation on first sign-in and reuses it after', async () => {
    const db = getDb();
    const address = `oauth-${Date.now()}@example.com`;
    const first = await findOrCreateOAuthAccount(db, { email: address, name: 'Grace' });
    const second = await findOrCreateOAuthAccount(db, { email: address.toUpperCase(), name: 'Grace' });
    expect(second.id).toBe(first.id);
    expect(await listUserOrganizations(db, first.id)).toHaveLength(1);
  });

  it('starts verified; links to an existing account with the same email', async () => {
    const db = getDb();
    const address = `linked-${Date.now()}@example.com`;
    const first = await findOrCreateOAuthAccount(db, { email: address });
    expect((await findUserByEmail(db, address))?.email_verified_at).toBeInstanceOf(Date);
    expect((await findOrCreateOAuthAccount(db, { email: address })).id).toBe(first.id);
  });

  it('takes an unverified password account back from whoever registered the address first (pre-hijacking)', async () => {
    const db = getDb();
    const address = `squatted-${Date.now()}@example.com`;
    await signUp(db, { email: address, password: 'attackers-password' }, { ip: testIp() });
    const squatted = (await findUserByEmail(db, address))!;
    const owner = await findOrCreateOAuthAccount(db, { email: address, name: 'Owner' });
    expect(owner.id).toBe(squatted.id);
    expect(owner.epoch).toBe(squatted.session_epoch + 1); // the squatter's sessions are over
    const after = (await findUserByEmail(db, address))!;
    expect(after.password_hash).toBeNull();
    expect(after.email_verified_at).toBeInstanceOf(Date);
    expect(await verifyCredentials(db, { email: address, password: 'attackers-password' }, { ip: testIp() })).toBeNull();
  });
});
