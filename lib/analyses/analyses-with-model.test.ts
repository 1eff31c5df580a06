/**
 * The analysis job with a language model configured: an OpenAI-compatible server (a local
 * stand-in speaking Chat Completions) is called in the "enrich" step, its answer lands in the
 * stored report, and the record completes through "persist". A failing model changes nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createAnalysis } from '../../app/api/v1/analyses/route';
import { GET as getAnalysis } from '../../app/api/v1/analyses/[id]/route';
import type { Result } from '../schemas/analysis';
import { resetEnvCache } from '../env';
import { waitFor } from '../jobs/wait-for';
import { callRoute } from '../testing/call-route';
import { fixtureForm } from '../testing/cv-files';
import { useEmbeddedExecutor } from '../testing/executor';
import { createTestTenant } from '../testing/tenants';

const SUMMARY = 'Data scientist who turns experiments and forecasting models into product decisions.';
let answer: 'enrich' | 'fail' = 'enrich';
const requests: unknown[] = [];

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    requests.push(JSON.parse(body));
    if (answer === 'fail') {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));
      return;
    }
    const content = JSON.stringify({ bullet_rewrites: [], summaries: [{ style: 'concise', text: SUMMARY }] });
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 0,
        model: 'stand-in',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvCache();
  await new Promise((r) => server.close(r));
});

useEmbeddedExecutor();

async function analyse() {
  const t = await createTestTenant({ plan: 'starter' });
  const r = await callRoute(createAnalysis, '/api/v1/analyses', { key: t.key, form: fixtureForm('pdf-data-scientist-gb.pdf', { target_role: 'Data Scientist' }) });
  expect(r.status).toBe(201);
  const done = await waitFor(
    () => callRoute(getAnalysis, `/api/v1/analyses/${r.body.id}`, { key: t.key, params: { id: r.body.id } }),
    (x) => x.body.status !== 'processing',
    30_000,
    20,
  );
  expect(done.body.status).toBe('completed');
  return done.body.result as Result;
}

describe('POST /analyses with a model configured', () => {
  it('runs the enrich step through the model and keeps its grounded summary', async () => {
    const before = requests.length;
    const result = await analyse();
    expect(requests.length).toBe(before + 1);
    expect(JSON.stringify(requests.at(-1))).toContain('Data Scientist');
    expect(result.generated_summaries.find((s) => s.style === 'concise')!.text).toBe(SUMMARY);
  });

  it('completes with the deterministic report when the model fails', async () => {
    answer = 'fail';
    const result = await analyse();
    expect(result.generated_summaries.find((s) => s.style === 'concise')!.text).not.toBe(SUMMARY);
    expect(result.granular_scores.overall_score).toBeGreaterThan(0);
  });
});
