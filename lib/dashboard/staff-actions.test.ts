import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listAuditEntries } from '../../db/queries/audit-log';
import { findOrganization } from '../../db/queries/organizations';
import { setUserStaff } from '../../db/queries/users';
import { staffChangePlan, staffGrantCredits } from './staff-actions';
import { organizationsOverview } from './organizations-overview';
import { createTestAccount } from './testing';

describe('staff actions', () => {
  it('grant credits and change plan, each written to the audit log with the change', async () => {
    const db = getDb();
    const staff = await createTestAccount('staff');
    await setUserStaff(db, staff.userId, true);
    const customer = await createTestAccount('customer');
    const actor = { userId: staff.userId, isStaff: true };

    expect(await staffGrantCredits(db, actor, customer.organizationId, 25.5, 'goodwill')).toBe(35.5);
    await staffChangePlan(db, actor, customer.organizationId, 'business');

    const org = await findOrganization(db, customer.organizationId);
    expect(org).toMatchObject({ plan: 'business', credit_balance: 35.5 });
    const log = await listAuditEntries(db, { organizationId: customer.organizationId });
    expect(log.map((e) => [e.action, e.details, e.actor_email])).toEqual([
      ['organization.plan_changed', { from: 'free', to: 'business' }, staff.email],
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
});
