import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { findOrganization } from '../../db/queries/organizations';
import { chargeCredits, creditStatus } from '../billing/credits';
import { uuidv7 } from '../ids';
import { setMonthlySpendCap } from './spend-cap';
import { addTestMember, createTestAccount } from '../testing/accounts';

const spend = (organizationId: string) =>
  getDb().transaction().execute((tx) => chargeCredits(tx, { organizationId, operation: 'generation', resourceType: 'generation', resourceId: uuidv7(), apiKeyId: null }));

describe('the monthly spend cap', () => {
  it('a cap under this month’s spend is not set until the owner accepts that creates are blocked', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('cap');
    await spend(organizationId);
    await spend(organizationId);
    expect(await setMonthlySpendCap(db, owner, 3)).toEqual({ kind: 'below_spend', spent: 4 });
    expect((await findOrganization(db, organizationId))?.monthly_spend_cap).toBeNull();

    expect(await setMonthlySpendCap(db, owner, 3, { acceptBelowSpend: true })).toEqual({ kind: 'set' });
    const status = await db.transaction().execute((tx) => creditStatus(tx, organizationId));
    expect(status).toMatchObject({ monthly_spend: 4, monthly_cap: 3 });
    await expect(spend(organizationId)).rejects.toMatchObject({ status: 402 });

    // at or above the spend, and back to the plan default (20 on free), needs no question
    expect(await setMonthlySpendCap(db, owner, 4)).toEqual({ kind: 'set' });
    expect(await setMonthlySpendCap(db, owner, null)).toEqual({ kind: 'set' });
    expect((await findOrganization(db, organizationId))?.monthly_spend_cap).toBeNull();
  });

  it('only owners set it, and only to a number of credits in range', async () => {
    const db = getDb();
    const { owner, organizationId } = await createTestAccount('cap');
    const admin = await addTestMember(organizationId, 'admin');
    await expect(setMonthlySpendCap(db, admin.actor, 50)).rejects.toMatchObject({ status: 403 });
    await expect(setMonthlySpendCap(db, owner, -1)).rejects.toMatchObject({ status: 400 });
  });
});
