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
  await staff.getByRole('dialog').getByRole('button', { name: 'Change to Starter' }).click();
  await expect(staff.getByText('Plan set to starter.')).toBeVisible();

  const audit = staff.getByTestId('audit-row');
  await expect(audit.filter({ hasText: 'credits.granted' })).toContainText(staffEmail);
  await expect(audit.filter({ hasText: 'credits.granted' })).toContainText('reason: e2e goodwill');
  const planRow = audit.filter({ hasText: 'organization.plan_changed' });
  await expect(planRow).toContainText('from: free');
  await expect(planRow).toContainText('to: starter');
  await screenshot(staff, 'staff-organisation');

  await customer.reload();
  await expect(customer.getByText('Starter plan')).toBeVisible();
  await expect(customer.getByText('e2e goodwill')).toBeVisible();
});

test('non-staff cannot open the staff pages', async ({ page }) => {
  await signUp(page, 'nosy');
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/dashboard$/);
});
