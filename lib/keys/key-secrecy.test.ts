import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { GET as getAnalysis } from '../../app/api/v1/analyses/[id]/route';
import { setRateLimiter } from '../rate-limit';
import { memoryLimiter } from '../rate-limit/memory-limiter';
import { callRoute } from '../testing/call-route';
import { createTestTenant } from '../testing/tenants';

beforeAll(() => setRateLimiter(memoryLimiter(1_000, 60_000)));
afterAll(() => setRateLimiter(undefined));

describe('API keys in clear', () => {
  it('are stored only as a hash and a 4-character fragment', async () => {
    const t = await createTestTenant();
    const row = await t.db.selectFrom('api_keys').selectAll().where('id', '=', t.apiKeyId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(t.key.slice(4));
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_fragment).toBe(`cvl_…${t.key.slice(-4)}`);
    // nowhere else in the database either
    const dump = await sql<{ t: string }>`select string_agg(to_jsonb(k)::text, ' ') as t from api_keys k`.execute(t.db);
    expect(dump.rows[0].t).not.toContain(t.key);
  });

  it('never reach the log, even when a request fails', async () => {
    const t = await createTestTenant();
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(capture));
    try {
      await callRoute(getUsage, '/api/v1/usage', { key: t.key });
      await callRoute(getAnalysis, '/api/v1/analyses/x', { key: t.key, params: { id: 'not-a-uuid' } });
      await callRoute(getUsage, '/api/v1/usage', { key: `${t.key}x` });
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
    expect(lines.join('\n')).not.toContain(t.key.slice(4));
  });
});
