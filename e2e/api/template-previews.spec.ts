/**
 * Every template rendered through the API, its first page turned into a PNG with pdftoppm and
 * kept under e2e/artifacts/templates/ for a person to look at.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newKey, ROOT } from './support';

const TEMPLATES = ['classic', 'modern', 'executive', 'technical', 'minimal'];
const OUT = path.join(ROOT, 'e2e/artifacts/templates');

test('each template renders a distinct, readable first page', async ({ request }) => {
  test.setTimeout(240_000);
  const key = newKey('business');
  const cv = fs.readFileSync(path.join(ROOT, 'lib/engine/cv/fixtures/pdf-backend-engineer-us.pdf'));
  const created = await request.post('/api/v1/analyses', {
    headers: { 'x-api-key': key },
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv }, target_role: 'Backend Engineer' },
  });
  expect(created.status()).toBe(201);
  const analysisId = (await created.json()).id;
  await expect
    .poll(async () => (await (await request.get(`/api/v1/analyses/${analysisId}/status`, { headers: { 'x-api-key': key } })).json()).status, {
      timeout: 60_000,
    })
    .toBe('completed');

  fs.mkdirSync(OUT, { recursive: true });
  const digests = new Set<string>();
  for (const template of TEMPLATES) {
    const g = await request.post('/api/v1/generations', { headers: { 'x-api-key': key }, data: { analysisId, template, region: 'US' } });
    expect(g.status(), template).toBe(201);
    const pdf = await request.get((await g.json()).pdf_url);
    expect(pdf.status()).toBe(200);
    const pdfPath = path.join(OUT, `${template}.pdf`);
    fs.writeFileSync(pdfPath, await pdf.body());
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfPath, path.join(OUT, template)]);
    const png = fs.readFileSync(path.join(OUT, `${template}.png`));
    expect(png.length).toBeGreaterThan(5_000);
    digests.add(createHash('sha256').update(png).digest('hex'));
  }
  expect(digests.size).toBe(TEMPLATES.length);
});
