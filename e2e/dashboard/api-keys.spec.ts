import { expect, test } from '@playwright/test';
import { hydrated, screenshot, signUp } from './support';

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
  await page.getByRole('link', { name: 'Revoked or expired (1)' }).click();
  await expect(row).toContainText('revoked');
  await expect(row.getByTestId('revoked-at')).toHaveText(/UTC$/);

  const refused = await request.get('/api/v1/usage', { headers: { 'x-api-key': key } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'Invalid or expired API key' });
  await screenshot(page, 'api-keys');
});

test('rename and roll a key: the new secret is shown once, the old one keeps working through the grace period; per-key usage', async ({ page, request }) => {
  await signUp(page, 'roll');
  await page.goto('/settings/api-keys');
  await hydrated(page);
  const longName = 'Production recruiting pipeline server in the Frankfurt data centre (blue-green deployment slot two)';
  await page.getByLabel('Name').fill(longName);
  for (const scope of ['analyses:write', 'interview-preps:read', 'interview-preps:write', 'skill-gaps:read', 'skill-gaps:write', 'generations:read', 'generations:write']) {
    await page.getByRole('checkbox', { name: scope }).uncheck();
  }
  await page.getByRole('button', { name: 'Create key' }).click();
  const oldKey = (await page.getByLabel('New API key').textContent())!;
  await page.getByRole('link', { name: 'I have copied it' }).click();

  // scopes read as a short summary, and the long name stays inside its column
  const row = page.getByTestId('key-row').first();
  await expect(row.getByRole('list', { name: `Scopes of ${longName}` }).getByRole('listitem')).toHaveText(['analyses: read', 'usage: read']);
  const table = page.getByRole('region', { name: 'API keys' });
  const box = await table.boundingBox();
  const nameCell = await row.getByRole('cell').first().boundingBox();
  expect(nameCell!.width).toBeLessThanOrEqual(260);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // at desktop width every column fits without scrolling the table sideways
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await hydrated(page);
  await row.getByRole('button', { name: `Rename ${longName}` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename key' });
  await rename.getByLabel('Name').fill('Frankfurt server');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toBeHidden();
  await expect(row.getByRole('cell').first()).toHaveText('Frankfurt serverWhole organisation');

  await row.getByRole('button', { name: 'Roll Frankfurt server' }).click();
  const roll = page.getByRole('dialog', { name: 'Roll “Frankfurt server”?' });
  await expect(roll).toContainText('keeps working for 24 hours');
  await screenshot(page, 'api-key-roll-dialog');
  await roll.getByRole('button', { name: 'Roll key' }).click();
  const secret = roll.getByLabel('New secret');
  await expect(secret).toHaveText(/^cvl_[0-9A-Za-z]{43}$/);
  const newKey = (await secret.textContent())!;
  expect(newKey).not.toBe(oldKey);
  await expect(roll).toContainText('keeps working until');
  await screenshot(page, 'api-key-rolled');

  // both secrets work during the grace period
  for (const k of [oldKey, newKey]) expect((await request.get('/api/v1/usage', { headers: { 'x-api-key': k } })).status()).toBe(200);
  await roll.getByRole('link', { name: 'I have copied it' }).click();
  await expect(row).toContainText(`cvl_…${newKey.slice(-4)}`);
  await expect(row.getByTestId('old-secret')).toContainText(`cvl_…${oldKey.slice(-4)}`);
  await expect(page.getByText(newKey)).toHaveCount(0);

  // a call without the scope is refused and shows as a 403 on the key's usage
  expect((await request.get('/api/v1/analyses/00000000-0000-7000-8000-000000000000/status', { headers: { 'x-api-key': newKey } })).status()).toBe(404);
  expect((await request.get('/api/v1/generations', { headers: { 'x-api-key': newKey } })).status()).toBe(403);
  await row.getByRole('link', { name: 'Usage of Frankfurt server' }).click();
  await expect(page).toHaveURL(/\/usage\?key=/);
  await expect(page.getByRole('heading', { name: /Frankfurt server/ })).toBeVisible();
  const byStatus = page.getByRole('table', { name: /Calls by status/ });
  // calls are written in batches every 0.25 s: the page may have been drawn before the last one
  await expect(async () => {
    await page.reload();
    await expect(byStatus.getByRole('row', { name: /403/ })).toContainText('1', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(byStatus.getByRole('row', { name: /200/ })).toContainText('2');

  // revoking ends both secrets at once
  await page.goto('/settings/api-keys');
  await hydrated(page);
  await row.getByRole('button', { name: 'Revoke Frankfurt server' }).click();
  await page.getByRole('dialog', { name: 'Revoke “Frankfurt server”?' }).getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByTestId('key-row')).toHaveCount(0);
  for (const k of [oldKey, newKey]) expect((await request.get('/api/v1/usage', { headers: { 'x-api-key': k } })).status()).toBe(401);
});
