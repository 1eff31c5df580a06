/**
 * Every page of the dashboard, with real records behind the record pages: an account made
 * through the UI, a key, and an analysis, interview prep, skill gap and improved CV made through
 * the API with it; staff rights from the operator CLI. Shared by the phone-width, accessibility
 * and screenshot walk (e2e/dashboard/walk.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { cli, hydrated, mailedLink, signIn, signUp, sql, submitSignUp, uniqueEmail, confirmAddress } from './support';

const CV = path.resolve(__dirname, '../../lib/engine/cv/fixtures/pdf-backend-engineer-us.pdf');

export interface SitePage {
  name: string;
  path: string;
}

export const PUBLIC_PAGES: SitePage[] = [
  { name: 'landing', path: '/' },
  { name: 'docs', path: '/docs' },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'sign-up', path: '/sign-up' },
  { name: 'forgot-password', path: '/forgot-password' },
];

async function created(request: APIRequestContext, key: string, url: string, data: Record<string, unknown>) {
  const r = await request.post(url, { headers: { 'x-api-key': key }, data });
  // 202 when the job outlasts the create's wait (a busy machine): the caller waits for completion either way
  expect([201, 202], await r.text()).toContain(r.status());
  return (await r.json()).id as string;
}

async function completed(request: APIRequestContext, key: string, url: string) {
  // a record being made answers its status; a finished prep or gap answers its body (no status field)
  await expect
    .poll(
      async () => {
        const r = await request.get(url, { headers: { 'x-api-key': key } });
        const body = await r.json();
        return r.status() === 200 ? (body.status ?? body.data?.status ?? 'completed') : `${r.status()} ${JSON.stringify(body).slice(0, 200)}`;
      },
      { timeout: 90_000 },
    )
    .toBe('completed');
}

/** Signs up (as staff), seeds one record of each kind and returns every signed-in page. */
export async function seedSignedInPages(page: Page, request: APIRequestContext): Promise<SitePage[]> {
  const email = await signUp(page, 'pages', 'Page Walker');
  cli('user', 'set-staff', '--email', email);
  await page.goto('/settings/api-keys');
  await hydrated(page);
  await page.getByLabel('Name').fill('A deliberately long key name for the production server of the recruiting team');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByLabel('New API key').textContent())!;

  const posted = await request.post('/api/v1/analyses', {
    headers: { 'x-api-key': key },
    multipart: {
      file: { name: 'pdf-backend-engineer-us.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(CV) },
      target_role: 'Backend Engineer',
      job_description: 'We are hiring a Backend Engineer with Go, PostgreSQL, Kubernetes and AWS experience to build payment APIs.',
    },
  });
  expect(posted.status()).toBe(201);
  const analysis = (await posted.json()).id as string;
  await completed(request, key, `/api/v1/analyses/${analysis}/status`);
  const prep = await created(request, key, '/api/v1/interview-preps', { analysis_id: analysis });
  const gap = await created(request, key, '/api/v1/skill-gaps', { analysis_id: analysis, target_role: 'Engineering Manager' });
  const generation = await created(request, key, '/api/v1/generations', { analysisId: analysis, template: 'modern' });
  await completed(request, key, `/api/v1/interview-preps/${prep}`);
  await completed(request, key, `/api/v1/skill-gaps/${gap}`);
  await completed(request, key, `/api/v1/generations/${generation}`);

  // a second analysis, put back to processing as if its reading had been running for two minutes:
  // the page a person watches while a job runs long
  const slow = await request.post('/api/v1/analyses', {
    headers: { 'x-api-key': key },
    multipart: { file: { name: 'slow-scan.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(CV) }, target_role: 'Backend Engineer' },
  });
  expect(slow.status()).toBe(201);
  const slowId = (await slow.json()).id as string;
  await completed(request, key, `/api/v1/analyses/${slowId}/status`);
  sql(`update analyses set status = 'processing', completed_at = null, created_at = now() - interval '2 minutes' where id = $1`, [slowId]);
  // and its job still waiting (a run that never comes due): otherwise the sweep of lost jobs
  // (lib/jobs/sweep-stuck-records.ts) rightly fails the record as soon as it looks orphaned
  sql(
    `insert into inngest_runs (id, function_id, event, status, max_attempts, next_run_at)
     values (gen_random_uuid(), 'e2e-never-due', jsonb_build_object('name', 'e2e/held', 'data', jsonb_build_object('id', $1::text)), 'queued', 1, 'infinity')`,
    [slowId],
  );

  await page.goto('/staff?sort=created&dir=desc');
  const orgLink = page.getByRole('link', { name: "Page Walker's organisation" }).first();
  const org = (await orgLink.getAttribute('href'))!;

  return [
    { name: 'overview', path: '/dashboard' },
    { name: 'analyses', path: '/analyses' },
    { name: 'analysis-new', path: '/analyses/new' },
    { name: 'analysis-report', path: `/analyses/${analysis}` },
    { name: 'analysis-processing', path: `/analyses/${slowId}` },
    { name: 'interview-preps', path: '/interview-preps' },
    { name: 'interview-prep', path: `/interview-preps/${prep}` },
    { name: 'skill-gaps', path: '/skill-gaps' },
    { name: 'skill-gap', path: `/skill-gaps/${gap}` },
    { name: 'generations', path: '/generations' },
    { name: 'generation', path: `/generations/${generation}` },
    { name: 'usage', path: '/usage' },
    { name: 'billing', path: '/billing' },
    { name: 'team', path: '/team' },
    { name: 'api-keys', path: '/settings/api-keys' },
    { name: 'account', path: '/settings/account' },
    { name: 'staff', path: '/staff' },
    { name: 'staff-organisation', path: org },
    { name: 'staff-outbox', path: '/staff/outbox' },
  ];
}


/**
 * The pages a mailed link opens, each link still unused (an invitation, an address to confirm, a
 * password to reset), and the page of an account in no organisation: an invited address that
 * signed up at /sign-up instead of from its invitation gets no organisation of its own.
 * `visitor` pages are seen signed out; `noOrganization` is the invited account's own page.
 */
export async function seedLinkPages(browser: Browser): Promise<{ visitor: SitePage[]; noOrganization: Page }> {
  const owner = await browser.newPage();
  const ownerEmail = await signUp(owner, 'linker', 'Link Owner');
  const invited = uniqueEmail('invited');
  await owner.goto('/team');
  await hydrated(owner);
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(invited);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${invited}`);

  const visitor = await browser.newPage();
  await visitor.goto('/forgot-password');
  await hydrated(visitor);
  await visitor.getByLabel('Email').fill(ownerEmail);
  await visitor.getByRole('button', { name: /link/i }).click();
  await expect(visitor.getByRole('status')).toContainText(ownerEmail);
  const unconfirmed = uniqueEmail('unconfirmed');
  await submitSignUp(visitor, unconfirmed, 'Not Yet Confirmed');
  await visitor.close();

  // the invited address signs up at /sign-up, not from its invitation
  const newcomer = await browser.newPage();
  await submitSignUp(newcomer, invited, 'Invited Newcomer');
  await confirmAddress(newcomer, invited);
  await signIn(newcomer, invited);
  await expect(newcomer).toHaveURL(/\/no-organization$/);
  await owner.close();
  return {
    visitor: [
      { name: 'invitation', path: mailedLink(invited, 'invitations') },
      { name: 'verify-email', path: mailedLink(unconfirmed, 'verify-email') },
      { name: 'reset-password', path: mailedLink(ownerEmail, 'reset-password') },
    ],
    noOrganization: newcomer,
  };
}
