/**
 * A separate process running an embedded executor, for the crash and multi-process tests:
 * `node --import tsx inngest/embedded/test-worker.ts crash|shared`. Prints "ready" once
 * started; SIGTERM stops it gracefully.
 */
import { closeDb } from '../../db/index';
import { startEmbeddedExecutor, stopEmbeddedExecutor } from './executor';
import { crashEveryTime, crashInStepTwo, threeSteps } from './test-worker-functions';

const scenario = process.argv[2];
const SCENARIOS = { crash: [crashInStepTwo], poison: [crashEveryTime], shared: [threeSteps] } as const;
const functions = SCENARIOS[scenario as keyof typeof SCENARIOS];
if (!functions) throw new Error(`unknown scenario "${scenario}"`);

startEmbeddedExecutor({
  functions: [...functions],
  concurrency: 3,
  pollMs: 200,
  leaseMs: Number(process.env.TEST_LEASE_MS ?? 2_000),
});
process.once('SIGTERM', async () => {
  await stopEmbeddedExecutor();
  await closeDb();
  process.exit(0);
});
console.log('ready');
