import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listAuditEntries } from '../../db/queries/audit-log';
import { findOrganization } from '../../db/queries/organizations';
import { setUserStaff } from '../../db/queries/users';
import { staffChangePlan, staffGrantCredits } from './staff-actions';
import { organizationsOverview } from './organizations-overview';
import { recentRecords } from '../../db/queries/records';
import { uuidv7 } from '../../db/ids';
import { createTeam } from './teams';
import { createTestAccount } from '../testing/accounts';

describe('staff actions', () => {
  it('grant credits and change plan, each written to the audit log with the change', async () => {
    const db = getDb();
    const staff = await createTestAccount('staff');
    await setUserStaff(db, staff.userId, true);
    const customer = await createTestAccount('customer');
    const actor = { userId: staff.userId, isStaff: true };

    expect(await staffGrantCredits(db, actor, customer.organizationId, 25.5, 'goodwill')).toBe(35.5);
    // the plan change tops this month's plan credits up to Business's 5,000 (10 came with sign-up)
    expect(await staffChangePlan(db, actor, customer.organizationId, 'business')).toMatchObject({ creditsGranted: 4990, balance: 5025.5 });

    const org = await findOrganization(db, customer.organizationId);
    expect(org).toMatchObject({ plan: 'business', credit_balance: 5025.5 });
    const log = await listAuditEntries(db, { organizationId: customer.organizationId });
    expect(log.map((e) => [e.action, e.details, e.actor_email])).toEqual([
      ['organization.plan_changed', { from: 'free', to: 'business', credits_granted: 4990 }, staff.email],
      ['credits.granted', { amount: 25.5, reason: 'goodwill', balance_after: 35.5 }, staff.email],
    ]);
  });

  it('refuses non-staff and bad amounts, writing nothing', async () => {
    const db = getDb();
    const customer = await createTestAccount('customer');
    await expect(staffGrantCredits(db, { userId: customer.userId, isStaff: false }, customer.organizationId, 5, 'x')).rejects.toMatchObject({ status: 403 });
    await expect(staffGrantCredits(db, { userId: customer.userId, isStaff: true }, customer.organizationId, 0, 'x')).rejects.toMatchObject({ status: 400 });
    await expect(staffChangePlan(db, { userId: customer.userId, isStaff: false }, customer.organizationId, 'business')).rejects.toMatchObject({ status: 403 });
    expect(await listAuditEntries(db, { organizationId: customer.organizationId })).toEqual([]);
  });

  it('lists organisations sortable by balance', async () => {
    const db = getDb();
    const rich = await createTestAccount('rich');
    await staffGrantCredits(db, { userId: rich.userId, isStaff: true }, rich.organizationId, 1000, 'test');
    const rows = await organizationsOverview(db, { sort: 'balance', dir: 'desc' });
    expect(rows[0].credit_balance).toBeGreaterThanOrEqual(1010);
    const byBalance = rows.map((r) => r.credit_balance);
    expect(byBalance).toEqual([...byBalance].sort((a, b) => b - a));
  });

  it('an organisation page lists its newest records of every kind, with their team, and no other tenant’s', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('records');
    const other = await createTestAccount('other');
    const teamId = await createTeam(db, owner, 'Hiring');
    const analysis = (org: string, team: string | null, role: string) => ({
      id: uuidv7(), organization_id: org, team_id: team, api_key_id: null, status: 'completed' as const, error: null, file_id: null, file_name: `${role}.pdf`, file_type: 'pdf',
      target_role: role, target_industry: '', job_description: null, language: null, result: null, sections: null, parsed: null, extracted: null, created_at: new Date(), completed_at: new Date(),
    });
    const first = analysis(organizationId, teamId, 'Nurse');
    await db.insertInto('analyses').values([first, analysis(other.organizationId, null, 'Pilot')]).execute();
    const prep = { id: uuidv7(), organization_id: organizationId, team_id: null, api_key_id: null, analysis_id: first.id, status: 'processing' as const, error: null, target_role: 'Head nurse', target_industry: '', body: null, created_at: new Date(Date.now() + 1000), completed_at: null };
    await db.insertInto('interview_preps').values(prep).execute();
    const rows = await recentRecords(db, organizationId);
    expect(rows.map((r) => [r.kind, r.target_role, r.file_name, r.team_name, r.status])).toEqual([
      ['interview_prep', 'Head nurse', 'Nurse.pdf', null, 'processing'],
      ['analysis', 'Nurse', 'Nurse.pdf', 'Hiring', 'completed'],
    ]);
  });
});
