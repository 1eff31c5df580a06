import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { hydrated, screenshot, signUp } from './support';

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('usage: calls by status (403, 429 visible), the request log, latency per endpoint, CSV export, even 30-day labels, sticky headers', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(300_000);
  await signUp(page, 'usage');
  await page.goto('/settings/api-keys');
  await hydrated(page);
  await page.getByLabel('Name').fill('usage reader');
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('checkbox', { name: 'usage:read' }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByLabel('New API key').textContent())!;
  const headers = { 'x-api-key': key };

  const first = await request.get('/api/v1/usage', { headers });
  expect(first.status()).toBe(200);
  const requestId = first.headers()['x-request-id'];
  expect((await request.get('/api/v1/analyses', { headers })).status()).toBe(403);
  // the rest of the minute's budget (100 a minute), then one too many
  let statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses = statuses.concat(await Promise.all(Array.from({ length: 10 }, () => request.get('/api/v1/usage', { headers }).then((r) => r.status()))));
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);

  // the log is written in batches every 0.25 s: wait until all 102 calls are in
  await expect
    .poll(async () => (await (await page.request.get('/usage/export?what=requests')).text()).trim().split('\r\n').length - 1)
    .toBe(102);
  await page.goto('/usage');
  const byStatus = page.getByRole('table', { name: 'Calls by status (7 days)' });
  await expect(byStatus.getByRole('row', { name: /^200 OK/ })).toBeVisible();
  await expect(byStatus.getByRole('row', { name: /^403 Forbidden\s+1$/ })).toBeVisible();
  await expect(byStatus.getByRole('row', { name: /^429 Too Many Requests/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latency per endpoint' }).getByRole('row', { name: /GET \/usage/ })).toContainText('ms');

  const log = page.getByRole('table', { name: 'Request log' });
  await expect(log.getByTestId('request-row')).toHaveCount(50);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of 3');
  // the oldest call, on the last page, under the id its response carried
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2#request-log$/);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=3#request-log$/);
  const firstRow = log.getByTestId('request-row').filter({ hasText: requestId });
  await expect(firstRow).toContainText('usage reader');
  await expect(firstRow).toContainText('/api/v1/usage');
  await expect(firstRow).toContainText('200');
  await page.goto('/usage');

  // the header row stays on top while the log scrolls inside its box
  const box = page.getByRole('region', { name: 'Request log' });
  await box.evaluate((el) => el.scrollTo(0, 600));
  const [boxTop, headTop] = await Promise.all([box.boundingBox(), log.locator('thead th').first().boundingBox()]);
  expect(Math.abs(headTop!.y - boxTop!.y)).toBeLessThan(2);
  await screenshot(page, 'usage-desktop');

  // CSV: the session's organisation; no session, no CSV
  const csv = await page.request.get('/usage/export?what=requests');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="cvlens-requests-\d{4}-\d\d-\d\d\.csv"$/);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('time_utc,key_name,key,method,path,status,latency_ms,request_id');
  expect(lines.length).toBeGreaterThanOrEqual(103);
  expect(lines.some((l) => l.endsWith(`,200,${l.split(',')[6]},${requestId}`))).toBe(true);
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get('/usage/export?what=requests')).status()).toBe(401);
  await anonymous.dispose();
  const daily = await page.request.get('/usage/export?what=daily&days=30');
  expect((await daily.text()).trim().split('\r\n')).toHaveLength(31);

  // 30 days: a label every fifth day, today's last
  await page.goto('/usage?days=30');
  // the first chart is the calls per day; its day labels read d/m (the y axis has plain numbers)
  const ticks = page.locator('figure').first().locator('.recharts-cartesian-axis-tick-value').filter({ hasText: /^\d{1,2}\/\d{1,2}$/ });
  await expect(ticks).toHaveCount(6);
  const today = new Date();
  await expect(ticks.last()).toHaveText(`${today.getUTCDate()}/${today.getUTCMonth() + 1}`);
  await screenshot(page, 'usage-30-days');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [360, 390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/usage', '/usage?days=30&page=2', '/settings/api-keys?show=all']) {
        await page.goto(path);
        await page.waitForLoadState('load');
        await noSidewaysScroll(page);
        expect(await violations(page), `${path} ${scheme} ${width}`).toEqual([]);
      }
      await page.goto('/usage');
      await screenshot(page, `usage-${scheme}-${width}`);
      await page.goto('/settings/api-keys');
      await screenshot(page, `api-keys-${scheme}-${width}`);
    }
  }
});
