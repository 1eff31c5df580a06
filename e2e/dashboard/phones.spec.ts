import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES, seedSignedInPages, sidewaysOverflow, type SitePage } from './pages';
import { screenshot } from './support';

const WIDTHS = [360, 390];

async function fits(page: import('@playwright/test').Page, pages: SitePage[], tag: string) {
  const overflowing: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const p of pages) {
      await page.goto(p.path);
      await page.waitForLoadState('load');
      const over = await sidewaysOverflow(page);
      if (over > 0) overflowing.push(`${p.path} at ${width}px: ${over}px too wide`);
      if (width === 390) await screenshot(page, `phone-${tag}-${p.name}`);
    }
  }
  expect(overflowing).toEqual([]);
}

test('every public page fits a 360 and a 390 px phone without sideways scrolling', async ({ browser }) => {
  const page = await browser.newPage();
  await fits(page, PUBLIC_PAGES, 'public');
});

test.setTimeout(300_000);

test('every dashboard page fits a 360 and a 390 px phone; wide tables keep their actions in view', async ({ page, request }) => {
  const pages = await seedSignedInPages(page, request);
  await fits(page, pages, 'dashboard');

  // the keys table is stacked on a phone: each key's status and Revoke are on screen
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/settings/api-keys');
  const row = page.getByTestId('key-row').first();
  const revoke = row.getByRole('button', { name: /^Revoke/ });
  await revoke.scrollIntoViewIfNeeded();
  await expect(revoke).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('active')).toBeVisible();
  await page.goto('/team');
  await expect(page.getByRole('table', { name: 'Members' }).getByText(/Joined/)).toBeVisible();
});
