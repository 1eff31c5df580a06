/**
 * Issue 18 in the browser: the attacks that motivated each change, against a real server.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cli, confirmAddress, hydrated, mailedLink, PASSWORD, signIn, signUp, submitSignUp, uniqueEmail } from './support';

const CV = path.resolve(__dirname, '../../lib/engine/cv/fixtures/md-teacher-ie.md');

test('the invitation takeover: registering the invited address without its mailbox gets nothing', async ({ browser }) => {
  const ownerName = `Victim Org ${Date.now().toString(36)}`;
  const owner = await browser.newPage();
  await signUp(owner, 'owner', ownerName);
  const invited = uniqueEmail('invited');
  await owner.goto('/team');
  await hydrated(owner);
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(invited);
  await invite.getByLabel('Role').selectOption('admin');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.getByText(`Invitation sent to ${invited}`)).toBeVisible();

  // the attacker registers the invited address first and signs in; the confirmation link goes to the real mailbox
  const attacker = await browser.newPage();
  await submitSignUp(attacker, invited, 'Mallory', 'attacker-password');
  await signIn(attacker, invited, 'attacker-password');
  await expect(attacker).toHaveURL(/\/no-organization$/); // no membership, no free organisation either
  // even with the invitation link in hand (leaked, or guessed), an unconfirmed account cannot accept it
  await attacker.goto(mailedLink(invited, 'invitations'));
  await expect(attacker.getByRole('main').getByRole('alert')).toContainText('Confirm your email address first');
  await expect(attacker.getByRole('button', { name: /^Join / })).toHaveCount(0);
  // and cannot make API keys
  await attacker.goto('/settings/api-keys');
  await expect(attacker).toHaveURL(/\/no-organization$/);

  await owner.reload();
  await expect(owner.getByRole('table', { name: 'Members' })).not.toContainText(invited);
});

test('after sign-in only a path on this site is followed: every control character, backslashes and //', async ({ page }) => {
  await signUp(page, 'redirect');
  const origin = new URL(page.url()).origin;
  const payloads: string[] = [];
  for (let code = 0; code < 32; code++) {
    const c = String.fromCharCode(code);
    payloads.push(`/${c}/evil.example`, `/${c}\\evil.example`, `${c}//evil.example`, `//${c}evil.example`);
  }
  payloads.push('/\x7f/evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example/', 'http://127.0.0.1.evil.example/', '/%2F/evil.example', '%2F%2Fevil.example', '/%5Cevil.example');
  for (const payload of payloads) {
    const res = await page.request.get(`/sign-in?callbackUrl=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
    expect(res.status(), JSON.stringify(payload)).toBeGreaterThanOrEqual(300);
    expect(res.status(), JSON.stringify(payload)).toBeLessThan(400);
    const location = res.headers()['location'];
    expect(new URL(location, origin).origin, `${JSON.stringify(payload)} → ${location}`).toBe(origin);
    expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\'), `${JSON.stringify(payload)} → ${location}`).toBe(true);
  }
  // the raw forms of the issue, %09 %0A %0D in the query itself: no 500, no other site
  for (const raw of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%2Fevil.example', '/%09/evil.example']) {
    const res = await page.request.get(`/sign-in?callbackUrl=${raw}`, { maxRedirects: 0 });
    expect(res.status(), raw).toBe(307);
    expect(res.headers()['location'], raw).toBe('/dashboard');
  }
});

test('signing in returns to the page that was asked for', async ({ page }) => {
  const email = await signUp(page, 'return');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/usage?days=30');
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fusage%3Fdays%3D30$/);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/usage\?days=30$/);
});

test('30 wrong passwords, then the right one: throttled, with a clear message', async ({ page, browser }) => {
  const email = await signUp(page, 'guessed'); // its own sign-in counts against the address too
  const attacker = await browser.newPage();
  await attacker.goto('/sign-in');
  await hydrated(attacker);
  const attempt = async (password: string) => {
    await attacker.getByLabel('Email').fill(email);
    await attacker.getByLabel('Password').fill(password);
    const button = attacker.getByRole('button', { name: 'Sign in', exact: true });
    await Promise.all([
      attacker.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sign-in'),
      button.click(),
    ]);
    // the answer is on the page once the button is back (the pending state ends with the new render)
    await expect(button).toBeEnabled();
    const alert = attacker.locator('form').getByRole('alert');
    await expect(alert).toBeVisible();
    return (await alert.textContent())!;
  };
  const messages: string[] = [];
  for (let i = 0; i < 30; i++) messages.push(await attempt(`guess-${i}`));
  const wrong = messages.filter((m) => m === 'Wrong email or password.').length;
  expect(wrong).toBe(9); // 10 a quarter of an hour per address, one of them the owner's own sign-in
  expect(messages.slice(0, wrong).every((m) => m === 'Wrong email or password.')).toBe(true);
  for (const m of messages.slice(wrong)) expect(m).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
  expect(await attempt(PASSWORD)).toMatch(/^Too many sign-in attempts/);
  await expect(attacker).toHaveURL(/\/sign-in$/);
  expect((await attacker.context().cookies()).some((c) => c.name.includes('session-token'))).toBe(false);
});

test('a forgotten password is reset by the mailed link, once, and the old one stops working', async ({ page }) => {
  const email = await signUp(page, 'forgot');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText(`If an account uses ${email}, we sent it a link`)).toBeVisible();
  const link = mailedLink(email, 'reset-password');
  await page.goto(link);
  await hydrated(page);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL(/\/sign-in\?reset=1$/);
  await signIn(page, email, PASSWORD);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password.');
  await signIn(page, email, 'a-brand-new-password');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link has expired or was already used');
});

test('an analysis is deleted from the dashboard after a confirmation, and is gone', async ({ page }) => {
  await signUp(page, 'eraser');
  await page.goto('/analyses/new');
  await hydrated(page);
  await page.getByLabel('CV file').setInputFiles(CV);
  await page.getByLabel('Target role').fill('Teacher');
  await page.getByRole('button', { name: 'Analyse CV' }).click();
  await expect(page).toHaveURL(/\/analyses\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Dimensions' })).toBeVisible({ timeout: 90_000 });
  const url = page.url();
  await hydrated(page);
  await page.getByRole('button', { name: 'Delete this analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this analysis?' });
  await expect(dialog).toContainText('The uploaded CV, the report');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(url);
  await page.getByRole('button', { name: 'Delete this analysis' }).click();
  await dialog.getByRole('button', { name: 'Delete analysis' }).click();
  await expect(page).toHaveURL(/\/analyses$/);
  await expect(page.getByText('md-teacher-ie.md')).toHaveCount(0);
  expect((await page.goto(url))?.status()).toBe(404);
  // the charge stays in the credit activity, named but no longer a link to a page that is gone
  await page.goto('/dashboard');
  await expect(page.getByText('Analysis (deleted)')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Analysis: Teacher/ })).toHaveCount(0);
});

test('deleting one’s account erases it and signs out', async ({ page }) => {
  const email = await signUp(page, 'leaving');
  await page.goto('/settings/account');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Delete your account' });
  await form.getByLabel('Type your email address to confirm').fill(email);
  await form.getByLabel('Your password').fill('not-the-password');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Wrong password.');
  // the form was reset after the answer
  await form.getByLabel('Type your email address to confirm').fill(email);
  await form.getByLabel('Your password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1$/);
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password.');
});

/** Every Content-Security-Policy violation and CSP console error the page reports. */
async function watchCsp(page: Page) {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) seen.push(m.text());
  });
  return async () => [...seen, ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])) as string[])];
}

test('the dashboard runs under its Content-Security-Policy with no violation; HSTS over HTTPS only', async ({ page, request }) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  const collect = await watchCsp(page);
  const visit = async (path: string) => {
    await page.goto(path);
    await hydrated(page);
    violations.push(...(await collect()).map((v) => `${path}: ${v}`));
  };
  for (const p of ['/', '/docs', '/sign-in', '/sign-up', '/forgot-password']) await visit(p);

  const email = await signUp(page, 'csp');
  expect(cli('user', 'set-staff', '--email', email)).toEqual({ email, is_staff: true });
  await visit('/settings/api-keys');
  await page.getByLabel('Name').fill('csp key');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('New API key')).toBeVisible();
  violations.push(...(await collect()));
  await visit('/settings/api-keys');
  await page.getByRole('button', { name: 'Revoke csp key' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  violations.push(...(await collect()));

  await visit('/analyses/new');
  await page.getByLabel('CV file').setInputFiles(CV);
  await page.getByLabel('Target role').fill('Teacher');
  await page.getByRole('button', { name: 'Analyse CV' }).click();
  await expect(page.getByRole('heading', { name: 'Dimensions' })).toBeVisible({ timeout: 90_000 });
  violations.push(...(await collect()));
  for (const p of ['/dashboard', '/usage', '/usage?days=30', '/analyses', '/interview-preps', '/skill-gaps', '/generations', '/team', '/billing', '/settings/account', '/staff', '/staff/outbox']) {
    await visit(p);
  }
  expect(violations).toEqual([]);

  const res = await request.get('/sign-in');
  const csp = res.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['strict-transport-security']).toBeUndefined();
  // each response its own nonce
  const again = (await request.get('/sign-in')).headers()['content-security-policy'];
  expect(again).not.toBe(csp);
  const overHttps = await request.get('/sign-in', { headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
});

test('a new account confirms its address before it can make keys', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await submitSignUp(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/api-keys');
  await expect(page.getByText('Confirm your email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
  await confirmAddress(page, email);
  await page.goto('/settings/api-keys');
  await expect(page.getByRole('button', { name: 'Create key' })).toBeVisible();
});
