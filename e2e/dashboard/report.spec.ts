import { expect, test } from '@playwright/test';
import { seedSignedInPages } from './pages';
import { hydrated, screenshot } from './support';

test('the report: score first, then priced next steps, contents, copy buttons, the job description; lists searchable by CV', async ({ page, request }) => {
  const pages = await seedSignedInPages(page, request);
  const report = pages.find((p) => p.name === 'analysis-report')!.path;
  await page.goto(report);
  await hydrated(page);
  const contents = page.getByRole('navigation', { name: 'Report contents' });
  await expect(contents.getByRole('link', { name: 'Next steps' })).toBeVisible();
  // the score comes before the paid steps
  const order = await page.evaluate(() => ['score', 'next-steps', 'job-description'].map((id) => document.getElementById(id)!.getBoundingClientRect().top));
  expect(order[0]).toBeLessThan(order[1]);
  expect(order[1]).toBeLessThan(order[2]);
  const steps = page.locator('#next-steps');
  await expect(steps.getByRole('form', { name: 'Improved CV' })).toContainText('2 credits');
  await expect(steps.getByRole('form', { name: 'Interview questions' })).toContainText('1 credit');
  await expect(steps.getByLabel('Region')).toBeVisible();
  await expect(steps.getByLabel('Language of headings')).toBeVisible();
  await expect(page.locator('#job-description')).toContainText('payment APIs');
  await expect(page.getByText('ATS compatibility', { exact: true })).toBeVisible();
  // a copy button on each rewrite and suggested summary the report has
  await expect(page.getByRole('button', { name: /^Copy (rewrite|summary)$/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await contents.getByRole('link', { name: 'Keywords' }).click();
  await expect(page).toHaveURL(/#keywords$/);
  await screenshot(page, 'report-keywords-anchor');

  // an improved CV in another region and language, from the report
  await page.goto(report);
  await hydrated(page);
  await steps.getByLabel('Region').selectOption('DE');
  await steps.getByLabel('Language of headings').selectOption('de');
  await steps.getByRole('button', { name: 'Create improved CV' }).click();
  await expect(page).toHaveURL(/\/generations\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByText('DE', { exact: true })).toBeVisible();

  // the lists name the CV and the candidate, and search them
  await page.goto('/interview-preps');
  await expect(page.getByRole('table', { name: 'Interview preps' })).toContainText('pdf-backend-engineer-us.pdf');
  await page.getByRole('searchbox', { name: 'Search role, CV file or candidate' }).fill('backend-engineer-us');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=backend-engineer-us/);
  await expect(page.getByRole('table', { name: 'Interview preps' }).getByRole('row')).toHaveCount(2);
  await page.goto('/generations?q=no-such-cv-anywhere');
  await expect(page.getByText('Nothing matches “no-such-cv-anywhere”')).toBeVisible();

  // credit activity links the records it charged for
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Improved CV: Backend Engineer', exact: true }).first()).toHaveAttribute('href', /^\/generations\/[0-9a-f-]{36}$/);
});

test('upload: an empty file is called empty, a dropped file is taken', async ({ page }) => {
  const { signUp } = await import('./support');
  await signUp(page, 'dropper');
  await page.goto('/analyses/new');
  await hydrated(page);
  await page.getByLabel('CV file').setInputFiles({ name: 'blank.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await page.getByLabel('Target role').fill('Nurse');
  await page.getByRole('button', { name: 'Analyse CV' }).click();
  await expect(page.getByText('blank.pdf is empty (0 bytes)')).toBeVisible();

  const drop = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['Jane Doe\nRegistered Nurse\n'], 'dropped.txt', { type: 'text/plain' }));
    return dt;
  });
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: drop });
  await expect(page.getByText('Chosen: dropped.txt')).toBeVisible();
  expect(await page.getByLabel('CV file').evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe('dropped.txt');
});
