import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cli, hydrated, mailedLink, PASSWORD, screenshot, signUp, uniqueEmail } from './support';

const CV = path.resolve(__dirname, '../../lib/engine/cv/fixtures/pdf-backend-engineer-us.pdf');

test('a failed submit keeps every field: the key form, the invite form and sign-up', async ({ page }) => {
  await signUp(page, 'kept');
  await page.goto('/settings/api-keys');
  await hydrated(page);
  await page.getByLabel('Name').fill('Narrow key');
  await page.getByLabel('Expires').selectOption('30d');
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose' })).toHaveText('Choose at least one scope');
  // nothing was re-ticked behind the person's back, and the name and expiry are still there
  await expect(page.getByLabel('Name')).toHaveValue('Narrow key');
  await expect(page.getByLabel('Expires')).toHaveValue('30d');
  for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'usage:read' }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('New API key')).toHaveText(/^cvl_/);
  await page.getByRole('link', { name: 'I have copied it' }).click();
  await expect(page.getByRole('list', { name: 'Scopes of Narrow key' }).getByRole('listitem')).toHaveText(['usage: read']);
  await expect(page.getByTestId('key-row').filter({ hasText: 'Narrow key' })).not.toContainText('analyses:write');

  // the invite form keeps the role on an error
  await page.goto('/team');
  await hydrated(page);
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill('not-an-address@');
  await invite.getByLabel('Role').selectOption('admin');
  await invite.evaluate((f: HTMLFormElement) => (f.noValidate = true));
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('alert')).toHaveText('Enter a valid email address');
  await expect(invite.getByLabel('Role')).toHaveValue('admin');
  await expect(invite.getByLabel('Email')).toHaveValue('not-an-address@');

  // sign-up keeps the password too when the address is refused
  const browser = page.context().browser()!;
  const visitor = await browser.newPage();
  await visitor.goto('/sign-up');
  await hydrated(visitor);
  await visitor.getByLabel('Your name').fill('Kept Name');
  await visitor.getByLabel('Email').fill('nobody@');
  await visitor.getByLabel('Password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByText(/valid email/i).first()).toBeVisible();
  await expect(visitor.getByLabel('Your name')).toHaveValue('Kept Name');
  await expect(visitor.getByLabel('Email')).toHaveValue('nobody@');
  await expect(visitor.getByLabel('Password')).toHaveValue(PASSWORD);
});

test('invitations: another role for a pending address is asked, an existing member is an error; Remove and Leave confirm', async ({ page, browser }) => {
  const ownerEmail = await signUp(page, 'inviter', 'Inviting Owner');
  await page.goto('/team');
  await hydrated(page);
  const invite = page.getByRole('form', { name: 'Invite a member' });
  const invitee = uniqueEmail('pending');
  await invite.getByLabel('Email').fill(invitee);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${invitee}: they join as member`);

  await invite.getByLabel('Email').fill(invitee);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('status')).toContainText(`${invitee} already has a pending invitation as member`);
  await expect(page.getByText(`${invitee} as member`)).toBeVisible();
  await screenshot(page, 'team-reinvite-question');
  await invite.getByRole('button', { name: 'Send a new invitation as admin' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${invitee}: they join as admin`);
  await expect(page.getByText(`${invitee} as admin`)).toBeVisible();

  await invite.getByLabel('Email').fill(ownerEmail);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('alert')).toHaveText(`${ownerEmail} is already a member of this organisation.`);

  // a second member, then Remove asks first and Cancel does nothing
  const member = await browser.newPage();
  const memberEmail = await signUp(member, 'member', 'Second Member');
  await invite.getByLabel('Email').fill(memberEmail);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('status')).toContainText('Invitation sent');
  await member.goto(mailedLink(memberEmail, 'invitations'));
  await hydrated(member);
  await member.getByRole('button', { name: /^Join/ }).click();
  await expect(member).toHaveURL(/\/dashboard$/);

  await page.reload();
  await hydrated(page);
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members).toContainText(memberEmail);
  await page.getByRole('button', { name: `Remove ${memberEmail}` }).click();
  const dialog = page.getByRole('dialog', { name: /Remove Second Member from/ });
  await expect(dialog).toContainText('every API key they created in this organisation is revoked');
  await screenshot(page, 'team-remove-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(members).toContainText(memberEmail);
  await page.getByRole('button', { name: `Remove ${memberEmail}` }).click();
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(members).not.toContainText(memberEmail);

  // Leave names the organisation; the last owner is refused with an error
  await page.getByRole('button', { name: 'Leave' }).click();
  const leave = page.getByRole('dialog', { name: /^Leave / });
  await expect(leave).toContainText('the API keys you created in it are revoked');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'owner' })).toContainText('An organisation needs at least one owner');
});

test('a spend cap under this month’s spend warns and asks before blocking creates', async ({ page, request }) => {
  await signUp(page, 'capper');
  await page.goto('/settings/api-keys');
  await hydrated(page);
  await page.getByLabel('Name').fill('spender');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByLabel('New API key').textContent())!;
  const created = await request.post('/api/v1/analyses', {
    headers: { 'x-api-key': key },
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(CV) }, target_role: 'Backend Engineer' },
  });
  expect(created.status()).toBeLessThan(300);

  await page.goto('/billing');
  await hydrated(page);
  const cap = page.getByRole('form', { name: 'Monthly spend cap' });
  await cap.getByLabel('Cap in credits').fill('0.5');
  await cap.getByRole('button', { name: 'Save cap' }).click();
  await expect(cap.getByRole('status')).toContainText('A cap of 0.5 credits is below the 1 credits already spent this month');
  await expect(cap.getByLabel('Cap in credits')).toHaveValue('0.5');
  await expect(page.getByText('1 / 20')).toBeVisible();
  await screenshot(page, 'billing-cap-question');
  await cap.getByRole('button', { name: 'Set it anyway and block creates' }).click();
  await expect(cap.getByRole('status')).toHaveText('Monthly spend cap set to 0.5 credits.');
  await expect(page.getByText('1 / 0.5')).toBeVisible();
});

test('staff: Change plan and Grant confirm by name, and the selector shows the plan after a change', async ({ browser }) => {
  const customerName = `Careful ${Date.now().toString(36)}`;
  const customer = await browser.newPage();
  await signUp(customer, 'careful', customerName);
  const staff = await browser.newPage();
  const staffEmail = await signUp(staff, 'carestaff', 'Careful Staff');
  cli('user', 'set-staff', '--email', staffEmail);
  await staff.goto('/staff?sort=created&dir=desc');
  await staff.getByRole('link', { name: `${customerName}'s organisation` }).click();
  await hydrated(staff);
  await expect(staff).toHaveTitle(new RegExp(`${customerName}'s organisation`));

  const plan = staff.getByRole('form', { name: 'Change plan' });
  await expect(plan.getByLabel('Plan')).toHaveValue('free');
  await plan.getByLabel('Plan').selectOption('professional');
  await plan.getByRole('button', { name: 'Change plan' }).click();
  const dialog = staff.getByRole('dialog', { name: `Change ${customerName}'s organisation from Free to Professional?` });
  await expect(dialog).toContainText('API calls a month: 50 → 5,000');
  await screenshot(staff, 'staff-change-plan-dialog');
  await dialog.getByRole('button', { name: 'Change to Professional' }).click();
  await expect(staff.getByText('Plan set to Professional. 1,490 credits granted by the plan-change rule; the balance is now 1,500.')).toBeVisible();
  await expect(plan.getByLabel('Plan')).toHaveValue('professional');
  await staff.reload();
  await expect(staff.getByRole('form', { name: 'Change plan' }).getByLabel('Plan')).toHaveValue('professional');

  const grant = staff.getByRole('form', { name: 'Grant credits' });
  await hydrated(staff);
  await grant.getByLabel('Credits', { exact: true }).fill('5');
  await grant.getByLabel('Reason', { exact: true }).fill('care');
  await grant.getByRole('button', { name: 'Grant' }).click();
  const confirm = staff.getByRole('dialog', { name: `Grant 5 credits to ${customerName}'s organisation?` });
  await expect(confirm).toContainText(/The balance goes from [\d,]+ to [\d,]+ credits/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(staff.getByText(/Granted 5 credits/)).toHaveCount(0);
  await grant.getByRole('button', { name: 'Grant' }).click();
  await confirm.getByRole('button', { name: 'Grant 5 credits' }).click();
  await expect(staff.getByText(/Granted 5 credits; the balance is now/)).toBeVisible();
});
