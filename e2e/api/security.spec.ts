/** Issue 18 against a real server: unknown paths, curl's retried upload, DELETE with its 204. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newKey, ROOT } from './support';

const CV = path.join(ROOT, 'lib/engine/cv/fixtures/txt-electrician-us.txt');

test('every unknown /api/v1 path and method answers 404 {"error": "Resource not found"}', async ({ request }) => {
  for (const [method, p] of [
    ['GET', '/api/v1/nope'],
    ['GET', '/api/v1'],
    ['POST', '/api/v1/analyses/0190b3a0-0000-7000-8000-000000000000/report'],
    ['DELETE', '/api/v1/usage'],
    ['PUT', '/api/v1/analyses'],
    ['PATCH', '/api/v1/generations/0190b3a0-0000-7000-8000-000000000000'],
  ] as const) {
    const res = await request.fetch(p, { method, headers: { 'x-api-key': 'cvl_whatever' } });
    expect(res.status(), `${method} ${p}`).toBe(404);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(await res.json(), `${method} ${p}`).toEqual({ error: 'Resource not found' });
  }
});

test("the README's curl upload, retried with the same Idempotency-Key, replays the first answer; DELETE then erases it", async ({ baseURL }) => {
  const key = newKey();
  const curl = (...args: string[]) => execFileSync('curl', ['-s', '-i', ...args], { encoding: 'utf8' });
  const upload = () =>
    curl('-H', `x-api-key: ${key}`, '-H', 'Idempotency-Key: readme-retry-1', '-F', `file=@${CV}`, '-F', 'target_role=Electrician', `${baseURL}/api/v1/analyses`);
  const split = (raw: string) => {
    const [head, ...body] = raw.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body.join('\r\n\r\n')) };
  };
  const first = split(upload());
  const second = split(upload());
  expect(first.status).toBe(201);
  expect(second.status).toBe(201);
  expect(second.head).toContain('idempotent-replayed: true');
  expect(second.body).toEqual(first.body);

  // the analysis may still be processing (a cold server): wait for it, as a DELETE then answers 409
  await expect.poll(() => split(curl('-H', `x-api-key: ${key}`, `${baseURL}/api/v1/analyses/${first.body.id}/status`)).body.status, { timeout: 60_000 }).not.toBe('processing');
  const del = curl('-X', 'DELETE', '-H', `x-api-key: ${key}`, `${baseURL}/api/v1/analyses/${first.body.id}`);
  expect(del.split(' ')[1]).toBe('204');
  const gone = split(curl('-H', `x-api-key: ${key}`, `${baseURL}/api/v1/analyses/${first.body.id}`));
  expect(gone.status).toBe(404);
  expect(gone.body).toEqual({ error: 'Resource not found' });
});
