import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { PUBLIC_PAGES, seedSignedInPages, type SitePage } from './pages';
import { hydrated, PASSWORD, screenshot, signUp } from './support';

async function audit(page: Page, pages: SitePage[], tag: string) {
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const p of pages) {
      await page.goto(p.path);
      // not networkidle: a page whose record is still being made keeps polling
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      for (const v of await violations(page)) problems.push(`${p.path} (${scheme}) ${v}`);
      await screenshot(page, `desktop-${scheme}-${tag}-${p.name}`);
    }
  }
  expect(problems).toEqual([]);
}

test.setTimeout(600_000);

test('public pages: axe finds nothing in light or dark; sign-in and sign-up have landmarks', async ({ page }) => {
  await audit(page, PUBLIC_PAGES, 'public');
  for (const p of ['/sign-in', '/sign-up']) {
    await page.goto(p);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  }
});

test('dashboard pages: axe finds nothing in light or dark; titles name the page and the record', async ({ page, request }) => {
  const pages = await seedSignedInPages(page, request);
  await audit(page, pages, 'dashboard');
  const report = pages.find((p) => p.name === 'analysis-report')!;
  await page.goto(report.path);
  await expect(page).toHaveTitle('Analysis: Backend Engineer (pdf-backend-engineer-us.pdf) · cvlens');
  await page.goto(pages.find((p) => p.name === 'skill-gap')!.path);
  await expect(page).toHaveTitle('Skill gaps: Engineering Manager (pdf-backend-engineer-us.pdf) · cvlens');
  await page.goto('/usage');
  await expect(page).toHaveTitle('Usage · cvlens');
});

test('the theme follows the system until the toggle chooses, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/sign-in');
  await hydrated(page);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await background();
  expect(dark).not.toBe(light);
  await page.getByRole('button', { name: 'Theme: system (switch)' }).click(); // → light
  await page.getByRole('button', { name: 'Theme: light (switch)' }).click(); // → dark
  expect(await background()).toBe(dark);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: dark (switch)' })).toBeVisible();
  expect(await background()).toBe(dark);
});

test('the favicon is served, and sign-in returns to the page that was asked for', async ({ page, request }) => {
  const icon = await request.get('/icon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  await page.goto('/sign-in');
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon\.svg/);

  const email = await signUp(page, 'returner');
  await page.context().clearCookies();
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fbilling$/);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/billing$/);
});
