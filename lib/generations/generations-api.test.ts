import { describe, expect, it } from 'vitest';
import { readPdf } from '../engine/render/read-rendered';
import { fetchSigned } from '../testing/downloads';
import { GET as getGeneration } from '../../app/api/v1/generations/[id]/route';
import { GET as listGenerations, POST as createGeneration } from '../../app/api/v1/generations/route';
import { getDb } from '../../db/index';
import { Generation, GenerationCreated, GenerationListItem } from '../schemas/generation';
import { MESSAGES } from '../errors';
import { uuidv7 } from '../ids';
import { callRoute } from '../testing/call-route';
import { fixtureForm } from '../testing/cv-files';
import { useEmbeddedExecutor } from '../testing/executor';
import { createTestTenant } from '../testing/tenants';
import { completedAnalysis } from '../testing/analyses';

useEmbeddedExecutor();

describe('POST /generations', () => {
  it('renders a PDF (and a DOCX on Business) from an analysis, with signed links', async () => {
    const t = await createTestTenant({ plan: 'business' });
    const analysisId = await completedAnalysis(t.key);
    const r = await callRoute(createGeneration, '/api/v1/generations', {
      key: t.key,
      json: { analysisId, template: 'modern', region: 'GB' },
    });
    expect(r.status).toBe(201);
    const g = GenerationCreated.parse(r.body);
    expect(Object.keys(r.body).sort()).toEqual(['docx_url', 'id', 'meta', 'pdf_url']);
    expect(g.meta.credits.charged).toBe(2);
    expect(g.docx_url).toMatch(/\/api\/v1\/downloads\//);

    const pdf = await fetchSigned(g.pdf_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.headers.get('content-disposition')).toMatch(/Marcus_Whitfield_CV\.pdf/);
    const docx = await fetchSigned(g.docx_url!);
    expect(docx.status).toBe(200);
    expect(docx.bytes[0]).toBe(0x50); // PK: a zip archive

    const detail = await callRoute(getGeneration, `/api/v1/generations/${g.id}`, { key: t.key, params: { id: g.id } });
    const d = Generation.parse(detail.body);
    expect(d).toMatchObject({ id: g.id, analysis_id: analysisId, template_type: 'modern', region: 'GB', language: 'en', target_role: 'Backend Engineer' });
    expect((d.structured_cv as { basics: { name: string } }).basics.name).toBe('Marcus Whitfield');
    expect((d.improved_cv as { work: unknown[] }).work.length).toBeGreaterThanOrEqual(3);
    // fresh links each read
    expect(d.pdf_url).toMatch(/sig=/);

    const list = await callRoute(listGenerations, '/api/v1/generations', { key: t.key });
    expect(list.body.items).toHaveLength(1);
    const item = GenerationListItem.strict().parse(list.body.items[0]);
    expect(item).not.toHaveProperty('pdf_url');
  });

  it('gives no DOCX below the Business plan and takes an uploaded file', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const form = fixtureForm('docx-accountant-gb.docx', { template: 'classic', region: 'DE', language: 'de' });
    const r = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, form });
    expect(r.status).toBe(201);
    expect(r.body.docx_url).toBeNull();
    const d = await callRoute(getGeneration, '/x', { key: t.key, params: { id: r.body.id } });
    expect(d.body).toMatchObject({ template_type: 'classic', region: 'DE', language: 'de' });
    const a = await getDb().selectFrom('analyses').select(['status', 'file_type']).where('id', '=', d.body.analysis_id).executeTakeFirstOrThrow();
    expect(a).toEqual({ status: 'completed', file_type: 'docx' });
    const pdf = await fetchSigned(r.body.pdf_url);
    expect(pdf.headers.get('content-disposition')).toMatch(/Lebenslauf\.pdf|CV\.pdf/);
  });

  it('writes the improved CV in the language and conventions of the CV when the request names none', async () => {
    const t = await createTestTenant({ plan: 'starter' });
    const r = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, form: fixtureForm('docx-sales-es.docx', {}) });
    expect(r.status).toBe(201);
    const d = await callRoute(getGeneration, '/x', { key: t.key, params: { id: r.body.id } });
    expect(d.body).toMatchObject({ region: 'ES', language: 'es' });
    const pdf = await readPdf((await fetchSigned(r.body.pdf_url)).bytes);
    expect(pdf.text).toMatch(/Experiencia profesional/i);
    expect(pdf.text).not.toMatch(/^Experience$/m);
  });

  it('refuses unknown templates and regions with the allowed values, and bad bodies', async () => {
    const t = await createTestTenant();
    const analysisId = uuidv7();
    const tpl = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, json: { analysisId, template: 'fancy' } });
    expect(tpl.status).toBe(400);
    expect(tpl.body.error).toMatch(/classic, modern, executive, technical, minimal/);
    const reg = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, json: { analysis_id: analysisId, region: 'XX' } });
    expect(reg.status).toBe(400);
    expect(reg.body.error).toMatch(/US.*GB.*DE/);
    for (const json of [{}, { analysisId: 'x' }, { analysisId: 7 }]) {
      const r = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, json });
      expect(r.body).toEqual({ error: MESSAGES.invalidParams });
    }
    const missing = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, json: { analysisId } });
    expect(missing.status).toBe(404);
  });
});

describe('signed download links', () => {
  it('refuse tampered and expired links with 403', async () => {
    const t = await createTestTenant({ plan: 'business' });
    const analysisId = await completedAnalysis(t.key, 'txt-electrician-us.txt', 'Electrician');
    const r = await callRoute(createGeneration, '/api/v1/generations', { key: t.key, json: { analysisId } });
    const url = new URL(r.body.pdf_url);
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetchSigned(tampered.toString())).status).toBe(403);
    const otherFile = new URL(url);
    otherFile.pathname = `/api/v1/downloads/${new URL(r.body.docx_url).pathname.split('/').pop()}`;
    expect((await fetchSigned(otherFile.toString())).status).toBe(403);
    const { signDownloadUrl } = await import('../downloads/signed-url');
    const fileId = url.pathname.split('/').pop()!;
    const expired = signDownloadUrl(url.origin, fileId, 'x.pdf', Date.now() - 2 * 3600_000);
    const e = await fetchSigned(expired);
    expect(e.status).toBe(403);
    expect((await fetchSigned(url.toString())).status).toBe(200);
  });
});
