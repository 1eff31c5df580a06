import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { getDb } from '../../db/index';
import { uuidv7 } from '../../db/ids';
import { listAuditEntries } from '../../db/queries/audit-log';
import { listTeams } from '../../db/queries/teams';
import { callRoute } from '../testing/call-route';
import { setRateLimiter } from '../rate-limit';
import { memoryLimiter } from '../rate-limit/memory-limiter';
import { createKeyFor } from './api-keys';
import { createTeam, deleteTeam, renameTeam } from './teams';
import { addTestMember, createTestAccount } from '../testing/accounts';

beforeAll(() => setRateLimiter(memoryLimiter(10_000, 60_000)));
afterAll(() => setRateLimiter(undefined));

const usageRows = (keyId: string) => getDb().selectFrom('usage_daily').select('count').where('api_key_id', '=', keyId).execute();

describe('teams: rename and delete', () => {
  it('renames a team (owners and admins), refusing a taken name and members', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const teamId = await createTeam(db, owner, 'Sales');
    await createTeam(db, owner, 'Support');
    const admin = await addTestMember(organizationId, 'admin');
    expect(await renameTeam(db, admin.actor, teamId, '  Field sales ')).toEqual({ from: 'Sales', to: 'Field sales' });
    await expect(renameTeam(db, owner, teamId, 'Support')).rejects.toMatchObject({ status: 409, message: 'A team named "Support" already exists' });
    await expect(renameTeam(db, owner, teamId, ' ')).rejects.toMatchObject({ status: 400 });
    const member = await addTestMember(organizationId, 'member');
    await expect(renameTeam(db, member.actor, teamId, 'Mine')).rejects.toMatchObject({ status: 403 });
    const other = await createTestAccount('other');
    await expect(renameTeam(db, other.owner, teamId, 'Stolen')).rejects.toMatchObject({ status: 404 });
    expect((await listTeams(db, organizationId)).map((t) => t.name)).toEqual(['Default', 'Field sales', 'Support']);
    const [entry] = await listAuditEntries(db, { organizationId });
    expect([entry.action, entry.details]).toEqual(['team.renamed', { from: 'Sales', to: 'Field sales' }]);
  });

  it('deletes a team (owners only): its keys are refused from the next request but kept with their usage, its records stay the organisation’s', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('owner');
    const teamId = await createTeam(db, owner, 'Recruiting');
    const teamKey = await createKeyFor(db, owner, { name: 'ats-sync', scopes: ['usage:read'], teamId, expiresAt: null });
    const orgKey = await createKeyFor(db, owner, { name: 'org-wide', scopes: ['usage:read'], teamId: null, expiresAt: null });
    expect((await callRoute(getUsage, '/api/v1/usage', { key: teamKey.key })).status).toBe(200);
    const analysisId = uuidv7();
    await db
      .insertInto('analyses')
      .values({ id: analysisId, organization_id: organizationId, team_id: teamId, api_key_id: teamKey.id, status: 'failed', file_name: 'cv.pdf', file_type: 'pdf', target_role: 'Recruiter', target_industry: '', error: 'test fixture', created_at: new Date(), completed_at: new Date(), file_id: null, job_description: null, language: null, result: null, sections: null, parsed: null, extracted: null })
      .execute();

    const admin = await addTestMember(organizationId, 'admin');
    await expect(deleteTeam(db, admin.actor, teamId)).rejects.toMatchObject({ status: 403, message: 'Only owners can delete teams' });
    const other = await createTestAccount('other');
    await expect(deleteTeam(db, other.owner, teamId)).rejects.toMatchObject({ status: 404 });

    const deleted = await deleteTeam(db, owner, teamId);
    expect(deleted).toMatchObject({ name: 'Recruiting', keptRecords: 1, revokedKeys: [{ id: teamKey.id, name: 'ats-sync' }] });
    expect((await callRoute(getUsage, '/api/v1/usage', { key: teamKey.key })).status).toBe(401);
    expect((await callRoute(getUsage, '/api/v1/usage', { key: orgKey.key })).status).toBe(200);
    expect((await listTeams(db, organizationId)).map((t) => t.name)).toEqual(['Default']);

    const key = await db.selectFrom('api_keys').select(['team_id', 'revoked_at']).where('id', '=', teamKey.id).executeTakeFirstOrThrow();
    expect(key.team_id).toBeNull();
    expect(key.revoked_at).toBeInstanceOf(Date);
    // the month's calls (and so the overage) still count the key's usage
    expect((await usageRows(teamKey.id)).reduce((n, r) => n + r.count, 0)).toBe(1);
    const analysis = await db.selectFrom('analyses').select(['team_id', 'organization_id']).where('id', '=', analysisId).executeTakeFirstOrThrow();
    expect(analysis).toEqual({ team_id: null, organization_id: organizationId });

    const [entry] = await listAuditEntries(db, { organizationId });
    expect(entry.action).toBe('team.deleted');
    expect(entry.details).toEqual({ name: 'Recruiting', revoked_keys: `ats-sync (${(await db.selectFrom('api_keys').select('key_fragment').where('id', '=', teamKey.id).executeTakeFirstOrThrow()).key_fragment})`, kept_records: 1 });
    await expect(deleteTeam(db, owner, teamId)).rejects.toMatchObject({ status: 404 });
  });
});
