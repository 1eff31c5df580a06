/** Runs the app's real Inngest functions in the test process, as the server does by default. */
import { afterAll, beforeAll } from 'vitest';
import { functions } from '../../inngest';
import { startEmbeddedExecutor, stopEmbeddedExecutor } from '../../inngest/embedded/executor';
import { runEngineTask, stopEnginePool } from '../engine/pool';
import { setRateLimiter } from '../rate-limit';
import { memoryLimiter } from '../rate-limit/memory-limiter';

export function useEmbeddedExecutor(opts: { retryBaseMs?: number } = {}) {
  beforeAll(async () => {
    // the engine's worker starts once per test file; its start is not what the tests measure
    await runEngineTask('warmUp', undefined);
    // API suites make many calls per key; the limit itself is tested in lib/rate-limit
    setRateLimiter(memoryLimiter(10_000, 60_000));
    startEmbeddedExecutor({ functions, pollMs: 100, retryBaseMs: opts.retryBaseMs ?? 50 });
  });
  afterAll(async () => {
    await stopEmbeddedExecutor({ timeoutMs: 5_000 });
    await stopEnginePool();
    setRateLimiter(undefined);
  });
}
