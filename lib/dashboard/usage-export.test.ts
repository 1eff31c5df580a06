import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { createApiKey } from '../keys/create-api-key';
import { countApiCall, flushApiCalls } from '../usage/call-counter';
import { flushRequestLog, logRequest } from '../usage/request-log';
import { uuidv7 } from '../ids';
import { toCsv } from './csv';
import { createTestAccount } from '../testing/accounts';
import { usageCsv } from './usage-export';
import { usageSeries } from './usage-series';

describe('usage CSV export', () => {
  it('quotes what needs it and defuses spreadsheet formulas', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['=HYPERLINK("x")', 3], [null, '-1']])).toBe(
      'a,b\r\nx,y is quoted\r\n'.replace('x,y is quoted', '"x,y","say ""hi"""') + `"'=HYPERLINK(""x"")",3\r\n,'-1\r\n`,
    );
  });

  it('exports the request log and the days of the window, of one key when asked, and only the organisation’s', async () => {
    const db = getDb();
    const { organizationId } = await createTestAccount('export');
    const other = await createTestAccount('other');
    const a = await createApiKey(db, { organizationId, name: '=cmd|calc' });
    const b = await createApiKey(db, { organizationId, name: 'b' });
    const foreign = await createApiKey(db, { organizationId: other.organizationId, name: 'foreign' });
    const first = uuidv7(Date.now() - 1_000); // older than the next, whatever the clock does within a millisecond
    logRequest({ requestId: first, organizationId, apiKeyId: a.id, method: 'GET', pathname: '/api/v1/usage', status: 200, latencyMs: 12 });
    logRequest({ requestId: uuidv7(), organizationId, apiKeyId: b.id, method: 'GET', pathname: '/api/v1/generations', status: 403, latencyMs: 3 });
    logRequest({ requestId: uuidv7(), organizationId: other.organizationId, apiKeyId: foreign.id, method: 'GET', pathname: '/api/v1/usage', status: 200, latencyMs: 5 });
    countApiCall({ organizationId, apiKeyId: a.id, endpoint: 'GET /usage' });
    await Promise.all([flushRequestLog(), flushApiCalls()]);

    const all = await usageCsv(db, organizationId, {});
    const lines = all.body.trim().split('\r\n');
    expect(lines[0]).toBe('time_utc,key_name,key,method,path,status,latency_ms,request_id');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[^,]+,'=cmd\\|calc,cvl_…\\w{4},GET,/api/v1/usage,200,12,${first}$`));
    expect(all.filename).toMatch(/^cvlens-requests-\d{4}-\d\d-\d\d\.csv$/);

    const oneKey = await usageCsv(db, organizationId, { key: b.id });
    expect(oneKey.body.trim().split('\r\n').slice(1).map((l) => l.split(',')[5])).toEqual(['403']);

    const daily = await usageCsv(db, organizationId, { what: 'daily', days: '7' });
    const rows = daily.body.trim().split('\r\n');
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)).toMatch(/^\d{4}-\d\d-\d\d,1,0$/);

    await expect(usageCsv(db, organizationId, { key: foreign.id })).rejects.toMatchObject({ status: 404 });
    await expect(usageCsv(db, organizationId, { what: 'everything' })).rejects.toMatchObject({ status: 400 });
    await expect(usageCsv(db, organizationId, { days: '3650' })).rejects.toMatchObject({ status: 400 });
  });

  it('filters every figure of the usage page by key', async () => {
    const db = getDb();
    const { organizationId } = await createTestAccount('by-key');
    const a = await createApiKey(db, { organizationId, name: 'a' });
    const b = await createApiKey(db, { organizationId, name: 'b' });
    countApiCall({ organizationId, apiKeyId: a.id, endpoint: 'GET /usage' });
    countApiCall({ organizationId, apiKeyId: b.id, endpoint: 'GET /analyses' });
    logRequest({ requestId: uuidv7(), organizationId, apiKeyId: a.id, method: 'GET', pathname: '/api/v1/usage', status: 200, latencyMs: 8 });
    logRequest({ requestId: uuidv7(), organizationId, apiKeyId: b.id, method: 'GET', pathname: '/api/v1/analyses', status: 429, latencyMs: 1 });
    await Promise.all([flushRequestLog(), flushApiCalls()]);
    const s = await usageSeries(db, organizationId, 7, new Date(), b.id);
    expect(s.totalCalls).toBe(1);
    expect(s.perKey.map((k) => k.name)).toEqual(['b']);
    expect(s.perEndpoint).toEqual([{ endpoint: 'GET /analyses', calls: 1 }]);
    expect(s.perStatus).toEqual([{ status: 429, label: '429 Too Many Requests', calls: 1 }]);
    expect(s.latency).toEqual([{ endpoint: 'GET /analyses', calls: 1, p50: 1, p95: 1 }]);
    const whole = await usageSeries(db, organizationId, 7);
    expect(whole.perStatus.map((p) => p.status)).toEqual([200, 429]);
  });
});
