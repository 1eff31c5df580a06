import { expect, test } from '@playwright/test';
import { hydrated, mailedLink, PASSWORD, screenshot, signUp, uniqueEmail } from './support';

test('an invitation is a link: the invitee signs up from it and joins; removing them revokes their keys; teams and the spend cap', async ({ browser, request }) => {
  const ownerName = `Owner ${Date.now().toString(36)}`;
  const owner = await browser.newPage();
  await signUp(owner, 'owner', ownerName);
  await owner.getByRole('link', { name: 'Team' }).first().click();

  const invitee = uniqueEmail('invitee');
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(invitee);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
  await expect(owner.getByText(`${invitee}`).last()).toBeVisible();

  const team = owner.getByRole('form', { name: 'Create a team' });
  await team.getByLabel('New team').fill('Recruiting');
  await team.getByRole('button', { name: 'Create team' }).click();
  await expect(owner.getByText('Team "Recruiting" created.')).toBeVisible();
  await screenshot(owner, 'team');

  // the invitee follows the mailed link and creates an account from it: no organisation of their own
  const newcomer = await browser.newPage();
  await newcomer.goto(mailedLink(invitee, 'invitations'));
  await expect(newcomer.getByRole('heading', { name: `Join ${ownerName}'s organisation` })).toBeVisible();
  await newcomer.getByRole('link', { name: `Create an account with ${invitee}` }).click();
  await hydrated(newcomer);
  await expect(newcomer.getByLabel('Email')).toHaveValue(invitee);
  await newcomer.getByLabel('Password').fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  await expect(newcomer.getByRole('heading', { name: `${ownerName}'s organisation` })).toBeVisible();

  await owner.reload();
  await expect(owner.getByRole('table', { name: 'Members' }).getByRole('row', { name: new RegExp(invitee) })).toBeVisible();

  // the newcomer makes a key; the owner sees who made it
  await newcomer.goto('/settings/api-keys');
  await hydrated(newcomer);
  await newcomer.getByLabel('Name').fill('Newcomer key');
  await newcomer.getByRole('button', { name: 'Create key' }).click();
  const key = (await newcomer.getByLabel('New API key').textContent())!;
  expect((await request.get('/api/v1/usage', { headers: { 'x-api-key': key } })).status()).toBe(200);
  await owner.goto('/settings/api-keys');
  await expect(owner.getByTestId('key-row').filter({ hasText: 'Newcomer key' })).toContainText(invitee);

  // removing the member revokes that key at once, and the owner is told which keys went
  await owner.goto('/team');
  await hydrated(owner);
  await owner.getByRole('form', { name: `Remove ${invitee}` }).getByRole('button', { name: 'Remove' }).click();
  await owner.getByRole('dialog', { name: /^Remove / }).getByRole('button', { name: 'Remove member' }).click();
  // the row goes, and the recent changes say which keys went with the member
  await expect(owner.getByRole('table', { name: 'Members' })).not.toContainText(invitee);
  const removal = owner.getByTestId('audit-row').filter({ hasText: 'member.removed' }).first();
  await expect(removal).toContainText(`email: ${invitee}`);
  await expect(removal).toContainText(/revoked keys: Newcomer key \(cvl_…\w{4}\)/);
  const refused = await request.get('/api/v1/usage', { headers: { 'x-api-key': key } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'Invalid or expired API key' });

  await owner.getByRole('link', { name: 'Billing' }).first().click();
  const cap = owner.getByRole('form', { name: 'Monthly spend cap' });
  await cap.getByLabel('Cap in credits').fill('15');
  await cap.getByRole('button', { name: 'Save cap' }).click();
  await expect(owner.getByText('Monthly spend cap set to 15 credits.')).toBeVisible();
  await expect(owner.getByText('0 / 15')).toBeVisible();
  await screenshot(owner, 'billing');
});
