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
  const removal = owner.locator('[data-testid="audit-row"][data-action="member.removed"]').first();
  await expect(removal).toContainText(`removed ${invitee} (admin) from`);
  await expect(removal).toContainText(/API keys revoked: Newcomer key \(cvl_…\w{4}\)/);
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

test('teams are renamed and deleted: the deletion names the team, only owners see it, its keys stop at once and its records stay', async ({ browser, request }) => {
  const owner = await browser.newPage();
  await signUp(owner, 'teams', 'Tess Owner');
  await owner.goto('/team');
  await hydrated(owner);
  const create = owner.getByRole('form', { name: 'Create a team' });
  await create.getByLabel('New team').fill('Recruiting');
  await create.getByRole('button', { name: 'Create team' }).click();
  await expect(owner.getByText('Team "Recruiting" created.')).toBeVisible();

  const rename = owner.getByRole('form', { name: 'Rename Recruiting' });
  await rename.getByLabel('New name for Recruiting').fill('Talent');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(owner.getByTestId('team-row').filter({ hasText: 'Talent' })).toBeVisible();
  await expect(owner.locator('[data-action="team.renamed"]').first()).toContainText('Tess Owner renamed the team “Recruiting” to “Talent”');

  // a key limited to the team
  await owner.goto('/settings/api-keys');
  await hydrated(owner);
  await owner.getByLabel('Name').fill('talent-sync');
  await owner.getByLabel('Team').selectOption({ label: 'Talent' });
  await owner.getByRole('button', { name: 'Create key' }).click();
  const key = (await owner.getByLabel('New API key').textContent())!;
  expect((await request.get('/api/v1/usage', { headers: { 'x-api-key': key } })).status()).toBe(200);

  await owner.goto('/team');
  await hydrated(owner);
  await expect(owner.getByTestId('team-row').filter({ hasText: 'Talent' })).toContainText('1');
  await owner.getByRole('button', { name: 'Delete team Talent' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Delete the team “Talent”?' });
  await expect(dialog).toContainText('Its 1 active API key is revoked at once: the next request with it gets 401.');
  await expect(dialog).toContainText('It made no records.');
  await screenshot(owner, 'team-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete Talent' }).click();
  await expect(owner.getByTestId('team-row').filter({ hasText: 'Talent' })).toHaveCount(0);
  await expect(owner.locator('[data-action="team.deleted"]').first()).toContainText(/Tess Owner deleted the team “Talent”; API keys revoked: talent-sync \(cvl_…\w{4}\)/);
  expect((await request.get('/api/v1/usage', { headers: { 'x-api-key': key } })).status()).toBe(401);
  await screenshot(owner, 'team-after-delete');
  await owner.setViewportSize({ width: 360, height: 800 });
  expect(await owner.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(owner, 'team-360');
});
