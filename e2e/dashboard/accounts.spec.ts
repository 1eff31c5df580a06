import { expect, test } from '@playwright/test';
import { mailTo, PASSWORD, screenshot, signIn, signUp, submitSignUp } from './support';

test('signed-out visitors are sent to sign-in', async ({ page }) => {
  await page.goto('/settings/api-keys');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Sign in to cvlens' })).toBeVisible();
  await screenshot(page, 'sign-in');
});

test('sign up, sign out, a wrong password, sign in again', async ({ page }) => {
  const email = await signUp(page, 'account', 'Ada Lovelace');
  await expect(page.getByRole('heading', { name: "Ada Lovelace's organisation" })).toBeVisible();
  await expect(page.getByText('Free plan', { exact: true })).toBeVisible();
  await expect(page.getByText('Credit balance')).toBeVisible();
  await expect(page.getByText(/^Free plan credits for [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await screenshot(page, 'overview');

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, email, 'not-the-password');
  await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password.');
  await screenshot(page, 'sign-in-wrong-password');

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign-up answers a taken address exactly like a new one; the mail tells its owner, and nothing changes', async ({ page, browser }) => {
  const email = await signUp(page, 'taken');
  const other = await browser.newPage();
  await submitSignUp(other, email, 'Mallory', 'another-password');
  expect(mailTo(email)[0].subject).toBe('You already have a cvlens account');
  await signIn(other, email, 'another-password');
  await expect(other.locator('form').getByRole('alert')).toHaveText('Wrong email or password.');
  await other.close();
});

test('the overview fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'API keys' })).toBeVisible();
  await screenshot(page, 'overview-phone-menu');
  await page.keyboard.press('Escape');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'overview-phone');
});
