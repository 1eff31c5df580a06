/**
 * A walk over pages as people see them: at a desk (1440×900) and on phones (390 and 360 px), in
 * light and dark. On each it collects what is wrong: axe-core violations (desk and 390 px, both
 * schemes), sideways scrolling of the page (phones), and it writes the screenshots people look at
 * (desk and 390 px, both schemes) into e2e/artifacts/screenshots as `<view>-<scheme>-<name>.png`.
 */
import type { Page } from '@playwright/test';
import { violations } from './axe';
import type { SitePage } from './pages';
import { pageShot } from './support';

interface View {
  name: 'desktop' | 'phone' | 'phone-360';
  width: number;
  height: number;
  axe: boolean;
  fit: boolean;
  shot: boolean;
  schemes: ('light' | 'dark')[];
}

const VIEWS: View[] = [
  { name: 'desktop', width: 1440, height: 900, axe: true, fit: false, shot: true, schemes: ['light', 'dark'] },
  { name: 'phone', width: 390, height: 844, axe: true, fit: true, shot: true, schemes: ['light', 'dark'] },
  // the narrowest phone: only whether the page fits (the colours are the 390 px ones)
  { name: 'phone-360', width: 360, height: 800, axe: false, fit: true, shot: false, schemes: ['light'] },
];

/** How far the page scrolls sideways (0 when it fits the viewport). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Every problem found on the pages, as lines ("/usage (phone, dark): color-contrast: …"); [] when there are none. */
export async function walk(page: Page, pages: SitePage[]): Promise<string[]> {
  const problems: string[] = [];
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: view.height });
    for (const scheme of view.schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const p of pages) {
        await page.goto(p.path);
        // not networkidle: a page whose record is still being made keeps polling
        await page.waitForLoadState('load');
        await page.waitForTimeout(200);
        const where = `${p.path} (${view.name}, ${scheme})`;
        if (view.fit) {
          const over = await sidewaysOverflow(page);
          if (over > 0) problems.push(`${where}: ${over}px wider than the screen`);
        }
        if (view.axe) for (const v of await violations(page)) problems.push(`${where}: ${v}`);
        if (view.shot) await pageShot(page, `${view.name}-${scheme}-${p.name}`);
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
  return problems;
}
