import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const AXE = fs.readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 AA violations on the page as it is (evaluated over CDP, so the CSP does not stop it). */
export async function violations(page: Page): Promise<string[]> {
  // a colour scheme just switched is still transitioning (buttons ease their colours): measured
  // midway, text and background can be caught at a contrast neither end has
  // (only finite ones: a pulsing progress bar never finishes)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const r = await (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return r.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}
