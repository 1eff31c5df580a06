/**
 * Scans and photos through the real routes: the request only checks them and answers
 * `processing`; the job reads them by OCR, records that it did and how sure it was, and an
 * unreadable scan fails (refunded) with the reason, as a 422 when it fails while the response waits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { POST as createAnalysis } from '../../app/api/v1/analyses/route';
import { GET as getAnalysis } from '../../app/api/v1/analyses/[id]/route';
import { GET as getGeneration } from '../../app/api/v1/generations/[id]/route';
import { POST as createGeneration } from '../../app/api/v1/generations/route';
import { findOrganization } from '../../db/queries/organizations';
import { noiseImage } from '../engine/cv/extract/ocr/testing/scan-fixtures';
import { resetEnvCache } from '../env';
import { waitFor } from '../jobs/wait-for';
import { callRoute } from '../testing/call-route';
import { cvForm } from '../testing/cv-files';
import { useEmbeddedExecutor } from '../testing/executor';
import { createTestTenant } from '../testing/tenants';

useEmbeddedExecutor();

const SCANS = path.resolve(import.meta.dirname, '../engine/cv/extract/ocr/fixtures');
const scan = (name: string) => new Uint8Array(readFileSync(path.join(SCANS, name)));
const post = (key: string, form: FormData) => callRoute(createAnalysis, '/api/v1/analyses', { key, form });

function waitMs(variable: 'ANALYSIS_WAIT_MS' | 'JOB_WAIT_MS', ms: number) {
  process.env[variable] = String(ms);
  resetEnvCache();
}

afterEach(() => {
  delete process.env.ANALYSIS_WAIT_MS;
  delete process.env.JOB_WAIT_MS;
  resetEnvCache();
});

describe('scanned CVs through the API', () => {
  it('answers processing at once for a photo, then the job reads it by OCR', async () => {
    waitMs('ANALYSIS_WAIT_MS', 0);
    const t = await createTestTenant({ plan: 'starter' });
    const started = performance.now();
    const r = await post(t.key, cvForm({ name: 'photo.jpg', bytes: scan('backend-engineer-us.photo-150dpi.jpg') }, { target_role: 'Backend Engineer' }));
    // the request decoded nothing: a generous bound that only an OCR in the request would break
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('processing');

    const row = await waitFor(
      () => t.db.selectFrom('analyses').selectAll().where('id', '=', r.body.id).executeTakeFirstOrThrow(),
      (a) => a.status !== 'processing',
      120_000,
    );
    expect(row.status).toBe('completed');
    expect(row.file_type).toBe('image');
    expect(row.ocr_pages).toBe(1);
    expect(row.ocr_confidence).toBeGreaterThan(80);
    const file = await t.db.selectFrom('files').select('content_type').where('id', '=', row.file_id!).executeTakeFirstOrThrow();
    expect(file.content_type).toBe('image/jpeg');

    const full = await callRoute(getAnalysis, `/api/v1/analyses/${r.body.id}`, { key: t.key, params: { id: r.body.id } });
    const issues = full.body.result.ats_issues as { issue: string; fix: string }[];
    expect(issues[0].issue).toMatch(/^This CV is a scan or a photo: it was read here by OCR \(mean confidence \d+%\), but an ATS may not run OCR/);
    expect(issues[0].fix).toMatch(/text PDF/);
    expect(row.parsed!.contact.email).toBe('marcus.whitfield@fastmail.com');
  });

  it('refuses noise as too poor to read with a 422 when the job fails while the response waits, and refunds it', async () => {
    waitMs('ANALYSIS_WAIT_MS', 30_000);
    const t = await createTestTenant({ plan: 'starter' });
    const r = await post(t.key, cvForm({ name: 'scan.png', bytes: new Uint8Array(await noiseImage()) }, { target_role: 'Nurse' }));
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: expect.stringMatching(/^This scan is too poor to read: no lines of text were found on it\./) });
    const row = await t.db.selectFrom('analyses').select(['status', 'error']).where('organization_id', '=', t.organizationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect((await findOrganization(t.db, t.organizationId))!.credit_balance).toBe(250);
  });

  it('generates an improved CV from an uploaded scan, taking the role and region from the CV once read', async () => {
    waitMs('JOB_WAIT_MS', 0);
    const t = await createTestTenant({ plan: 'starter' });
    const form = cvForm({ name: 'scan.webp', bytes: scan('marketing-manager-fr.scan-150dpi.webp') }, { template: 'classic' });
    const r = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, form });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ status: 'processing', pdf_url: null });
    const detail = await waitFor(
      () => callRoute(getGeneration, '/x', { key: t.key, params: { id: r.body.id } }),
      (d) => d.body.pdf_url !== null && d.body.pdf_url !== undefined,
      120_000,
    );
    expect(detail.body).toMatchObject({ target_role: 'Responsable marketing digital', region: 'FR', template_type: 'classic' });
    expect((detail.body.structured_cv as { basics: { name: string } }).basics.name).toBe('Camille Fournier');
    const analysis = await t.db.selectFrom('analyses').select(['target_role', 'ocr_pages']).where('id', '=', detail.body.analysis_id).executeTakeFirstOrThrow();
    expect(analysis).toEqual({ target_role: 'Responsable marketing digital', ocr_pages: 1 });
  });
});
