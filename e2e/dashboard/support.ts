/** Shared steps of the dashboard specs: real sign-ups through the UI, screenshots, the operator CLI. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

const ROOT = path.resolve(__dirname, '../..');
/** Every page in light and dark, at a desk and on a phone: committed, for people to look at. */
const SCREENSHOTS = path.join(ROOT, 'e2e/artifacts/screenshots');
/** What a flow looked like at one step (dialogs, answers): kept for the run, not committed. */
const FLOWS = path.join(ROOT, 'e2e/artifacts/flows');
/** Taller pages are cut here: the API reference is tens of thousands of pixels tall on a phone. */
const MAX_SHOT_HEIGHT = 20_000;

export const PASSWORD = 'e2e-password-123';

export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Typing before React hydrates a form can be lost on a slow machine: wait for the page's scripts first. */
export async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

/**
 * A new account as a person makes one: the sign-up form, the link mailed to the address (read
 * from the outbox with the operator CLI), its confirmation button, then sign-in.
 */
export async function signUp(page: Page, tag = 'user', name = 'Test User') {
  const email = uniqueEmail(tag);
  await submitSignUp(page, email, name);
  await confirmAddress(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** Fills and sends the sign-up form; the page then says to check the inbox (whoever owns the address). */
export async function submitSignUp(page: Page, email: string, name = 'Test User', password = PASSWORD) {
  await page.goto('/sign-up');
  await hydrated(page);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('check-inbox')).toContainText(`We sent a message to ${email}`);
}

/** The mail written to the outbox for an address, newest first (no SMTP_URL in the specs). */
export function mailTo(email: string): { to: string; subject: string; body: string }[] {
  return (cli('mail', 'outbox', '--email', email) as { messages: { to: string; subject: string; body: string }[] }).messages;
}

/** The path of the newest link to `/<kind>/…` mailed to the address (the links name APP_URL's origin; the specs use their own). */
export function mailedLink(email: string, kind: 'verify-email' | 'reset-password' | 'invitations'): string {
  for (const m of mailTo(email)) {
    const link = new RegExp(`https?://[^/\\s]+(/${kind}/[A-Za-z0-9_-]{43})`).exec(m.body);
    if (link) return link[1];
  }
  throw new Error(`no ${kind} link mailed to ${email}`);
}

/** Follows the verification link mailed to the address and presses its button. */
export async function confirmAddress(page: Page, email: string) {
  await page.goto(mailedLink(email, 'verify-email'));
  await hydrated(page);
  await page.getByRole('button', { name: `Confirm ${email}` }).click();
  await expect(page).toHaveURL(/\/(sign-in\?verified=1|settings\/account\?verified=1|no-organization)$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A step of a flow, the whole page (into e2e/artifacts/flows, not committed). */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(FLOWS, { recursive: true });
  await page.screenshot({ path: path.join(FLOWS, `${name}.png`), fullPage: true });
}

/**
 * A page as a person sees it, top to bottom (into e2e/artifacts/screenshots, committed). The
 * viewport is stretched to the page's height first: a full-page capture of a shorter viewport
 * draws fixed parts (the sidebar) one screen tall. Stored as a 256-colour PNG to keep the
 * repository small; the viewport is put back afterwards.
 */
export async function pageShot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(height, viewport.height), MAX_SHOT_HEIGHT) });
  try {
    const png = await page.screenshot({ animations: 'disabled' });
    await sharp(png).png({ palette: true, compressionLevel: 9, effort: 7 }).toFile(path.join(SCREENSHOTS, `${name}.png`));
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** The operator CLI against the server's database (same DATA_DIR / DATABASE_URL as the web server). */
export function cli(...args: string[]): unknown {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'lib/cli/index.ts'), ...args, '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** One SQL statement against the server's database (e2e/dashboard/sql.ts); the rows it returns. */
export function sql(text: string, params: unknown[] = []): Record<string, unknown>[] {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'e2e/dashboard/sql.ts'), text, JSON.stringify(params)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}
