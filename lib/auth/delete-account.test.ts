import { processingAnalysis } from '../testing/analyses';
import { describe, expect, it } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { getDb } from '../../db/index';
import { listAuditEntries } from '../../db/queries/audit-log';
import { listMembers } from '../../db/queries/memberships';
import { findUserByEmail } from '../../db/queries/users';
import { createKeyFor } from '../dashboard/api-keys';
import { changeMemberRole, inviteMember, removeMember } from '../dashboard/members';
import { TEST_PASSWORD, addTestMember, createTestAccount } from '../testing/accounts';
import { uuidv7 } from '../ids';
import { callRoute } from '../testing/call-route';
import { linkTokenMailed, mailTo, testIp } from '../testing/mail';
import { acceptInvitation } from './invitation-links';
import { deleteAccount, planAccountDeletion } from './delete-account';

const ctx = () => ({ ip: testIp() });
const exists = async (table: 'organizations' | 'analyses' | 'files', id: string) =>
  !!(await getDb().selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());

describe('deleting one’s account', () => {
  it('erases the person and the organisation they alone belong to; the organisations they share keep their records', async () => {
    const db = getDb();
    const me = await createTestAccount('leaving');
    const shared = await createTestAccount('colleague');
    // joined through an invitation: the audit log names me by address
    await inviteMember(db, shared.owner, me.email, 'admin', ctx());
    const meUser = (await findUserByEmail(db, me.email))!;
    const token = await linkTokenMailed(me.email, 'invitations');
    await db.transaction().execute((tx) => acceptInvitation(tx, token, meUser));
    expect(JSON.stringify(await listAuditEntries(db, { organizationId: shared.organizationId }))).toContain(me.email);
    const myKeyThere = await createKeyFor(db, { userId: me.userId, organizationId: shared.organizationId, role: 'admin' }, { name: 'mine', scopes: ['usage:read'], teamId: null, expiresAt: null });
    await inviteMember(db, { userId: me.userId, organizationId: shared.organizationId, role: 'admin' }, `friend-${uuidv7()}@example.com`, 'member', ctx());
    // a record of my own organisation, with its uploaded file
    const analysisId = await processingAnalysis(db, { organizationId: me.organizationId });
    const fileId = (await db.selectFrom('analyses').select('file_id').where('id', '=', analysisId).executeTakeFirstOrThrow()).file_id!;

    expect(await planAccountDeletion(db, me.userId)).toEqual({
      deleted: [{ id: me.organizationId, name: expect.any(String) }],
      blocking: [],
      left: [{ id: shared.organizationId, name: expect.any(String) }],
    });
    expect(await deleteAccount(db, me.userId, { email: shared.email, password: TEST_PASSWORD }, ctx())).toEqual({ ok: false, error: 'Type the email address of your account to confirm.' });
    expect(await deleteAccount(db, me.userId, { email: me.email, password: 'not-my-password' }, ctx())).toEqual({ ok: false, error: 'Wrong password.' });
    expect(await findUserByEmail(db, me.email)).toBeDefined();

    expect(await deleteAccount(db, me.userId, { email: me.email.toUpperCase(), password: TEST_PASSWORD }, ctx())).toEqual({ ok: true });
    expect(await findUserByEmail(db, me.email)).toBeUndefined();
    expect(await mailTo(me.email)).toEqual([]);
    expect(await exists('organizations', me.organizationId)).toBe(false);
    expect(await exists('analyses', analysisId)).toBe(false);
    expect(await exists('files', fileId)).toBe(false);
    // the shared organisation stays, without me, my key or my address
    expect(await exists('organizations', shared.organizationId)).toBe(true);
    expect((await listMembers(db, shared.organizationId)).map((m) => m.id)).toEqual([shared.userId]);
    expect((await callRoute(getUsage, '/api/v1/usage', { key: myKeyThere.key })).status).toBe(401);
    const audit = await listAuditEntries(db, { organizationId: shared.organizationId });
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(me.email);
  });

  it('waits while the person is the only owner of an organisation with other members', async () => {
    const db = getDb();
    const owner = await createTestAccount('owner');
    const member = await addTestMember(owner.organizationId, 'member');
    const plan = await planAccountDeletion(db, owner.userId);
    expect(plan.blocking.map((o) => o.id)).toEqual([owner.organizationId]);
    const r = await deleteAccount(db, owner.userId, { email: owner.email, password: TEST_PASSWORD }, ctx());
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/^You are the only owner of .*Make one of them an owner first/) });
    expect(await findUserByEmail(db, owner.email)).toBeDefined();

    await changeMemberRole(db, owner.owner, member.userId, 'owner');
    expect(await deleteAccount(db, owner.userId, { email: owner.email, password: TEST_PASSWORD }, ctx())).toEqual({ ok: true });
    expect(await exists('organizations', owner.organizationId)).toBe(true);
    await expect(removeMember(db, member.actor, owner.userId)).rejects.toMatchObject({ status: 404 });
  });
});
