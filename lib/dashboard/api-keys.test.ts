import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { findActiveKeyByHash } from '../../db/queries/api-keys';
import { hashApiKey } from '../keys/api-key';
import { createKeyFor, keyStatus, listKeysFor, renameKeyFor, revokeKeyFor, rollKeyFor } from './api-keys';
import { addTestMember, createTestAccount } from '../testing/accounts';

describe('API keys in the dashboard', () => {
  it('members see and revoke only their own keys; owners and admins manage all', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const { actor: member } = await addTestMember(organizationId, 'member');
    const { actor: admin } = await addTestMember(organizationId, 'admin');

    const ownerKey = await createKeyFor(db, owner, { name: 'owner key', scopes: ['usage:read'], teamId: null, expiresAt: null });
    const memberKey = await createKeyFor(db, member, { name: 'member key', scopes: [], teamId: null, expiresAt: null });

    expect((await listKeysFor(db, member)).map((k) => k.name)).toEqual(['member key']);
    expect((await listKeysFor(db, admin)).map((k) => k.name).sort()).toEqual(['member key', 'owner key']);

    await expect(revokeKeyFor(db, member, ownerKey.id)).rejects.toMatchObject({ status: 403 });
    expect(await findActiveKeyByHash(db, hashApiKey(ownerKey.key))).toBeDefined();

    await revokeKeyFor(db, admin, memberKey.id);
    expect(await findActiveKeyByHash(db, hashApiKey(memberKey.key))).toBeUndefined();
    const [listed] = await listKeysFor(db, member);
    expect(listed.status).toBe('revoked');
    expect(listed.scopes).toHaveLength(9);
  });

  it('renames and rolls within the same rights as revoking', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const { actor: member } = await addTestMember(organizationId, 'member');
    const ownerKey = await createKeyFor(db, owner, { name: 'owner key', scopes: [], teamId: null, expiresAt: null });
    await expect(renameKeyFor(db, member, ownerKey.id, 'mine now')).rejects.toMatchObject({ status: 403 });
    await expect(rollKeyFor(db, member, ownerKey.id)).rejects.toMatchObject({ status: 403 });
    await expect(renameKeyFor(db, owner, ownerKey.id, '   ')).rejects.toMatchObject({ status: 400, message: 'Give the key a name' });
    await expect(renameKeyFor(db, owner, ownerKey.id, 'x'.repeat(101))).rejects.toMatchObject({ status: 400 });
    expect(await renameKeyFor(db, owner, ownerKey.id, '  CI runner  ')).toBe('CI runner');
    const rolled = await rollKeyFor(db, owner, ownerKey.id);
    expect(rolled.name).toBe('CI runner');
    expect(await findActiveKeyByHash(db, hashApiKey(rolled.key))).toBeDefined();
    expect(await findActiveKeyByHash(db, hashApiKey(ownerKey.key))).toBeDefined();
    const [listed] = await listKeysFor(db, owner);
    expect(listed).toMatchObject({ name: 'CI runner', key_fragment: `cvl_…${rolled.key.slice(-4)}`, previous_key_fragment: `cvl_…${ownerKey.key.slice(-4)}` });
    expect(listed.previous_key_expires_at?.getTime()).toBe(rolled.oldSecretEndsAt.getTime());
    await revokeKeyFor(db, owner, ownerKey.id);
    await expect(rollKeyFor(db, owner, ownerKey.id)).rejects.toMatchObject({ status: 400 });
    expect((await listKeysFor(db, owner))[0].revoked_at).toBeInstanceOf(Date);
  });

  it('cannot touch another organisation’s key', async () => {
    const db = getDb();
    const a = await createTestAccount('a');
    const b = await createTestAccount('b');
    const key = await createKeyFor(db, a.owner, { name: 'k', scopes: [], teamId: null, expiresAt: null });
    await expect(revokeKeyFor(db, b.owner, key.id)).rejects.toMatchObject({ status: 404 });
    await expect(renameKeyFor(db, b.owner, key.id, 'taken')).rejects.toMatchObject({ status: 404 });
    await expect(rollKeyFor(db, b.owner, key.id)).rejects.toMatchObject({ status: 404 });
  });

  it('an account whose address is not confirmed cannot create keys', async () => {
    const db = getDb();
    const { owner } = await createTestAccount('unverified', { verified: false });
    await expect(createKeyFor(db, owner, { name: 'k', scopes: [], teamId: null, expiresAt: null })).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/^Confirm your email address before creating API keys/),
    });
    expect(await listKeysFor(db, owner)).toEqual([]);
  });

  it('shows who created each key', async () => {
    const db = getDb();
    const { owner, organizationId, email } = await createTestAccount('owner');
    const { actor: member, email: memberEmail } = await addTestMember(organizationId, 'member');
    await createKeyFor(db, owner, { name: 'by owner', scopes: [], teamId: null, expiresAt: null });
    await createKeyFor(db, member, { name: 'by member', scopes: [], teamId: null, expiresAt: null });
    const keys = await listKeysFor(db, owner);
    expect(Object.fromEntries(keys.map((k) => [k.name, k.created_by_email]))).toEqual({ 'by owner': email, 'by member': memberEmail });
  });

  it('status reads expiry', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(keyStatus({ revoked_at: null, expires_at: null }, now)).toBe('active');
    expect(keyStatus({ revoked_at: null, expires_at: new Date('2026-11-21T00:00:00Z') }, now)).toBe('expired');
    expect(keyStatus({ revoked_at: now, expires_at: null }, now)).toBe('revoked');
  });
});
