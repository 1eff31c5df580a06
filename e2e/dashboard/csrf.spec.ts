/**
 * Issue #8: the dashboard's state-changing endpoints refuse cross-site requests even when the
 * session cookie is sent, and role rules hold even when a server action is posted directly.
 *
 * The browser's own Auth.js cookie is SameSite=Lax, so a real cross-site POST would not carry it;
 * these tests send the cookie on purpose (the signed-in context's request) to check the server's
 * Origin checks on their own. Every refusal has a control: the same request with the right Origin
 * (or from the right role) does take effect, so the refusal is due to what was changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { Client } from 'pg';
import { databaseUrl } from '../api/support';
import { hydrated, mailedLink, signUp, uniqueEmail } from './support';

const EVIL = 'https://evil.example';
const CV = path.resolve(__dirname, '../../lib/engine/cv/fixtures/md-teacher-ie.md');

async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The own origin of the server under test, e.g. http://127.0.0.1:3210. */
const ownOrigin = (page: Page) => new URL(page.url()).origin;

/** Calls the public API with an API key: 200 while the key is active, 401 once revoked. */
async function keyStatus(request: APIRequestContext, key: string) {
  return (await request.get('/api/v1/usage', { headers: { 'x-api-key': key } })).status();
}

async function createKey(page: Page, name: string): Promise<string> {
  await page.goto('/settings/api-keys');
  await hydrated(page);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByLabel('New API key');
  await expect(shown).toHaveText(/^cvl_[0-9A-Za-z]{43}$/);
  return (await shown.textContent())!;
}

/** A server action request the browser made, captured (and stopped before it reached the server). */
interface CapturedAction {
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Runs `trigger` (a UI step that submits a server action on `page`) and returns the request the
 * browser sent, aborted so the action does not run: replays decide whether it takes effect.
 */
async function captureAction(page: Page, trigger: () => Promise<void>): Promise<CapturedAction> {
  let captured: Request | undefined;
  const matcher = (url: URL) => url.origin === ownOrigin(page);
  await page.route(matcher, async (route) => {
    const req = route.request();
    if (req.method() === 'POST' && (await req.headerValue('next-action'))) {
      captured = req;
      await route.abort();
    } else {
      await route.fallback();
    }
  });
  try {
    await trigger();
    await expect.poll(() => captured !== undefined, { message: 'the browser posts the server action' }).toBe(true);
  } finally {
    await page.unroute(matcher);
  }
  const req = captured!;
  // headers() leaves out cookies; the replaying context sends its own. Origin is set per replay.
  const headers = Object.fromEntries(
    Object.entries(req.headers()).filter(([k]) => !['origin', 'referer', 'host', 'content-length', 'cookie'].includes(k.toLowerCase())),
  );
  expect(headers['next-action']).toMatch(/^[0-9a-f]{40,}$/);
  expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  return { url: req.url(), headers, body: req.postDataBuffer()! };
}

/** Replays a captured action with the given Origin (none when undefined) and the context's cookies. */
async function replay(request: APIRequestContext, action: CapturedAction, origin: string | undefined) {
  const res = await request.post(action.url, {
    headers: { ...action.headers, ...(origin ? { origin } : {}) },
    data: action.body,
    maxRedirects: 0,
  });
  return { status: res.status(), text: await res.text() };
}

async function openRevokeDialog(page: Page, keyName: string) {
  await page.goto('/settings/api-keys');
  await hydrated(page);
  const row = page.getByTestId('key-row').filter({ hasText: keyName });
  await row.getByRole('button', { name: `Revoke ${keyName}` }).click();
  return page.getByRole('dialog', { name: `Revoke “${keyName}”?` });
}

test('the upload route refuses cross-site and Origin-less POSTs with a valid session; its own origin gets 201', async ({ page, playwright }) => {
  const email = await signUp(page, 'csrf-upload');
  const origin = ownOrigin(page);
  const multipart = { file: { name: 'cv.md', mimeType: 'text/markdown', buffer: fs.readFileSync(CV) }, target_role: 'Teacher' };
  const analyses = async () =>
    Number(
      (
        await query<{ n: string }>(
          `select count(*) as n from analyses a join memberships m on m.organization_id = a.organization_id join users u on u.id = m.user_id where u.email = $1`,
          [email],
        )
      )[0].n,
    );

  const crossSite = await page.request.post('/analyses/upload', { multipart, headers: { origin: EVIL } });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({ error: 'Cross-site request refused' });

  // Playwright's request context adds no Origin of its own
  const noOrigin = await page.request.post('/analyses/upload', { multipart });
  expect(noOrigin.status()).toBe(403);
  expect(await noOrigin.json()).toEqual({ error: 'Cross-site request refused' });

  // an opaque origin (sandboxed iframe, some redirects) is not the own origin either
  const nullOrigin = await page.request.post('/analyses/upload', { multipart, headers: { origin: 'null' } });
  expect(nullOrigin.status()).toBe(403);
  expect(await analyses()).toBe(0);

  // control without the session: the right origin alone is not enough
  const anonymous = await playwright.request.newContext({ baseURL: origin });
  try {
    const signedOut = await anonymous.post('/analyses/upload', { multipart, headers: { origin } });
    expect(signedOut.status()).toBe(401);
  } finally {
    await anonymous.dispose();
  }

  // control: the same request with the own origin and the session cookie is accepted
  const ok = await page.request.post('/analyses/upload', { multipart, headers: { origin } });
  expect(ok.status()).toBe(201);
  const created = await ok.json();
  expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await analyses()).toBe(1);
});

test('a server action replayed cross-site is refused and has no effect; with the own origin it works', async ({ page }) => {
  await signUp(page, 'csrf-action');
  const origin = ownOrigin(page);
  const key = await createKey(page, 'csrf target');
  expect(await keyStatus(page.request, key)).toBe(200);

  const dialog = await openRevokeDialog(page, 'csrf target');
  const revoke = await captureAction(page, () => dialog.getByRole('button', { name: 'Revoke key' }).click());
  // the captured request was stopped: the key is still active
  expect(await keyStatus(page.request, key)).toBe(200);

  // Next compares Origin with Host for server actions and answers a fetch action with 500
  const evil = await replay(page.request, revoke, EVIL);
  expect(evil.status).toBe(500);
  expect(await keyStatus(page.request, key)).toBe(200);

  const opaque = await replay(page.request, revoke, 'null');
  expect(opaque.status).toBe(500);
  expect(await keyStatus(page.request, key)).toBe(200);

  await page.goto('/settings/api-keys');
  await expect(page.getByTestId('key-row').filter({ hasText: 'csrf target' })).toContainText('active');

  // control: the very same bytes with the own origin revoke the key
  const own = await replay(page.request, revoke, origin);
  expect(own.status).toBe(200);
  expect(await keyStatus(page.request, key)).toBe(401);
  // revoked keys are listed on request
  await page.goto('/settings/api-keys?show=all');
  await expect(page.getByTestId('key-row').filter({ hasText: 'csrf target' })).toContainText('revoked');
});

test('a member cannot run admin-only actions by posting them directly', async ({ browser }) => {
  const ownerName = `Owner ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const owner = await browser.newPage();
  await signUp(owner, 'csrf-owner', ownerName);
  const origin = ownOrigin(owner);

  const member = await browser.newPage();
  const memberEmail = await signUp(member, 'csrf-member', 'Plain Member');

  // the owner invites the existing user as a plain member; the member follows the mailed link
  await owner.goto('/team');
  await hydrated(owner);
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(memberEmail);
  await invite.getByLabel('Role').selectOption('member');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.getByText(`Invitation sent to ${memberEmail}`)).toBeVisible();
  await member.goto(mailedLink(memberEmail, 'invitations'));
  await hydrated(member);
  await member.getByRole('button', { name: `Join ${ownerName}'s organisation` }).click();

  // the member works in the owner's organisation
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByRole('heading', { name: `${ownerName}'s organisation` })).toBeVisible();
  await member.goto('/team');
  await expect(member.getByRole('form', { name: 'Invite a member' })).toHaveCount(0);

  // the owner's requests: revoking the owner's key, inviting a new email
  const key = await createKey(owner, 'owner key');
  const dialog = await openRevokeDialog(owner, 'owner key');
  const revoke = await captureAction(owner, () => dialog.getByRole('button', { name: 'Revoke key' }).click());

  const invitee = uniqueEmail('csrf-invitee');
  await owner.goto('/team');
  await hydrated(owner);
  await invite.getByLabel('Email').fill(invitee);
  await invite.getByLabel('Role').selectOption('admin');
  const inviteAction = await captureAction(owner, () => invite.getByRole('button', { name: 'Invite' }).click());
  const invitations = async () => (await query(`select 1 from invitations where email = $1`, [invitee])).length;
  expect(await invitations()).toBe(0);

  // owner-only and manager-only settings, which lib/dashboard's unit tests do not cover
  const team = owner.getByRole('form', { name: 'Create a team' });
  await owner.reload();
  await hydrated(owner);
  await team.getByLabel('New team').fill('Csrf team');
  const teamAction = await captureAction(owner, () => team.getByRole('button', { name: 'Create team' }).click());

  await owner.goto('/billing');
  await hydrated(owner);
  const capForm = owner.getByRole('form', { name: 'Monthly spend cap' });
  await capForm.getByLabel('Cap in credits').fill('15');
  const capAction = await captureAction(owner, () => capForm.getByRole('button', { name: 'Save cap' }).click());

  const organisation = async () =>
    (
      await query<{ cap: string | null; teams: string }>(
        `select o.monthly_spend_cap as cap, (select count(*) from teams t where t.organization_id = o.id and t.name = 'Csrf team') as teams
         from organizations o where o.name = $1`,
        [`${ownerName}'s organisation`],
      )
    )[0];
  expect(await organisation()).toEqual({ cap: null, teams: '0' });

  // the member replays them, same origin, with the member's own session: the role check refuses
  const memberRevoke = await replay(member.request, revoke, origin);
  expect(memberRevoke.status).toBe(200);
  expect(memberRevoke.text).toContain('Members can revoke only the keys they created');
  expect(await keyStatus(member.request, key)).toBe(200);

  const memberInvite = await replay(member.request, inviteAction, origin);
  expect(memberInvite.status).toBe(200);
  expect(memberInvite.text).toContain('Only owners and admins can invite');
  expect(await invitations()).toBe(0);

  const memberTeam = await replay(member.request, teamAction, origin);
  expect(memberTeam.status).toBe(200);
  expect(memberTeam.text).toContain('Only owners and admins can create teams');
  const memberCap = await replay(member.request, capAction, origin);
  expect(memberCap.status).toBe(200);
  expect(memberCap.text).toContain('Only owners can set the monthly spend cap');
  expect(await organisation()).toEqual({ cap: null, teams: '0' });

  // control: the owner's replays of the same requests take effect
  expect((await replay(owner.request, teamAction, origin)).text).toMatch(/Team \\?"Csrf team\\?" created\./);
  expect((await replay(owner.request, capAction, origin)).text).toContain('Monthly spend cap set to 15 credits.');
  expect(await organisation()).toEqual({ cap: '15.00', teams: '1' });

  const ownerInvite = await replay(owner.request, inviteAction, origin);
  expect(ownerInvite.status).toBe(200);
  expect(ownerInvite.text).toContain(`Invitation sent to ${invitee}`);
  expect(await invitations()).toBe(1);

  const ownerRevoke = await replay(owner.request, revoke, origin);
  expect(ownerRevoke.status).toBe(200);
  expect(await keyStatus(owner.request, key)).toBe(401);
});

test('dashboard pages carry the security headers', async ({ page }) => {
  await signUp(page, 'csrf-headers');
  const res = await page.goto('/settings/api-keys');
  expect(res!.status()).toBe(200);
  const headers = res!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(headers['x-powered-by']).toBeUndefined();

  // the upload route handler's refusals carry them too
  const refused = await page.request.post('/analyses/upload', { headers: { origin: EVIL } });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['x-content-type-options']).toBe('nosniff');
  expect(refused.headers()['x-frame-options']).toBe('DENY');
});
