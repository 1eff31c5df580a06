import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { findOrganization } from '../../db/queries/organizations';
import { incrementUsage } from '../../db/queries/usage';
import { AppError } from '../errors';
import { uuidv7 } from '../ids';
import { createTestTenant } from '../testing/tenants';
import { utcDay } from '../time';
import { chargeCredits, creditStatus, refundCharge } from './credits';
import { withIdempotency } from '../api/idempotency';

const charge = (db: any, organizationId: string, apiKeyId: string, resourceId = uuidv7()) =>
  db.transaction().execute((tx: any) =>
    chargeCredits(tx, { organizationId, operation: 'analysis', resourceType: 'analysis', resourceId, apiKeyId }),
  );

describe('credits', () => {
  it('grants the plan credits when an organisation is created', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const org = await findOrganization(t.db, t.organizationId);
    expect(org!.credit_balance).toBe(250);
    expect(await ledgerSum(t.db, t.organizationId)).toBe(250);
  });

  it('lets exactly 60 of 100 concurrent charges through a balance of 60, never overdrawing', async () => {
    const t = await createTestTenant({ plan: 'business', credits: 60 });
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => charge(t.db, t.organizationId, t.apiKeyId)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(60);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason.status).toBe(402);
      expect(r.reason.message).toBe('Insufficient credits: this call costs 1 credit, balance is 0');
    }
    const org = await findOrganization(t.db, t.organizationId);
    expect(org!.credit_balance).toBe(0);
    expect(await ledgerSum(t.db, t.organizationId)).toBe(0);
  });

  it('charges an idempotent create once however often it is retried', async () => {
    const t = await createTestTenant({ plan: 'business', credits: 10 });
    const produce = async () => {
      const meta = await charge(t.db, t.organizationId, t.apiKeyId);
      return Response.json({ id: 'x', meta: { credits: meta } }, { status: 201 });
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => withIdempotency(t.db, t.organizationId, 'retry-key-1', 'hash-1', produce)),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const org = await findOrganization(t.db, t.organizationId);
    expect(org!.credit_balance).toBe(9);
    await expect(withIdempotency(t.db, t.organizationId, 'retry-key-1', 'hash-2', produce)).rejects.toMatchObject({
      status: 400,
      message: 'Idempotency-Key was already used with a different request body',
    });
  });

  it('refunds a charge once', async () => {
    const t = await createTestTenant({ plan: 'business', credits: 5 });
    const id = uuidv7();
    await charge(t.db, t.organizationId, t.apiKeyId, id);
    expect(await t.db.transaction().execute((tx) => refundCharge(tx, 'analysis', id, 'failed'))).toBe(true);
    expect(await t.db.transaction().execute((tx) => refundCharge(tx, 'analysis', id, 'failed'))).toBe(false);
    expect((await findOrganization(t.db, t.organizationId))!.credit_balance).toBe(5);
    expect(await ledgerSum(t.db, t.organizationId)).toBe(5);
  });

  it('charges overage past the monthly calls and refuses past the spend cap', async () => {
    const t = await createTestTenant({ plan: 'free', credits: 100 });
    // 50 calls: the free plan's monthly allowance is used up, the next call is overage
    for (let i = 0; i < 51; i++) {
      await incrementUsage(t.db, { organizationId: t.organizationId, apiKeyId: t.apiKeyId, day: utcDay(new Date()), endpoint: 'GET /usage' });
    }
    const meta = await charge(t.db, t.organizationId, t.apiKeyId);
    expect(meta).toMatchObject({ charged: 2, is_overage: true, monthly_api_calls: 51, monthly_cap: 20, monthly_spend: 2 });
    for (let i = 0; i < 9; i++) await charge(t.db, t.organizationId, t.apiKeyId);
    await expect(charge(t.db, t.organizationId, t.apiKeyId)).rejects.toMatchObject({ status: 402 });
    const status = await t.db.transaction().execute((tx) => creditStatus(tx, t.organizationId));
    expect(status.monthly_spend).toBe(20);
    expect(status.estimated_remaining_calls).toBe(0);
  });
});
