import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { ledgerSum } from '../../db/queries/credit-ledger';
import { findOrganization } from '../../db/queries/organizations';
import { insertUploadedAnalysis } from '../analyses/insert-uploaded-analysis';
import { createTestTenant } from '../testing/tenants';
import { createJobRecord } from './create-job-record';
import { announceSettled, watchSettled } from './settled-signal';

// a pool of its own, to see how many of its connections the creates hold at once
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
afterAll(() => db.destroy());

describe('createJobRecord', () => {
  it('holds one connection for the creates of one organisation, whatever their number, and charges each once', async () => {
    const t = await createTestTenant({ plan: 'business', credits: 8 });
    const tenant = { organizationId: t.organizationId, teamId: null };
    let held = 0;
    let mostHeld = 0;
    pool.on('acquire', () => (mostHeld = Math.max(mostHeld, ++held)));
    pool.on('release', () => held--);
    const create = () =>
      createJobRecord(db, {
        tenant,
        apiKeyId: t.apiKeyId,
        kind: 'analysis',
        insert: (tx, id) =>
          insertUploadedAnalysis(tx, {
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
          }),
        // answered without the database: only the creating transactions use the pool here
        load: async () => ({ status: 'completed' }),
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, create));
    // each would otherwise take a connection and wait inside PostgreSQL for the organisation's row
    expect(mostHeld).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason?.message));
    expect(refused).toEqual([expect.stringMatching(/Insufficient credits/), expect.stringMatching(/Insufficient credits/)]);
    // (an executor of another test file may run these jobs and refund a failure: count the charges)
    const charges = await t.db.selectFrom('credit_ledger').select('amount').where('organization_id', '=', t.organizationId).where('kind', '=', 'charge').execute();
    expect(charges).toHaveLength(8);
    expect(await ledgerSum(t.db, t.organizationId)).toBe((await findOrganization(t.db, t.organizationId))!.credit_balance);
  });

  it('reads its record once, when the job settles, while every settlement is heard', async () => {
    const t = await createTestTenant({ plan: 'business', credits: 5 });
    const tenant = { organizationId: t.organizationId, teamId: null };
    const probe = watchSettled('00000000-0000-0000-0000-000000000000');
    await expect.poll(() => probe.hearsAll).toBe(true);
    probe.dispose();
    let settledAt = 0;
    let reads = 0;
    const { row } = await createJobRecord(db, {
      tenant,
      apiKeyId: t.apiKeyId,
      kind: 'analysis',
      insert: async (tx, id) => {
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
        // the job, elsewhere, settles the record a little later
        setTimeout(() => {
          settledAt = Date.now();
          announceSettled(id);
        }, 100);
      },
      load: async () => {
        reads++;
        return { status: settledAt ? 'completed' : 'processing' };
      },
    });
    expect(row.status).toBe('completed');
    expect(reads).toBe(1);
  });
});
