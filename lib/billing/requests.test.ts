import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listAuditEntries } from '../../db/queries/audit-log';
import { listInvoices, listPendingBillingRequests } from '../../db/queries/billing';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { findOrganization } from '../../db/queries/organizations';
import { setUserStaff } from '../../db/queries/users';
import { staffChangePlan } from '../dashboard/staff-actions';
import { addTestMember, createTestAccount } from '../testing/accounts';
import type { PaymentProvider } from './payments/provider';
import { approveRequest, rejectRequest, startPurchase } from './requests';

const urls = { successUrl: 'http://localhost:3000/billing?paid=1', cancelUrl: 'http://localhost:3000/billing' };
const testMode: PaymentProvider = { name: 'test', checkout: async () => ({ kind: 'awaiting_approval' }) };

async function staffMember() {
  const s = await createTestAccount('staff');
  await setUserStaff(getDb(), s.userId, true);
  return { userId: s.userId, isStaff: true };
}

describe('self-serve billing in test mode: staff approve, applied exactly once', () => {
  it('an owner asks for an upgrade; a second click is the same request; staff approval changes the plan, tops up the credits and writes one receipt', async () => {
    const db = getDb();
    const { owner, organizationId, email } = await createTestAccount('buyer');
    const first = await startPurchase(db, owner, { kind: 'plan', plan: 'professional' }, { email, ...urls, provider: testMode });
    expect(first).toMatchObject({ kind: 'awaiting_approval', alreadyPending: false });
    const again = await startPurchase(db, owner, { kind: 'plan', plan: 'professional' }, { email, ...urls, provider: testMode });
    expect(again).toEqual({ kind: 'awaiting_approval', requestId: first.requestId, alreadyPending: true });
    expect(await listPendingBillingRequests(db, { organizationId })).toHaveLength(1);
    expect((await findOrganization(db, organizationId))?.plan).toBe('free');

    const staff = await staffMember();
    // two staff clicking at once: one applies, the other finds it done
    const both = await Promise.all([approveRequest(db, staff, first.requestId), approveRequest(db, staff, first.requestId)]);
    expect(both.filter((s) => s.applied)).toHaveLength(1);
    expect(both.find((s) => !s.applied)).toMatchObject({ applied: false, status: 'completed' });
    const org = await findOrganization(db, organizationId);
    // the rule: this month's plan credits brought up to Professional's 1,500 (10 were granted on sign-up)
    expect(org).toMatchObject({ plan: 'professional', credit_balance: 1500 });
    expect(await ledgerSum(db, organizationId)).toBe(1500);
    const invoices = await listInvoices(db, organizationId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ description: 'the Professional plan, one month', amount_cents: 129_00, currency: 'usd', provider: 'test', number: expect.stringMatching(/^CVL-\d{6,}$/) });
    expect(await approveRequest(db, staff, first.requestId)).toMatchObject({ applied: false });
    expect(await listInvoices(db, organizationId)).toHaveLength(1);
    const actions = (await listAuditEntries(db, { organizationId })).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['billing.completed', 'billing.requested']);
  });

  it('a credit pack adds its credits on approval; a declined one adds nothing; only owners buy, and only larger plans', async () => {
    const db = getDb();
    const { owner, organizationId, email } = await createTestAccount('packs');
    const staff = await staffMember();
    const pack = await startPurchase(db, owner, { kind: 'credit_pack', pack: 'pack-500' }, { email, ...urls, provider: testMode });
    expect(await approveRequest(db, staff, pack.requestId)).toMatchObject({ applied: true });
    expect((await findOrganization(db, organizationId))?.credit_balance).toBe(510);

    const declined = await startPurchase(db, owner, { kind: 'credit_pack', pack: 'pack-100' }, { email, ...urls, provider: testMode });
    expect(await rejectRequest(db, staff, declined.requestId)).toEqual({ rejected: true, status: 'rejected' });
    expect(await approveRequest(db, staff, declined.requestId)).toMatchObject({ applied: false, status: 'rejected' });
    expect((await findOrganization(db, organizationId))?.credit_balance).toBe(510);
    expect((await listInvoices(db, organizationId)).map((i) => [i.description, i.amount_cents])).toEqual([['500 credits', 65_00]]);

    const admin = await addTestMember(organizationId, 'admin');
    await expect(startPurchase(db, admin.actor, { kind: 'credit_pack', pack: 'pack-100' }, { email: admin.email, ...urls, provider: testMode })).rejects.toMatchObject({ status: 403 });
    await expect(startPurchase(db, owner, { kind: 'plan', plan: 'free' }, { email, ...urls, provider: testMode })).rejects.toMatchObject({ status: 400 });
    await expect(approveRequest(db, { userId: owner.userId, isStaff: false }, pack.requestId)).rejects.toMatchObject({ status: 403 });
  });

  it('a provider that fails to start the payment cancels the request and says so', async () => {
    const db = getDb();
    const { owner, organizationId, email } = await createTestAccount('down');
    const down: PaymentProvider = { name: 'stripe', checkout: async () => { throw new Error('connect ECONNREFUSED'); } };
    await expect(startPurchase(db, owner, { kind: 'plan', plan: 'starter' }, { email, ...urls, provider: down })).rejects.toMatchObject({ status: 502, message: expect.stringMatching(/^The payment provider could not start the payment/) });
    const rows = await db.selectFrom('billing_requests').select('status').where('organization_id', '=', organizationId).execute();
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });
});

describe('plan changes grant the new plan’s credits by one rule, for staff and purchases alike', () => {
  it('tops this month’s plan credits up to the new plan’s; back and forth grants nothing twice; a downgrade grants nothing', async () => {
    const db = getDb();
    const { organizationId } = await createTestAccount('rule');
    const staff = await staffMember();
    expect(await staffChangePlan(db, staff, organizationId, 'starter')).toMatchObject({ from: 'free', to: 'starter', creditsGranted: 240, balance: 250 });
    expect(await staffChangePlan(db, staff, organizationId, 'free')).toMatchObject({ creditsGranted: 0, balance: 250 });
    expect(await staffChangePlan(db, staff, organizationId, 'starter')).toMatchObject({ creditsGranted: 0, balance: 250 });
    expect(await staffChangePlan(db, staff, organizationId, 'business')).toMatchObject({ creditsGranted: 4750, balance: 5000 });
    expect(await staffChangePlan(db, staff, organizationId, 'business')).toMatchObject({ changed: false, creditsGranted: 0 });
    expect(await ledgerSum(db, organizationId)).toBe(5000);
    const [latest] = await listAuditEntries(db, { organizationId });
    expect(latest.details).toEqual({ from: 'starter', to: 'business', credits_granted: 4750 });
  });
});
