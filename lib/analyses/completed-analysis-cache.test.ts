import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GET as getAnalysis } from '../../app/api/v1/analyses/[id]/route';
import { GET as getStatus } from '../../app/api/v1/analyses/[id]/status/route';
import { getDb } from '../../db/index';
import { insertTeam } from '../../db/queries/teams';
import { sendEvent } from '../../inngest/send';
import { resetEnvCache } from '../env';
import { uuidv7 } from '../ids';
import { waitFor } from '../jobs/wait-for';
import { completedAnalysis, processingAnalysis } from '../testing/analyses';
import { callRoute } from '../testing/call-route';
import { fixtureBytes } from '../testing/cv-files';
import { useEmbeddedExecutor } from '../testing/executor';
import { addKey, createTestTenant } from '../testing/tenants';
import { analysisCacheStats, analysisDeletionsHeard, cachedAnalysisBody, keepAnalysisBody } from './completed-analysis-cache';

useEmbeddedExecutor();
// entries are kept only while the process hears deletions: connect before the first read
beforeAll(() => analysisDeletionsHeard());

const read = (key: string, id: string) => callRoute(getAnalysis, `/api/v1/analyses/${id}`, { key, params: { id } });
const readStatus = (key: string, id: string) => callRoute(getStatus, `/api/v1/analyses/${id}/status`, { key, params: { id } });

/** What no product path does to a completed analysis: proves a read came from memory. */
const tamper = (id: string) => sql`update analyses set target_role = 'tampered', completed_at = '2001-01-01T00:00:00Z' where id = ${id}`.execute(getDb());

afterEach(() => {
  delete process.env.ANALYSIS_CACHE_MB;
  resetEnvCache();
});

describe('completed analyses served from memory', () => {
  it('answers later reads of a completed analysis with the first read’s body, to its tenant only', async () => {
    const t = await createTestTenant({ team: true });
    const id = await completedAnalysis(t.key);
    const first = await read(t.key, id);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('completed');
    expect(first.headers.get('content-type')).toBe('application/json');
    await tamper(id);
    const again = await read(t.key, id);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);

    // cached or not, other tenants find nothing and the organisation key finds it
    const otherTeam = await addKey(t.organizationId, { teamId: await insertTeam(getDb(), t.organizationId, `other-${uuidv7().slice(-6)}`) });
    const otherOrg = await createTestTenant();
    for (const key of [otherTeam.key, otherOrg.key]) {
      const r = await read(key, id);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: 'Resource not found' });
    }
    const orgKey = await addKey(t.organizationId);
    expect((await read(orgKey.key, id)).text).toBe(first.text);
  });

  it('answers the status of a completed analysis from memory, to its tenant only', async () => {
    const t = await createTestTenant({ team: true });
    const id = await completedAnalysis(t.key);
    const first = await readStatus(t.key, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, status: 'completed' });
    expect(first.headers.get('content-type')).toBe('application/json');
    await tamper(id);
    expect((await readStatus(t.key, id)).text).toBe(first.text);

    const otherTeam = await addKey(t.organizationId, { teamId: await insertTeam(getDb(), t.organizationId, `other-${uuidv7().slice(-6)}`) });
    const otherOrg = await createTestTenant();
    for (const key of [otherTeam.key, otherOrg.key]) {
      const r = await readStatus(key, id);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: 'Resource not found' });
    }
    const orgKey = await addKey(t.organizationId);
    expect((await readStatus(orgKey.key, id)).text).toBe(first.text);
  });

  it('keeps the status with the report: a status poll after a read needs no database', async () => {
    const t = await createTestTenant();
    const id = await completedAnalysis(t.key);
    const report = await read(t.key, id);
    await tamper(id);
    const status = await readStatus(t.key, id);
    expect(status.body).toEqual({ id, status: 'completed', created_at: report.body.created_at, completed_at: report.body.completed_at });
    expect(status.body.completed_at).not.toBe('2001-01-01T00:00:00.000Z');
    // and the other way round: a status kept first leaves the report to be read and kept
    const other = await completedAnalysis(t.key);
    await readStatus(t.key, other);
    const otherReport = await read(t.key, other);
    await tamper(other);
    expect((await read(t.key, other)).text).toBe(otherReport.text);
  });

  it('does not keep an analysis that is still processing', async () => {
    const t = await createTestTenant();
    const id = await processingAnalysis(t.db, { organizationId: t.organizationId, apiKeyId: t.apiKeyId, bytes: fixtureBytes('txt-electrician-us.txt'), targetRole: 'Electrician' });
    const before = await read(t.key, id);
    expect(before.body).toMatchObject({ status: 'processing', result: null, sections: null });
    expect((await readStatus(t.key, id)).body).toMatchObject({ status: 'processing', completed_at: null });
    await t.db.transaction().execute((tx) => sendEvent(tx, { name: 'analysis/requested', data: { id } }));
    await waitFor(() => t.db.selectFrom('analyses').select('status').where('id', '=', id).executeTakeFirstOrThrow(), (a) => a.status !== 'processing', 30_000);
    const after = await read(t.key, id);
    expect(after.body.status).toBe('completed');
    expect(after.body.result).not.toBeNull();
    expect((await readStatus(t.key, id)).body).toMatchObject({ status: 'completed', completed_at: after.body.completed_at });
  });

  it('reads the database every time when ANALYSIS_CACHE_MB is 0', async () => {
    process.env.ANALYSIS_CACHE_MB = '0';
    resetEnvCache();
    const t = await createTestTenant();
    const id = await completedAnalysis(t.key, 'txt-electrician-us.txt', 'Electrician');
    await read(t.key, id);
    await readStatus(t.key, id);
    await tamper(id);
    expect((await read(t.key, id)).body.target_role).toBe('tampered');
    expect((await readStatus(t.key, id)).body.completed_at).toBe('2001-01-01T00:00:00.000Z');
  });

  it('stays within its memory bound, dropping the least recently used first', () => {
    process.env.ANALYSIS_CACHE_MB = String(100_000 / (1024 * 1024)); // 100 kB
    resetEnvCache();
    const owner = { organization_id: uuidv7(), team_id: null };
    const tenant = { organizationId: owner.organization_id, teamId: null };
    const ids = Array.from({ length: 6 }, () => uuidv7());
    for (const id of ids.slice(0, 4)) keepAnalysisBody(id, owner, { report: new Uint8Array(20_000) });
    expect(cachedAnalysisBody(ids[0], tenant)).toBeDefined(); // now the most recently used
    for (const id of ids.slice(4)) keepAnalysisBody(id, owner, { report: new Uint8Array(20_000) });
    expect(analysisCacheStats().bytes).toBeLessThanOrEqual(100_000);
    expect(cachedAnalysisBody(ids[0], tenant)).toBeDefined();
    expect(cachedAnalysisBody(ids[1], tenant)).toBeUndefined();
    expect(cachedAnalysisBody(ids[5], tenant)).toBeDefined();
    // a body larger than a quarter of the bound is never kept
    keepAnalysisBody(ids[1], owner, { report: new Uint8Array(30_000) });
    expect(cachedAnalysisBody(ids[1], tenant)).toBeUndefined();
  });
});
