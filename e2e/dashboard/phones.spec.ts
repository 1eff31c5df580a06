/**
 * On a phone, beyond fitting (every page is walked at 360 and 390 px by accessibility.spec.ts):
 * the rows of wide tables keep their status and actions on screen, and the confirmation dialogs
 * fit, read in both themes (the one the person chose, not only the system's) and pass axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { hydrated, pageShot, signUp } from './support';
import { sidewaysOverflow } from './walk';

async function dialogChecks(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violations(page), name).toEqual([]);
  // the dialog's surface is the page's: dark text on light, or light on dark, never mixed
  const [fg, bg, body] = await dialog.evaluate((d) => {
    // any CSS colour (lab, oklch, rgb) as its lightness 0–255, drawn on a canvas to resolve it
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const lightness = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    return [lightness(getComputedStyle(d).color), lightness(getComputedStyle(d).backgroundColor), lightness(getComputedStyle(document.body).backgroundColor)];
  });
  const light = (l: number) => l > 127;
  expect(light(bg), `${name}: background ${bg} with text ${fg}`).not.toBe(light(fg));
  expect(light(bg), `${name}: dialog ${bg} on page ${body}`).toBe(light(body));
}

test('a phone: keys keep their status and actions in view, members their join date; dialogs fit and follow the theme', async ({ page }) => {
  await signUp(page, 'phone', 'Phone Owner');
  await page.goto('/settings/api-keys');
  await hydrated(page);
  await page.getByLabel('Name').fill('A deliberately long key name for the production server of the recruiting team');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('New API key')).toHaveText(/^cvl_/);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/settings/api-keys');
  await hydrated(page);
  const row = page.getByTestId('key-row').first();
  const revoke = row.getByRole('button', { name: /^Revoke/ });
  await revoke.scrollIntoViewIfNeeded();
  await expect(revoke).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('active')).toBeVisible();
  await page.goto('/team');
  await expect(page.getByRole('table', { name: 'Members' }).getByText(/Joined/)).toBeVisible();

  // the system's dark, a chosen light, a chosen dark
  for (const [system, chosen] of [['dark', null], ['dark', 'light'], ['light', 'dark']] as const) {
    await page.emulateMedia({ colorScheme: system });
    const origin = new URL(page.url()).origin;
    if (chosen) await page.context().addCookies([{ name: 'theme', value: chosen, url: origin }]);
    else await page.context().clearCookies({ name: 'theme' });
    const tag = `${system}${chosen ? `-chose-${chosen}` : ''}`;

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/settings/api-keys');
    await hydrated(page);
    await page.getByTestId('key-row').first().getByRole('button', { name: /^Revoke/ }).click();
    await dialogChecks(page, `revoke ${tag}`);
    await page.setViewportSize({ width: 390, height: 844 });
    if (tag === 'dark') await pageShot(page, 'phone-dark-dialog-revoke-key');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/team');
    await hydrated(page);
    await page.getByRole('button', { name: 'Leave' }).click();
    await dialogChecks(page, `leave ${tag}`);
    await page.setViewportSize({ width: 390, height: 844 });
    if (tag === 'dark-chose-light') await pageShot(page, 'phone-light-dialog-leave');
    await page.keyboard.press('Escape');
  }
});
