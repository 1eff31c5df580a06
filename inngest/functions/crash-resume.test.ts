import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { getDb } from '../../db/index';
import { POST as createAnalysis } from '../../app/api/v1/analyses/route';
import { createEmbeddedExecutor, type EmbeddedExecutor } from '../embedded/executor';
import { functions } from '../index';
import { waitFor } from '../../lib/jobs/wait-for';
import { callRoute } from '../../lib/testing/call-route';
import { fixtureForm } from '../../lib/testing/cv-files';
import { createTestTenant } from '../../lib/testing/tenants';
import { setRateLimiter } from '../../lib/rate-limit';
import { memoryLimiter } from '../../lib/rate-limit/memory-limiter';
import { resetEnvCache } from '../../lib/env';

const ROOT = path.resolve(import.meta.dirname, '../..');
let takeover: EmbeddedExecutor | undefined;
afterAll(async () => {
  await takeover?.stop();
  setRateLimiter(undefined);
});

function startWorker() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'lib/testing/app-worker.ts')], {
    cwd: ROOT,
    env: { ...process.env, TEST_LEASE_MS: '1500' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
  });
  return { child, ready };
}

describe('a server process killed mid-run', () => {
  it('leaves the analysis to be resumed by another process, which completes it', async () => {
    setRateLimiter(memoryLimiter(1_000, 60_000));
    // answer at once: the test process itself runs no executor until the worker is dead
    process.env.ANALYSIS_WAIT_MS = '0';
    resetEnvCache();
    const db = getDb();
    const t = await createTestTenant({ plan: 'starter' });
    const worker = startWorker();
    await worker.ready;

    const runOf = (id: string) =>
      db
        .selectFrom('inngest_runs')
        .select(['id', 'status', 'lease_owner'])
        .where('function_id', '=', 'cvlens-analyse-cv')
        .where(sql<string>`event->'data'->>'id'`, '=', id)
        .executeTakeFirst();
    // kill -9 as soon as the worker has leased a run; a run is quick, so one may finish
    // before we look: then another analysis is started, until one is caught mid-run
    let id = '';
    let seen: Awaited<ReturnType<typeof runOf>>;
    for (let attempt = 0; attempt < 10 && seen?.status !== 'running'; attempt++) {
      const r = await callRoute(createAnalysis, '/api/v1/analyses', { key: t.key, form: fixtureForm('pdf-backend-engineer-us.pdf') });
      expect(r.status).toBe(201);
      id = r.body.id as string;
      seen = await waitFor(() => runOf(id), (run) => run?.status === 'running' || run?.status === 'completed', 20_000, 1);
    }
    worker.child.kill('SIGKILL');
    delete process.env.ANALYSIS_WAIT_MS;
    resetEnvCache();
    expect(seen?.status).toBe('running');
    expect(seen?.lease_owner).toContain(`:${worker.child.pid}:`);

    takeover = createEmbeddedExecutor({ functions, pollMs: 100, leaseMs: 1_500 });
    const row = await waitFor(
      () => db.selectFrom('analyses').select(['status', 'score_overall']).where('id', '=', id).executeTakeFirstOrThrow(),
      (a) => a.status !== 'processing',
      30_000,
    );
    expect(row.status).toBe('completed');
    expect(row.score_overall).toBeGreaterThan(0);
    // the record completes within the run's last step; the run itself a moment later
    const run = await waitFor(() => runOf(id), (r) => r?.status !== 'running', 10_000);
    expect(run?.status).toBe('completed');
    expect(run?.lease_owner).toBeNull();
  });
});
