import { expect, test } from '@playwright/test';
import { screenshot, signUp } from './support';

test('create a key, call the API with it, see the call, revoke it and get 401', async ({ page, request }) => {
  await signUp(page, 'keys');
  await page.getByRole('link', { name: 'API keys' }).first().click();
  await page.getByLabel('Name').fill('e2e server');
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByLabel('New API key');
  await expect(shown).toHaveText(/^cvl_[0-9A-Za-z]{43}$/);
  await expect(page.getByText('It is shown only once')).toBeVisible();
  const key = (await shown.textContent())!;
  await screenshot(page, 'api-key-created');

  const ok = await request.get('/api/v1/usage', { headers: { 'x-api-key': key } });
  expect(ok.status()).toBe(200);
  const usage = await ok.json();
  expect(usage.usage.today).toBe(1);
  expect(usage.credits.balance).toBe(10);

  // the list shows the fragment, never the key
  await page.goto('/settings/api-keys');
  const row = page.getByTestId('key-row').filter({ hasText: 'e2e server' });
  await expect(row).toContainText(`cvl_…${key.slice(-4)}`);
  await expect(page.getByText(key)).toHaveCount(0);

  await page.getByRole('link', { name: 'Usage' }).first().click();
  const perEndpoint = page.getByRole('table', { name: 'Calls per endpoint' });
  await expect(perEndpoint.getByRole('row', { name: /GET \/usage\s+1/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Calls per API key' })).toContainText('e2e server');
  await screenshot(page, 'usage');

  await page.goto('/settings/api-keys');
  await row.getByRole('button', { name: 'Revoke e2e server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “e2e server”?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'api-key-revoke-dialog');
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  // revoked keys leave the list, which shows them on request
  await expect(row).toHaveCount(0);
  await page.getByRole('link', { name: 'Show 1 revoked or expired' }).click();
  await expect(row).toContainText('revoked');

  const refused = await request.get('/api/v1/usage', { headers: { 'x-api-key': key } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'Invalid or expired API key' });
  await screenshot(page, 'api-keys');
});
