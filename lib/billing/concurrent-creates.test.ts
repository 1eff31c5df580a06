import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { findOrganization } from '../../db/queries/organizations';
import { insertReport } from '../../db/queries/derived-records';
import { uuidv7 } from '../ids';
import { createTestTenant } from '../testing/tenants';
import { chargeCredits } from './credits';
import { insertUploadedAnalysis } from '../analyses/insert-uploaded-analysis';

describe('concurrent creates of one organisation', () => {
  it('insert their record and charge it in one transaction without deadlocking', async () => {
    const t = await createTestTenant({ plan: 'business', credits: 30 });
    const tenant = { organizationId: t.organizationId, teamId: null };
    const create = () =>
      t.db.transaction().execute(async (tx) => {
        const id = uuidv7();
        // the record first: its foreign key locks the organisation row (KEY SHARE) before the charge does
        await insertUploadedAnalysis(tx, {
          id,
          tenant,
          apiKeyId: t.apiKeyId,
          fileName: 'cv.txt',
          bytes: new TextEncoder().encode('cv'),
          kind: 'text',
          targetRole: 'Engineer',
          targetIndustry: '',
          jobDescription: null,
          language: null,
        });
        await insertReport(tx, 'skill_gaps', { id: uuidv7(), tenant, apiKeyId: t.apiKeyId, analysisId: id, targetRole: 'x', targetIndustry: '' });
        return chargeCredits(tx, { organizationId: t.organizationId, operation: 'analysis', resourceType: 'analysis', resourceId: id, apiKeyId: t.apiKeyId });
      });
    const results = await Promise.allSettled(Array.from({ length: 50 }, create));
    const reasons = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(reasons.filter((e) => !/Insufficient credits/.test(String(e?.message)))).toEqual([]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
    expect((await findOrganization(t.db, t.organizationId))!.credit_balance).toBe(0);
    expect(await ledgerSum(t.db, t.organizationId)).toBe(0);
  });
});
