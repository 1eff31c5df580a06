import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listMembers, listUserOrganizations } from '../../db/queries/memberships';
import { listPendingInvitations } from '../../db/queries/invitations';
import { signUp } from '../auth/sign-up';
import { changeMemberRole, inviteMember, removeMember } from './members';
import { addTestMember, createTestAccount, uniqueEmail } from './testing';

describe('members and invitations', () => {
  it('adds an existing user at once', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const other = await createTestAccount('other');
    expect(await inviteMember(db, owner, other.email.toUpperCase(), 'admin')).toEqual({ kind: 'added', userId: other.userId });
    expect(await inviteMember(db, owner, other.email, 'admin')).toEqual({ kind: 'already_member' });
    const members = await listMembers(db, organizationId);
    expect(members.find((m) => m.id === other.userId)?.role).toBe('admin');
  });

  it('keeps a pending invitation for an unknown email and accepts it at sign-up', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const email = uniqueEmail('invitee');
    const r = await inviteMember(db, owner, email, 'member');
    expect(r.kind).toBe('invited');
    expect((await listPendingInvitations(db, organizationId)).map((i) => i.email)).toEqual([email]);

    const s = await signUp(db, { email, password: 'invited-password' });
    if (!s.ok) throw new Error('sign-up failed');
    const orgs = await listUserOrganizations(db, s.userId);
    expect(orgs.map((o) => [o.id, o.role])).toContainEqual([organizationId, 'member']);
    expect(orgs).toHaveLength(2);
    expect(await listPendingInvitations(db, organizationId)).toEqual([]);
  });

  it('members cannot invite; admins cannot touch owners; the last owner stays', async () => {
    const db = getDb();
    const { owner, organizationId, userId: ownerId } = await createTestAccount('owner');
    const { actor: member } = await addTestMember(organizationId, 'member');
    const { actor: admin } = await addTestMember(organizationId, 'admin');

    await expect(inviteMember(db, member, uniqueEmail(), 'member')).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole(db, admin, ownerId, 'member')).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole(db, admin, member.userId, 'owner')).rejects.toMatchObject({ status: 403 });
    await changeMemberRole(db, admin, member.userId, 'admin');
    await expect(changeMemberRole(db, owner, ownerId, 'admin')).rejects.toMatchObject({ status: 409 });
    await expect(removeMember(db, owner, ownerId)).rejects.toMatchObject({ status: 409 });

    await removeMember(db, owner, admin.userId);
    expect((await listMembers(db, organizationId)).map((m) => m.id)).not.toContain(admin.userId);
  });
});
