import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hydrated, screenshot, signUp } from './support';

const CV = path.resolve(__dirname, '../../lib/analysis/fixtures/pdf-backend-engineer-us.pdf');

test('upload a CV and watch the analysis complete', async ({ page }) => {
  await signUp(page, 'upload');
  await page.getByRole('link', { name: 'Analyse a CV' }).first().click();
  await expect(page).toHaveURL(/\/analyses\/new$/);
  await hydrated(page);
  await page.getByLabel('CV file').setInputFiles(CV);
  await page.getByLabel('Target role').fill('Backend Engineer');
  await screenshot(page, 'analysis-new');
  await page.getByRole('button', { name: 'Analyse CV' }).click();

  await expect(page).toHaveURL(/\/analyses\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Dimensions' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('completed').first()).toBeVisible();
  await expect(page.getByText('Overall', { exact: true }).first()).toBeVisible();
  for (const heading of ['Keywords', 'Bullet rewrites', 'Salary estimate', 'Job matches', 'Red flags', 'Sections']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await screenshot(page, 'analysis-report');

  await page.getByRole('link', { name: 'Analyses', exact: true }).first().click();
  const row = page.getByRole('row', { name: /pdf-backend-engineer-us\.pdf/ });
  await expect(row).toContainText('completed');
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(row).toBeVisible();
  await screenshot(page, 'analyses');

  await page.getByRole('link', { name: 'Overview' }).first().click();
  await expect(page.getByText('pdf-backend-engineer-us.pdf')).toBeVisible();
  await expect(page.getByText(/analysis [0-9a-f-]{36}/)).toBeVisible();
});
