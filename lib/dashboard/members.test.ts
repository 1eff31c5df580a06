import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { getDb } from '../../db/index';
import { listAuditEntries } from '../../db/queries/audit-log';
import { listPendingInvitations } from '../../db/queries/invitations';
import { listMembers, listUserOrganizations } from '../../db/queries/memberships';
import { findUserByEmail } from '../../db/queries/users';
import { acceptInvitation } from '../auth/invitation-links';
import { requestPasswordReset, resetPassword } from '../auth/password-reset';
import { signUp } from '../auth/sign-up';
import { verifyCredentials } from '../auth/verify-credentials';
import { MESSAGES } from '../errors';
import { setRateLimiter } from '../rate-limit';
import { memoryLimiter } from '../rate-limit/memory-limiter';
import { callRoute } from '../testing/call-route';
import { linkTokenMailed, mailTo, testIp } from '../testing/mail';
import { createKeyFor } from './api-keys';
import { changeMemberRole, inviteMember, removeMember } from './members';
import { addTestMember, createTestAccount, uniqueEmail } from '../testing/accounts';

// the API calls here check keys, not the limit (lib/rate-limit has its own tests)
beforeAll(() => setRateLimiter(memoryLimiter(10_000, 60_000)));
afterAll(() => setRateLimiter(undefined));

const ctx = () => ({ ip: testIp() });
const accept = (token: string, user: { id: string; email: string; email_verified_at: Date | null }) =>
  getDb().transaction().execute((tx) => acceptInvitation(tx, token, user));
const userOf = async (email: string) => (await findUserByEmail(getDb(), email))!;

describe('invitations are single-use links that only the address’s verified owner can accept', () => {
  it('mails a link, even to an existing account, and adds no one until it is followed', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const other = await createTestAccount('other');
    expect(await inviteMember(db, owner, other.email.toUpperCase(), 'admin', ctx())).toMatchObject({ kind: 'sent' });
    expect((await listMembers(db, organizationId)).map((m) => m.id)).not.toContain(other.userId);
    const [mail] = await mailTo(other.email);
    expect(mail.subject).toMatch(/invited you to .* on cvlens$/);

    const token = await linkTokenMailed(other.email, 'invitations');
    expect(await accept(token, await userOf(other.email))).toMatchObject({ organizationId });
    expect((await listMembers(db, organizationId)).find((m) => m.id === other.userId)?.role).toBe('admin');
    expect(await inviteMember(db, owner, other.email, 'admin', ctx())).toEqual({ kind: 'already_member' });
    // single use
    await expect(accept(token, await userOf(other.email))).rejects.toMatchObject({ status: 410 });
    const audit = await listAuditEntries(db, { organizationId });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['invitation.sent', 'invitation.accepted']));
  });

  it('the takeover attempt: registering the invited address without its mailbox gets the attacker nothing', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const victim = uniqueEmail('invitee');
    await inviteMember(db, owner, victim, 'admin', ctx());
    const token = await linkTokenMailed(victim, 'invitations');

    // the attacker signs up first with the invited address; the links go to the victim's mailbox
    expect(await signUp(db, { email: victim, password: 'attacker-password' }, ctx())).toEqual({ ok: true, outcome: 'check_email' });
    const squatter = await userOf(victim);
    expect(await listUserOrganizations(db, squatter.id)).toEqual([]); // no membership, no free organisation either
    // even holding the link (leaked, guessed), an unverified account cannot accept it
    await expect(accept(token, squatter)).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/^Confirm your email address first/) });
    await expect(accept('x'.repeat(43), squatter)).rejects.toMatchObject({ status: 404 });
    expect((await listMembers(db, organizationId)).map((m) => m.email)).not.toContain(victim);
    // nor can a verified account of another address
    const stranger = await createTestAccount('stranger');
    await expect(accept(token, await userOf(stranger.email))).rejects.toMatchObject({ status: 403, message: expect.stringContaining(`was sent to ${victim}`) });

    // the owner of the mailbox takes the account back with a reset link, which also proves the address
    await requestPasswordReset(db, victim, ctx());
    expect((await resetPassword(db, await linkTokenMailed(victim, 'reset-password'), 'the-owners-password')).ok).toBe(true);
    expect(await verifyCredentials(db, { email: victim, password: 'attacker-password' }, ctx())).toBeNull();
    const owned = await userOf(victim);
    expect(owned.session_epoch).toBe(squatter.session_epoch + 1); // the attacker's session is over
    expect(await accept(token, owned)).toMatchObject({ organizationId });
    expect((await listMembers(db, organizationId)).find((m) => m.email === victim)?.role).toBe('admin');
  });

  it('a sign-up from the invitation link joins the organisation with no empty organisation of its own', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const invitee = uniqueEmail('invitee');
    await inviteMember(db, owner, invitee, 'member', ctx());
    const token = await linkTokenMailed(invitee, 'invitations');
    const r = await signUp(db, { email: invitee, password: 'invited-password', invitation: token }, ctx());
    expect(r).toMatchObject({ ok: true, outcome: 'joined', organizationId });
    const user = await userOf(invitee);
    expect(user.email_verified_at).toBeInstanceOf(Date); // the link was sent to this address
    expect((await listUserOrganizations(db, user.id)).map((o) => [o.id, o.role])).toEqual([[organizationId, 'member']]);
    expect(await listPendingInvitations(db, organizationId)).toEqual([]);
  });

  it('a plain sign-up of an invited address gets no organisation of its own either; it joins by the link once verified', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const invitee = uniqueEmail('invitee');
    await inviteMember(db, owner, invitee, 'member', ctx());
    await signUp(db, { email: invitee, password: 'invited-password' }, ctx());
    const user = await userOf(invitee);
    expect(await listUserOrganizations(db, user.id)).toEqual([]);
    const { confirmEmail } = await import('../auth/verify-email');
    await confirmEmail(db, await linkTokenMailed(invitee, 'verify-email'));
    await accept(await linkTokenMailed(invitee, 'invitations'), await userOf(invitee));
    expect((await listUserOrganizations(db, user.id)).map((o) => o.id)).toEqual([organizationId]);
  });

  it('inviting again sends a new link and kills the old one; an expired link is refused', async () => {
    const db = getDb();
    const { owner } = await createTestAccount('owner');
    const other = await createTestAccount('other');
    await inviteMember(db, owner, other.email, 'member', ctx());
    const first = await linkTokenMailed(other.email, 'invitations');
    // another role is not given silently: nothing is sent until the change is confirmed
    expect(await inviteMember(db, owner, other.email, 'admin', ctx())).toEqual({ kind: 'pending_with_other_role', pendingRole: 'member' });
    expect(await linkTokenMailed(other.email, 'invitations')).toBe(first);
    expect((await listPendingInvitations(db, owner.organizationId)).map((i) => i.role)).toEqual(['member']);
    await inviteMember(db, owner, other.email, 'admin', { ...ctx(), replaceRole: true });
    expect((await listPendingInvitations(db, owner.organizationId)).map((i) => i.role)).toEqual(['admin']);
    const second = await linkTokenMailed(other.email, 'invitations');
    expect(second).not.toBe(first);
    await expect(accept(first, await userOf(other.email))).rejects.toMatchObject({ status: 404 });
    await sql`update invitations set expires_at = now() - interval '1 second' where email = ${other.email}`.execute(db);
    await expect(accept(second, await userOf(other.email))).rejects.toMatchObject({ status: 410 });
  });

  it('counts invitations per address: the 4th to one address within the hour is refused', async () => {
    const db = getDb();
    const { owner } = await createTestAccount('owner');
    const target = uniqueEmail('spammed');
    for (let i = 0; i < 3; i++) await inviteMember(db, owner, target, 'member', ctx());
    await expect(inviteMember(db, owner, target, 'member', ctx())).rejects.toMatchObject({ status: 429, message: expect.stringMatching(/^Too many invitations sent\. Try again in/) });
    expect(await mailTo(target)).toHaveLength(3);
  });
});

describe('roles and removal', () => {
  it('members cannot invite; admins cannot touch owners; the last owner stays', async () => {
    const db = getDb();
    const { owner, organizationId, userId: ownerId } = await createTestAccount('owner');
    const { actor: member } = await addTestMember(organizationId, 'member');
    const { actor: admin } = await addTestMember(organizationId, 'admin');

    await expect(inviteMember(db, member, uniqueEmail(), 'member', ctx())).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole(db, admin, ownerId, 'member')).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole(db, admin, member.userId, 'owner')).rejects.toMatchObject({ status: 403 });
    await changeMemberRole(db, admin, member.userId, 'admin');
    await expect(changeMemberRole(db, owner, ownerId, 'admin')).rejects.toMatchObject({ status: 409 });
    await expect(removeMember(db, owner, ownerId)).rejects.toMatchObject({ status: 409 });

    await removeMember(db, owner, admin.userId);
    expect((await listMembers(db, organizationId)).map((m) => m.id)).not.toContain(admin.userId);
  });

  it('a removed member’s keys are revoked: 401 on their very next request; others’ keys keep working; the owner is told which went', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const leaver = await addTestMember(organizationId, 'admin');
    const elsewhere = await createTestAccount('elsewhere');
    await getDb().insertInto('memberships').values({ user_id: leaver.userId, organization_id: elsewhere.organizationId, role: 'member' }).execute();
    const k1 = await createKeyFor(db, leaver.actor, { name: 'Production', scopes: ['usage:read'], teamId: null, expiresAt: null });
    const k2 = await createKeyFor(db, leaver.actor, { name: 'CI', scopes: ['usage:read'], teamId: null, expiresAt: null });
    const ownerKey = await createKeyFor(db, owner, { name: 'Owner', scopes: ['usage:read'], teamId: null, expiresAt: null });
    const theirOtherOrgKey = await createKeyFor(db, { ...leaver.actor, organizationId: elsewhere.organizationId, role: 'member' }, { name: 'Other org', scopes: ['usage:read'], teamId: null, expiresAt: null });
    for (const k of [k1, k2, ownerKey, theirOtherOrgKey]) expect((await callRoute(getUsage, '/api/v1/usage', { key: k.key })).status).toBe(200);

    const r = await removeMember(db, owner, leaver.userId);
    expect(r.email).toBe(leaver.email);
    expect(r.revokedKeys.map((k) => k.name).sort()).toEqual(['CI', 'Production']);

    for (const k of [k1, k2]) {
      const res = await callRoute(getUsage, '/api/v1/usage', { key: k.key });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: MESSAGES.invalidKey });
    }
    expect((await callRoute(getUsage, '/api/v1/usage', { key: ownerKey.key })).status).toBe(200);
    expect((await callRoute(getUsage, '/api/v1/usage', { key: theirOtherOrgKey.key })).status).toBe(200);

    const [entry] = await listAuditEntries(db, { organizationId });
    expect(entry.action).toBe('member.removed');
    expect(entry.details).toMatchObject({ email: leaver.email, role: 'admin' });
    expect(String((entry.details as { revoked_keys: string }).revoked_keys)).toMatch(/Production \(cvl_.*\).*CI \(cvl_.*\)|CI \(cvl_.*\).*Production \(cvl_.*\)/);
  });
});
