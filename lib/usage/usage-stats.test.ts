import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getUsage } from '../../app/api/v1/usage/route';
import { incrementUsage } from '../../db/queries/usage';
import { setRateLimiter } from '../rate-limit';
import { memoryLimiter } from '../rate-limit/memory-limiter';
import { callRoute } from '../testing/call-route';
import { addKey, createTestTenant } from '../testing/tenants';
import { addDays, utcDay } from '../time';
import { UsageStats } from '../schemas/usage';

beforeAll(() => setRateLimiter(memoryLimiter(1000, 60_000)));
afterAll(() => setRateLimiter(undefined));

describe('GET /usage', () => {
  it('counts calls and breaks the last 7 days down by day', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const other = await addKey(t.organizationId);
    const now = new Date();
    // history: 3 calls 2 days ago, 1 call 10 days ago (outside the breakdown, inside all_time)
    for (let i = 0; i < 3; i++) {
      await incrementUsage(t.db, { organizationId: t.organizationId, apiKeyId: t.apiKeyId, day: utcDay(addDays(now, -2)), endpoint: 'GET /analyses' });
    }
    await incrementUsage(t.db, { organizationId: t.organizationId, apiKeyId: t.apiKeyId, day: utcDay(addDays(now, -10)), endpoint: 'GET /analyses' });

    for (let i = 0; i < 4; i++) await callRoute(getUsage, '/api/v1/usage', { key: t.key });
    const r = await callRoute(getUsage, '/api/v1/usage', { key: other.key });
    expect(r.status).toBe(200);
    expect(() => UsageStats.parse(r.body)).not.toThrow();

    const body = r.body;
    expect(body.usage.today).toBe(5);
    expect(body.usage.all_time).toBe(9);
    const sameMonth = (d: Date) => d.getUTCMonth() === now.getUTCMonth();
    expect(body.usage.this_month).toBe(5 + (sameMonth(addDays(now, -2)) ? 3 : 0) + (sameMonth(addDays(now, -10)) ? 1 : 0));

    const days = Object.keys(body.daily_breakdown);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toBe(utcDay(now));
    expect(days[0]).toBe(utcDay(addDays(now, -6)));
    expect(body.daily_breakdown[utcDay(now)]).toBe('5');
    expect(body.daily_breakdown[utcDay(addDays(now, -2))]).toBe('3');
    expect(body.daily_breakdown[utcDay(addDays(now, -1))]).toBe('0');

    expect(body.credits).toEqual({
      balance: 250,
      monthly_spend: 0,
      monthly_cap: 500,
      monthly_api_calls: body.usage.this_month,
      monthly_api_call_cap: 1000,
      estimated_remaining_calls: 250,
    });
    expect(body.period.start).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
    expect(body.period.end).toMatch(/T23:59:59\.999Z$/);
  });

  it('does not count another organisation', async () => {
    const a = await createTestTenant();
    const b = await createTestTenant();
    await callRoute(getUsage, '/api/v1/usage', { key: a.key });
    const r = await callRoute(getUsage, '/api/v1/usage', { key: b.key });
    expect(r.body.usage.all_time).toBe(1);
  });
});
