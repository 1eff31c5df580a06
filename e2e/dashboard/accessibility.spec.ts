/**
 * Every page, public and signed in, with real records behind it: axe-core finds nothing in light
 * or dark at a desk and on a 390 px phone, nothing scrolls sideways at 390 or 360 px, and the
 * screenshots people look at are written (e2e/dashboard/walk.ts). Then what every page shares:
 * titles, the theme, the favicon, the return after sign-in.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, seedLinkPages, seedSignedInPages } from './pages';
import { hydrated, PASSWORD, signUp } from './support';
import { walk } from './walk';

test.setTimeout(900_000);

test('public pages: axe finds nothing in light or dark, they fit a phone; sign-in and sign-up have landmarks', async ({ page }) => {
  expect(await walk(page, PUBLIC_PAGES)).toEqual([]);
  for (const p of ['/sign-in', '/sign-up']) {
    await page.goto(p);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  }
});

test('dashboard pages: axe finds nothing in light or dark, they fit a phone; titles name the page and the record; a job running long says so', async ({ page, request }) => {
  const pages = await seedSignedInPages(page, request);
  expect(await walk(page, pages)).toEqual([]);

  const report = pages.find((p) => p.name === 'analysis-report')!;
  await page.goto(report.path);
  await expect(page).toHaveTitle('Analysis: Backend Engineer (pdf-backend-engineer-us.pdf) · cvlens');
  await page.goto(pages.find((p) => p.name === 'skill-gap')!.path);
  await expect(page).toHaveTitle('Skill gaps: Engineering Manager (pdf-backend-engineer-us.pdf) · cvlens');
  await page.goto('/usage');
  await expect(page).toHaveTitle('Usage · cvlens');

  // an analysis processing for two minutes: the time so far, why, and that leaving is safe
  await page.goto(pages.find((p) => p.name === 'analysis-processing')!.path);
  const status = page.getByRole('status').filter({ hasText: 'Analysing' });
  await expect(status).toContainText(/Working for \d+ min/);
  await expect(status.getByTestId('running-long')).toContainText('This is taking longer than usual: a scan or photo is read by OCR');
  await expect(status.getByTestId('running-long')).toContainText('the record stays under Analyses and finishes on its own');
  await page.goto('/analyses?status=processing');
  await expect(page.getByRole('table', { name: 'Analyses' }).getByRole('row')).toHaveCount(2);
});

test('the pages of mailed links, and an invited address that signed up on its own: no organisation, the invitation named', async ({ page, browser }) => {
  const { visitor, noOrganization } = await seedLinkPages(browser);
  expect(await walk(page, visitor)).toEqual([]);
  await page.goto(visitor.find((p) => p.name === 'invitation')!.path);
  await expect(page).toHaveTitle(/^Join Link Owner's organisation · cvlens$/);

  // the invited account has no organisation of its own: its page names the invitation first
  const waiting = noOrganization.getByRole('region', { name: 'Invitations waiting' });
  await expect(waiting).toContainText("Link Owner's organisation");
  await expect(waiting).toContainText('as a member');
  await expect(waiting).toContainText('open the link in the invitation email');
  expect(await walk(noOrganization, [{ name: 'no-organization', path: '/no-organization' }])).toEqual([]);
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
