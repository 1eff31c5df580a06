import { expect, test } from '@playwright/test';
import { hydrated, PASSWORD, screenshot, signUp, uniqueEmail } from './support';

test('an invitation for a new email is accepted at sign-up; teams and the spend cap', async ({ browser }) => {
  const ownerName = `Owner ${Date.now().toString(36)}`;
  const owner = await browser.newPage();
  await signUp(owner, 'owner', ownerName);
  await owner.getByRole('link', { name: 'Team' }).first().click();

  const invitee = uniqueEmail('invitee');
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(invitee);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.getByText(`No account uses ${invitee} yet`)).toBeVisible();
  await expect(owner.getByText(`${invitee}`).last()).toBeVisible();

  const team = owner.getByRole('form', { name: 'Create a team' });
  await team.getByLabel('New team').fill('Recruiting');
  await team.getByRole('button', { name: 'Create team' }).click();
  await expect(owner.getByText('Team "Recruiting" created.')).toBeVisible();
  await screenshot(owner, 'team');

  const newcomer = await browser.newPage();
  await newcomer.goto('/sign-up');
  await hydrated(newcomer);
  await newcomer.getByLabel('Email').fill(invitee);
  await newcomer.getByLabel('Password').fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  // two organisations now: their own and the inviting one, with a switcher
  await newcomer.getByLabel('Organisation').first().selectOption({ label: `${ownerName}'s organisation` });
  await expect(newcomer.getByRole('heading', { name: `${ownerName}'s organisation` })).toBeVisible();

  await owner.reload();
  await expect(owner.getByRole('row', { name: new RegExp(invitee) })).toBeVisible();

  await owner.getByRole('link', { name: 'Billing' }).first().click();
  const cap = owner.getByRole('form', { name: 'Monthly spend cap' });
  await cap.getByLabel('Cap in credits').fill('15');
  await cap.getByRole('button', { name: 'Save cap' }).click();
  await expect(owner.getByText('Monthly spend cap set to 15 credits.')).toBeVisible();
  await expect(owner.getByText('0 / 15')).toBeVisible();
  await screenshot(owner, 'billing');
});
