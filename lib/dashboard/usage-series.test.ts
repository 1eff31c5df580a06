import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { chargeCredits } from '../billing/credits';
import { createApiKey } from '../keys/create-api-key';
import { countApiCall, flushApiCalls } from '../usage/call-counter';
import { usageStats } from '../usage/usage-stats';
import { uuidv7 } from '../ids';
import { createTestAccount } from '../testing/accounts';
import { daysEndingToday, usageSeries } from './usage-series';

describe('usageSeries', () => {
  it('fills every day and matches GET /usage', async () => {
    const db = getDb();
    const { organizationId } = await createTestAccount('usage');
    const key = await createApiKey(db, { organizationId, name: 'chart key' });
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    countApiCall({ organizationId, apiKeyId: key.id, endpoint: 'GET /usage', now });
    countApiCall({ organizationId, apiKeyId: key.id, endpoint: 'GET /usage', now: yesterday });
    countApiCall({ organizationId, apiKeyId: key.id, endpoint: 'POST /analyses', now });
    await flushApiCalls(db);
    await db.transaction().execute((tx) =>
      chargeCredits(tx, { organizationId, operation: 'analysis', resourceType: 'test', resourceId: uuidv7(), apiKeyId: key.id }),
    );

    const s = await usageSeries(db, organizationId, 7, now);
    expect(s.perDay).toHaveLength(7);
    expect(s.perDay.map((p) => p.day)).toEqual(daysEndingToday(7, now));
    expect(s.perDay.at(-1)).toMatchObject({ calls: 2, credits: 1 });
    expect(s.perDay.at(-2)).toMatchObject({ calls: 1, credits: 0 });
    expect(s.perKey).toEqual([{ id: key.id, name: 'chart key', fragment: expect.stringMatching(/^cvl_…/), calls: 3 }]);
    expect(s.perEndpoint).toEqual([
      { endpoint: 'GET /usage', calls: 2 },
      { endpoint: 'POST /analyses', calls: 1 },
    ]);

    const api = await usageStats(db, organizationId, now);
    expect(Object.values(api.daily_breakdown).map(Number)).toEqual(s.perDay.map((p) => p.calls));
  });
});
