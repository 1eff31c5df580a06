import { expect, test } from '@playwright/test';
import { cli, screenshot, signUp } from './support';

test('staff grant credits and change a plan, and the audit log shows it', async ({ browser }) => {
  const customerName = `Customer ${Date.now().toString(36)}`;
  const customer = await browser.newPage();
  const customerEmail = await signUp(customer, 'customer', customerName);

  const staff = await browser.newPage();
  const staffEmail = await signUp(staff, 'staff', 'Staff Member');
  await expect(staff.getByRole('link', { name: 'All organisations' })).toHaveCount(0);
  expect(cli('user', 'set-staff', '--email', staffEmail)).toEqual({ email: staffEmail, is_staff: true });

  await staff.goto('/staff?sort=created&dir=desc');
  await expect(staff.getByRole('heading', { name: 'All organisations' })).toBeVisible();
  await screenshot(staff, 'staff-organisations');
  // search by a member's address
  await staff.getByRole('searchbox', { name: 'Search name, member email or id' }).fill(customerEmail);
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(staff.getByRole('table', { name: 'Organisations' }).getByRole('row')).toHaveCount(2);
  await staff.getByRole('link', { name: `${customerName}'s organisation` }).click();

  const grant = staff.getByRole('form', { name: 'Grant credits' });
  await grant.getByLabel('Credits', { exact: true }).fill('25');
  await grant.getByLabel('Reason', { exact: true }).fill('e2e goodwill');
  await grant.getByRole('button', { name: 'Grant' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Grant 25 credits' }).click();
  await expect(staff.getByText('Granted 25 credits; the balance is now 35.')).toBeVisible();

  const plan = staff.getByRole('form', { name: 'Change plan' });
  await plan.getByLabel('Plan').selectOption('starter');
  await plan.getByRole('button', { name: 'Change plan' }).click();
  await expect(staff.getByRole('dialog')).toContainText('Grants 240 credits now: this month’s plan credits (10 so far) are brought up to Starter’s 250');
  await staff.getByRole('dialog').getByRole('button', { name: 'Change to Starter' }).click();
  // the plan-change rule: this month's plan credits brought up to Starter's 250 (10 were granted)
  await expect(staff.getByText('Plan set to Starter. 240 credits granted by the plan-change rule; the balance is now 275.')).toBeVisible();

  // the audit log in words, not codes
  const org = `${customerName}'s organisation`;
  await expect(staff.locator('[data-action="credits.granted"]')).toContainText(`Staff Member granted ${org} 25 credits (e2e goodwill); the balance is now 35 credits`);
  await expect(staff.locator('[data-action="organization.plan_changed"]')).toContainText(`Staff Member changed ${org}’s plan from Free to Starter; 240 credits of the new plan granted`);
  await expect(staff.getByTestId('audit-row').first()).not.toContainText('organization.plan_changed');
  // the organisation's members, keys and records
  await expect(staff.getByTestId('staff-member-row')).toContainText(customerEmail);
  await expect(staff.getByRole('heading', { name: 'API keys (0)' })).toBeVisible();
  await expect(staff.getByText('No records yet')).toBeVisible();
  await screenshot(staff, 'staff-organisation');
  await staff.setViewportSize({ width: 390, height: 844 });
  expect(await staff.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(staff, 'staff-organisation-390');

  await customer.reload();
  await expect(customer.getByText('Starter plan').first()).toBeVisible();
  await expect(customer.getByText('e2e goodwill')).toBeVisible();
});

test('non-staff cannot open the staff pages', async ({ page }) => {
  await signUp(page, 'nosy');
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/dashboard$/);
});
