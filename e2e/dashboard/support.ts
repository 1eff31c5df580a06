/** Shared steps of the dashboard specs: real sign-ups through the UI, screenshots, the operator CLI. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const SCREENSHOTS = path.join(ROOT, 'e2e/artifacts/screenshots');

export const PASSWORD = 'e2e-password-123';

export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Typing before React hydrates a form can be lost on a slow machine: wait for the page's scripts first. */
export async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

export async function signUp(page: Page, tag = 'user', name = 'Test User') {
  const email = uniqueEmail(tag);
  await page.goto('/sign-up');
  await hydrated(page);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
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
