import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hydrated, screenshot, signUp } from './support';

const CV = path.resolve(__dirname, '../../lib/engine/cv/fixtures/pdf-backend-engineer-us.pdf');

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

  // the report leads on: interview questions, a skill-gap report and an improved CV
  const reportUrl = page.url();
  await page.getByRole('button', { name: 'Prepare questions' }).click();
  await expect(page).toHaveURL(/\/interview-preps\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible({ timeout: 60_000 });
  await screenshot(page, 'interview-prep-from-analysis');
  await page.goto(reportUrl);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Target role' }).fill('Staff Engineer');
  await page.getByRole('button', { name: 'Find skill gaps' }).click();
  await expect(page).toHaveURL(/\/skill-gaps\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Learning path' })).toBeVisible({ timeout: 60_000 });
  await page.goto(reportUrl);
  await hydrated(page);
  await page.getByLabel('Template').selectOption('classic');
  await page.getByRole('button', { name: 'Create improved CV' }).click();
  await expect(page).toHaveURL(/\/generations\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible({ timeout: 60_000 });
  await screenshot(page, 'generation-from-analysis');

  await page.getByRole('link', { name: 'Analyses', exact: true }).first().click();
  const row = page.getByRole('row', { name: /pdf-backend-engineer-us\.pdf/ });
  await expect(row).toContainText('completed');
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(row).toBeVisible();
  await screenshot(page, 'analyses');

  await page.getByRole('link', { name: 'Overview' }).first().click();
  // the latest analyses name the file; the credit activity names the record and its file too
  await expect(page.getByRole('link', { name: 'pdf-backend-engineer-us.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analysis: Backend Engineer', exact: true }).first()).toHaveAttribute('href', /^\/analyses\/[0-9a-f-]{36}$/);
});
