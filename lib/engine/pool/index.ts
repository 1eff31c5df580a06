/**
 * The process-wide engine pools, created on first use: processes that never touch the engine
 * (the CLI, most tests) start no workers. Everything in the service that reads, analyses,
 * generates or renders goes through runEngineTask; reading a scan by OCR through runScanTask,
 * in a pool of its own (scan-tasks.ts), so a scan being read never holds up an upload check.
 */
import { env } from '../../env';
import { defaultWorkerCount, EnginePool } from './engine-pool';
import type { ScanTasks } from './scan-tasks';
import type { EngineTaskName, EngineTasks } from './tasks';

export { engineBusy, isEngineLimitError } from './engine-pool';
export type { ReportInput, RenderCvInput } from './tasks';

// On globalThis, not in module state: Next.js bundles route handlers and instrumentation apart.
const processWide = globalThis as unknown as { __cvlensEnginePool?: EnginePool<EngineTasks>; __cvlensScanPool?: EnginePool<ScanTasks> };

export function enginePool(): EnginePool<EngineTasks> {
  if (!processWide.__cvlensEnginePool) {
    const e = env();
    processWide.__cvlensEnginePool = new EnginePool<EngineTasks>({
      worker: 'lib/engine/pool/worker.ts',
      workers: e.ENGINE_WORKERS ?? defaultWorkerCount(),
      heapMb: e.ENGINE_HEAP_MB,
      rssMb: e.ENGINE_RSS_MB,
      recycleMb: e.ENGINE_RECYCLE_MB,
      nice: e.ENGINE_NICE,
      queueMax: e.ENGINE_QUEUE_MAX,
      // warming up loads the engines, which a busy machine may take its time over
      deadlineMs: (task) => (task === 'warmUp' ? Math.max(60_000, e.ENGINE_TIMEOUT_MS) : task === 'renderCv' ? 2 * e.ENGINE_TIMEOUT_MS : e.ENGINE_TIMEOUT_MS),
      root: process.cwd(),
    });
  }
  return processWide.__cvlensEnginePool;
}

/** The OCR's workers: seconds a page and a few hundred megabytes, so a deadline, a memory cap and a recycle size of their own. */
export function scanPool(): EnginePool<ScanTasks> {
  if (!processWide.__cvlensScanPool) {
    const e = env();
    processWide.__cvlensScanPool = new EnginePool<ScanTasks>({
      worker: 'lib/engine/pool/scan-worker.ts',
      workers: e.OCR_WORKERS,
      heapMb: e.ENGINE_HEAP_MB,
      rssMb: e.OCR_RSS_MB,
      recycleMb: e.OCR_RECYCLE_MB,
      nice: e.ENGINE_NICE,
      queueMax: e.ENGINE_QUEUE_MAX,
      deadlineMs: () => e.OCR_TIMEOUT_MS,
      root: process.cwd(),
    });
  }
  return processWide.__cvlensScanPool;
}

export function runEngineTask<T extends EngineTaskName>(task: T, input: Parameters<EngineTasks[T]>[0]) {
  return enginePool().run(task, input);
}

export function runScanTask<T extends keyof ScanTasks>(task: T, input: Parameters<ScanTasks[T]>[0]) {
  return scanPool().run(task, input);
}

export async function stopEnginePool(): Promise<void> {
  const pools = [processWide.__cvlensEnginePool, processWide.__cvlensScanPool];
  processWide.__cvlensEnginePool = undefined;
  processWide.__cvlensScanPool = undefined;
  await Promise.all(pools.map((pool) => pool?.destroy()));
}
