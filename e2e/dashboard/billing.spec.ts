import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { cli, hydrated, screenshot, signUp } from './support';

/** axe on the page as it stands, in light and dark (the accessibility spec walks the pages without billing records). */
async function axeClean(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await violations(page), `${page.url()} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function confirmIn(page: Page, form: string, button: string, confirm: string) {
  await page.getByRole('form', { name: form }).getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

test('billing: every plan with its prices; an owner requests an upgrade and a credit pack in test mode, staff approve once, receipts listed', async ({ browser }) => {
  const ownerName = `Buyer ${Date.now().toString(36)}`;
  const owner = await browser.newPage();
  await signUp(owner, 'buyer', ownerName);
  await owner.goto('/billing');
  await hydrated(owner);

  // the plans table: price, calls, credits, cap and overage of every plan, from lib/billing/plans
  const plans = owner.getByRole('table', { name: 'Plans' });
  await expect(plans.getByTestId('plan-row')).toHaveCount(4);
  await expect(plans.getByRole('row', { name: /Professional/ })).toContainText('$129');
  await expect(plans.getByRole('row', { name: /Professional/ })).toContainText('5,000');
  await expect(plans.getByRole('row', { name: /Professional/ })).toContainText('×1.25 (analysis 1.25, generation 2.5 credits)');
  await expect(plans.getByRole('row', { name: /Business/ })).toContainText('$399');
  await expect(owner.getByText(/A plan change brings this month’s plan credits up to the new plan’s/)).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Payment mode' })).toContainText('Test mode: no payment provider is configured, so no money is taken.');
  await expect(owner.getByRole('table', { name: 'Invoices and receipts' })).toHaveCount(0);
  // a Free organisation can upgrade to each larger plan
  await expect(owner.getByRole('button', { name: /^Upgrade to / })).toHaveCount(3);

  await confirmIn(owner, 'Upgrade to Professional', 'Upgrade to Professional', 'Request Professional (test mode)');
  await expect(owner.getByText(/^Requested\. In test mode no payment is taken/)).toBeVisible();
  await confirmIn(owner, 'Buy 500 credits', 'Buy 500 credits', 'Request the credits (test mode)');
  await expect(owner.getByTestId('billing-request-row')).toHaveCount(2);
  await expect(owner.getByTestId('billing-request-row').first()).toContainText('waiting for staff');
  // a second click asks nothing new
  await owner.reload();
  await hydrated(owner);
  await confirmIn(owner, 'Buy 500 credits', 'Buy 500 credits', 'Request the credits (test mode)');
  await expect(owner.getByText('This request is already waiting for cvlens staff: nothing more to do.')).toBeVisible();
  await expect(owner.getByTestId('billing-request-row')).toHaveCount(2);
  await screenshot(owner, 'billing-requested');
  await axeClean(owner);

  const staff = await browser.newPage();
  const staffEmail = await signUp(staff, 'approver', 'Ana Staff');
  cli('user', 'set-staff', '--email', staffEmail);
  await staff.goto('/staff');
  await hydrated(staff);
  const org = `${ownerName}'s organisation`;
  const waiting = staff.getByTestId('pending-request-row').filter({ hasText: org });
  await expect(waiting).toHaveCount(2);
  await axeClean(staff);
  await screenshot(staff, 'staff-billing-requests');
  await staff.getByRole('form', { name: `Approve the Professional plan, one month for ${org}` }).getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('dialog')).toContainText('moves from Free to Professional');
  await staff.getByRole('dialog').getByRole('button', { name: 'Approve and apply' }).click();
  // the request leaves the waiting list (its form with it); the activity names the receipt
  await expect(waiting).toHaveCount(1);
  await expect(staff.locator('[data-action="billing.completed"]').filter({ hasText: org }).first()).toContainText(/receipt CVL-\d{6,}/);
  await confirmIn(staff, `Approve 500 credits for ${org}`, 'Approve', 'Approve and apply');
  await expect(staff.getByTestId('pending-request-row').filter({ hasText: org })).toHaveCount(0);
  await expect(staff.locator('[data-action="billing.completed"]').filter({ hasText: org }).first()).toContainText(`Ana Staff approved ${org}’s test-mode request for`);
  await screenshot(staff, 'staff-billing-approved');

  // applied once: Professional, 10 → 1,500 by the rule, + 500 bought; two receipts
  await owner.reload();
  await expect(owner.getByTestId('plan-row').filter({ hasText: 'current' })).toContainText('Professional');
  await expect(owner.getByText('2,000', { exact: true })).toBeVisible();
  const invoices = owner.getByTestId('invoice-row');
  await expect(invoices).toHaveCount(2);
  await expect(invoices.filter({ hasText: 'the Professional plan, one month' })).toContainText('$129');
  await expect(invoices.filter({ hasText: '500 credits' })).toContainText('$65');
  await expect(invoices.first()).toContainText('Test mode (no payment taken)');
  await screenshot(owner, 'billing-plans');
  await axeClean(owner);
  for (const width of [360, 390]) {
    await owner.setViewportSize({ width, height: 844 });
    expect(await owner.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(owner, `billing-${width}`);
  }
  await owner.emulateMedia({ colorScheme: 'dark' });
  await owner.setViewportSize({ width: 1440, height: 900 });
  await screenshot(owner, 'billing-dark');
});
