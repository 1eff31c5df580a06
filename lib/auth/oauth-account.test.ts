import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listUserOrganizations } from '../../db/queries/memberships';
import { findOrCreateOAuthAccount } from './oauth-account';
import { signUp } from './sign-up';

describe('findOrCreateOAuthAccount', () => {
  it('creates an account with an organisation on first sign-in and reuses it after', async () => {
    const db = getDb();
    const address = `oauth-${Date.now()}@example.com`;
    const first = await findOrCreateOAuthAccount(db, { email: address, name: 'Grace' });
    const second = await findOrCreateOAuthAccount(db, { email: address.toUpperCase(), name: 'Grace' });
    expect(second.id).toBe(first.id);
    expect(await listUserOrganizations(db, first.id)).toHaveLength(1);
  });

  it('links to an existing password account with the same email', async () => {
    const db = getDb();
    const address = `linked-${Date.now()}@example.com`;
    const r = await signUp(db, { email: address, password: 'long-enough-password' });
    if (!r.ok) throw new Error('sign-up failed');
    expect((await findOrCreateOAuthAccount(db, { email: address })).id).toBe(r.userId);
  });
});
