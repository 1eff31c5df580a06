/**
 * A separate process running the app's real functions on the embedded executor, for crash
 * tests: `node --import tsx lib/testing/app-worker.ts`. Prints "ready" once started.
 */
import { functions } from '../../inngest';
import { startEmbeddedExecutor } from '../../inngest/embedded/executor';
import { runEngineTask } from '../engine/pool';

void runEngineTask('warmUp', undefined).then(() => {
  startEmbeddedExecutor({ functions, concurrency: 2, pollMs: 20, leaseMs: Number(process.env.TEST_LEASE_MS ?? 1_500) });
  console.log('ready');
});
