import { expect, test } from '@playwright/test';
import { screenshot } from './support';

test('the landing page links to sign-up and the API reference', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Resume analysis as an API' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/sign-up');
  await screenshot(page, 'landing');
});

test('the API reference renders every operation of the OpenAPI document', async ({ page, request }) => {
  const doc = await (await request.get('/api/v1/openapi.json')).json();
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Authentication', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Errors', level: 2 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'API reference' }).last();
  for (const item of Object.values(doc.paths) as Record<string, { operationId: string; summary: string }>[]) {
    for (const op of Object.values(item)) {
      await expect(page.locator(`section#${op.operationId}`)).toHaveCount(1);
      await expect(nav.getByRole('link', { name: op.summary })).toHaveCount(1);
    }
  }
  await nav.getByRole('link', { name: doc.paths['/usage'].get.summary }).click();
  await expect(page).toHaveURL(/#getUsage$/);
  await expect(page.locator('#getUsage').getByText("curl 'http")).toBeVisible();
  await screenshot(page, 'docs');
});
