import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { hydrated, screenshot } from './support';

const WIDTHS = [360, 390, 1440] as const;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.setTimeout(600_000);

test('the API reference: an example response per operation, copy buttons, code that wraps, search, the active section, the real cost in 402s', async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const doc = await (await request.get('/api/v1/openapi.json')).json();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/docs');
  await hydrated(page);

  // every operation shows an example response (a JSON body, or "no body" for a 204)
  for (const item of Object.values(doc.paths) as Record<string, { operationId: string; responses: Record<string, unknown> }>[]) {
    for (const op of Object.values(item)) {
      const section = page.locator(`section#${op.operationId}`);
      const success = Object.keys(op.responses).find((s) => Number(s) < 300)!;
      await expect(section.getByRole('heading', { name: `Example response ${success}` })).toHaveCount(1);
      if (success !== '204') JSON.parse((await section.getByLabel(new RegExp(`^response ${success} example`)).textContent())!);
    }
  }

  // each 402 names its own operation's cost
  await expect(page.locator('#createGeneration').getByTestId('error-402')).toContainText('this call costs 2 credits, balance is 0');
  await expect(page.locator('#createAnalysis').getByTestId('error-402')).toContainText('this call costs 1 credit, balance is 0');

  // copy buttons copy the sample exactly
  const usage = page.locator('#getUsage');
  await usage.getByRole('button', { name: /^Copy curl example/ }).click();
  await expect(usage.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`curl '${baseURL}/api/v1/usage' \\\n  -H "x-api-key: $CVLENS_API_KEY"`);

  // the section being read is the one highlighted
  const nav = page.getByRole('complementary', { name: 'Reference contents' }).getByRole('navigation', { name: 'API reference' });
  await nav.getByRole('link', { name: 'Delete a skill-gap analysis' }).click();
  await expect(page).toHaveURL(/#deleteSkillGap$/);
  await expect(nav.locator('[aria-current="location"]')).toHaveText(/Delete a skill-gap analysis/);
  await page.locator('#createGeneration').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('createGeneration')!.scrollIntoView({ block: 'start' }));
  await expect(nav.locator('[aria-current="location"]')).toHaveText(/Generate an improved CV/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav.locator('[aria-current="location"]')).toHaveText('Introduction');

  // search narrows the contents
  await nav.page().getByRole('complementary', { name: 'Reference contents' }).getByLabel('Search the API reference').fill('skill');
  await expect(nav.getByRole('link')).toHaveText([/Skill gaps/i, /List skill-gap analyses/, /Analyse skill gaps/, /Get one skill-gap analysis/, /Delete a skill-gap analysis/]);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/flows/docs-search.png' });
  await page.getByRole('complementary', { name: 'Reference contents' }).getByLabel('Search the API reference').fill('nothing like this');
  await expect(page.getByRole('complementary', { name: 'Reference contents' }).getByRole('status')).toHaveText('No operation matches “nothing like this”.');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/docs#createGeneration');
      await hydrated(page);
      await noSidewaysScroll(page);
      // code blocks wrap: nothing is hidden past their right edge
      const hidden = await page.locator('pre').evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length);
      expect(hidden).toBe(0);
      expect(await violations(page)).toEqual([]);
      // the viewport only: the whole reference is tens of thousands of pixels tall at phone width
      await page.screenshot({ path: `e2e/artifacts/flows/docs-${scheme}-${width}.png` });
    }
  }
});

test('the landing page’s curl names the origin the page was served from, with a copy button', async ({ page, baseURL }) => {
  await page.goto('/');
  const sample = page.getByLabel('Example request', { exact: true });
  await expect(sample).toContainText(`curl -X POST ${baseURL}/api/v1/analyses`);
  await expect(page.getByRole('button', { name: 'Copy Example request' })).toBeVisible();
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await noSidewaysScroll(page);
  }
  await screenshot(page, 'landing-390');
});
