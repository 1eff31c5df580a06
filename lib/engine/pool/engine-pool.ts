/**
 * The engine runs in a small pool of worker processes, never on the thread that answers
 * requests: one hostile upload can then cost a worker, not the service. Each task has a
 * deadline that kills its worker (a stuck synchronous loop cannot be interrupted any other
 * way), each worker a heap cap and a resident-memory watchdog, and the queue a bound. A killed
 * or crashed worker is replaced by tinypool. Processes, not threads: a V8 fatal error (pdf.js
 * hitting "invalid size") takes down its whole process, and that must not be the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import { AppError, isErrorCode } from '../../errors';
import { workerBundle } from './worker-bundle';
import type { EngineRequest, EngineResponse, TaskTable } from './worker-protocol';

export interface EnginePoolSettings {
  /** the worker's entry, relative to the repository root */
  worker: string;
  workers: number;
  /** V8 old-space cap of each worker */
  heapMb: number;
  /** a worker above this resident size is killed with its task */
  rssMb: number;
  /**
   * A worker left above this resident size by a task is replaced before it takes another: V8
   * and the allocator keep what a large file made them grow, so a worker that read one stays
   * that size for every CV after it. Unset: workers are kept whatever their size.
   */
  recycleMb?: number;
  /** tasks waiting for a worker beyond this are refused */
  queueMax: number;
  /** deadline of a task once it runs, per task */
  deadlineMs: (task: string) => number;
  /** repository root: the worker's source and tsx are found under it */
  root: string;
  /**
   * Niceness of the workers above the server's own (0–19): the request thread must win the CPU over a CV being read,
   * or every status and read waits behind the creates; idle CPU still goes to the workers.
   */
  nice: number;
}

export const defaultWorkerCount = () => Math.max(1, os.availableParallelism() - 1);

/** How long a task may wait for a new worker to start and take it; the task's own deadline starts then. */
const WORKER_START_MS = 60_000;

export const engineBusy = () =>
  new AppError('engine_busy', 'The service is busy reading other CVs; try again in a few seconds.');

const duration = (ms: number) => (ms < 2_000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`);

const tookTooLong = (task: string, ms: number) =>
  new AppError(
    'engine_timeout',
    task === 'readScan'
      ? `Reading this scan took longer than ${duration(ms)}, far more than a few pages need, so it was stopped. Upload a PDF exported from your word processor or CV builder, or a sharper scan with fewer pages.`
      : task === 'checkUpload'
        ? `Reading this file took longer than ${duration(ms)}, far more than any CV needs, so it was stopped. Export your CV to PDF again from your editor, or upload it as a DOCX file.`
        : `This step took longer than ${duration(ms)}, far more than this service allows for it, so it was stopped.`,
  );

const stoppedReading = (reason: 'memory' | 'crash') =>
  new AppError(
    reason === 'memory' ? 'engine_memory' : 'engine_crashed',
    reason === 'memory'
      ? 'Reading this file needed far more memory than any CV does, so it was stopped. Export your CV to PDF again from your editor, or upload it as a DOCX file.'
      : 'This file made the reader stop: it is damaged or built to be hard to read. Export your CV to PDF again from your editor, or upload it as a DOCX file.',
  );

/** True for the errors that say the input itself is at fault and must not be retried. */
export const isEngineLimitError = (error: unknown) =>
  error instanceof AppError && ['engine_timeout', 'engine_memory', 'engine_crashed'].includes(error.code);

function residentMb(pid: number): number | null {
  try {
    const statm = fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return (Number(statm[1]) * 4096) / (1024 * 1024);
  } catch {
    return null;
  }
}

export class EnginePool<Tasks extends TaskTable> {
  private pool: Tinypool | null = null;
  private readonly ready: Promise<Tinypool>;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly killedForMemory = new Set<number>();
  private readonly reniced = new Set<number>();
  private readonly watchdog: NodeJS.Timeout;
  private recycling: Promise<void> | null = null;

  constructor(readonly settings: EnginePoolSettings) {
    const worker = path.join(/*turbopackIgnore: true*/ settings.root, settings.worker);
    const tsx = path.join(/*turbopackIgnore: true*/ settings.root, 'node_modules/tsx/dist/loader.mjs');
    if (!fs.existsSync(worker) || !fs.existsSync(tsx)) {
      throw new Error(`The engine worker was not found under ${settings.root}: start the service from the repository root`);
    }
    this.ready = workerBundle(settings.root, settings.worker).then((bundle) => {
      const pool = new Tinypool({
        runtime: 'child_process',
        // the sources through tsx only when no bundle could be built here
        filename: bundle ?? worker,
        minThreads: settings.workers,
        maxThreads: settings.workers,
        // the semaphore below keeps tinypool's own queue empty; this only guards a slip
        maxQueue: settings.queueMax + settings.workers,
        serialization: 'advanced',
        execArgv: [...(bundle ? [] : ['--import', pathToFileURL(tsx).href]), `--max-old-space-size=${settings.heapMb}`],
        terminateTimeout: 2_000,
      });
      pool.on('error', (err) => console.error('[engine] worker error:', (err as Error).message));
      this.pool = pool;
      return pool;
    });
    // a failure to start shows on the first task, which awaits `ready`
    this.ready.catch(() => undefined);
    this.watchdog = setInterval(() => this.killOversizedWorkers(), 200).unref();
  }

  /** Workers' process ids, for tests and memory reports. */
  get pids(): number[] {
    return (this.pool?.threads ?? []).map((t) => t.threadId).filter((id): id is number => typeof id === 'number' && id > 0);
  }

  /** New workers (tinypool replaces killed ones) take the pool's niceness; dead ones are forgotten. */
  private reniceWorkers(pids: number[]) {
    for (const pid of this.reniced) if (!pids.includes(pid)) this.reniced.delete(pid);
    for (const pid of pids) {
      if (this.reniced.has(pid)) continue;
      this.reniced.add(pid);
      try {
        os.setPriority(pid, Math.min(19, os.getPriority() + this.settings.nice));
      } catch {
        // gone already, or not ours to renice: it runs at the server's priority
      }
    }
  }

  private killOversizedWorkers() {
    const pids = this.pids;
    this.reniceWorkers(pids);
    for (const pid of pids) {
      const rss = residentMb(pid);
      if (rss !== null && rss > this.settings.rssMb) {
        this.killedForMemory.add(pid);
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.settings.workers) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.settings.queueMax) return Promise.reject(engineBusy());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  async run<T extends keyof Tasks & string>(task: T, input: Parameters<Tasks[T]>[0]): Promise<Awaited<ReturnType<Tasks[T]>>> {
    await this.acquire();
    const deadlineMs = this.settings.deadlineMs(task);
    const controller = new AbortController();
    let timedOut = false;
    const stop = () => {
      timedOut = true;
      controller.abort();
    };
    let timer = setTimeout(stop, WORKER_START_MS);
    // the worker says when it starts the task (worker.ts): only then does the deadline run
    const channel = {
      postMessage: (message: unknown) => {
        if ((message as { engineTaskStarted?: string } | null)?.engineTaskStarted !== task) return;
        clearTimeout(timer);
        timer = setTimeout(stop, deadlineMs);
      },
    };
    const pidsBefore = new Set(this.pids);
    try {
      const request: EngineRequest = { task, input };
      const pool = await this.ready;
      this.reniceWorkers(this.pids);
      const response = (await pool.run(request, { signal: controller.signal, channel })) as EngineResponse;
      // the worker's error crosses as plain data; its code is one of lib/errors.ts (500 otherwise)
      if (!response.ok) throw isErrorCode(response.error.code) ? new AppError(response.error.code, response.error.message) : new Error(response.error.message);
      return response.value as Awaited<ReturnType<Tasks[T]>>;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (timedOut) throw tookTooLong(task, deadlineMs);
      const message = (error as { message?: string } | null)?.message ?? String(error);
      if (/exited unexpectedly|terminated|heap out of memory/i.test(message)) {
        const killed = [...pidsBefore].some((pid) => this.killedForMemory.delete(pid));
        throw stoppedReading(killed ? 'memory' : 'crash');
      }
      // a bug in the engine: the caller reports it as an internal error
      throw Object.assign(new Error(message), { stack: (error as { stack?: string }).stack });
    } finally {
      clearTimeout(timer);
      // before the slot is released: no task is handed to a worker that is being replaced
      await this.recycleOversizedWorkers();
      this.release();
    }
  }

  /**
   * Replaces the workers when one is above `recycleMb` between tasks (tinypool's recycleWorkers:
   * idle ones now, busy ones after their task). Never fails the task that triggered it.
   */
  private async recycleOversizedWorkers() {
    const limit = this.settings.recycleMb;
    if (limit === undefined || !this.pool) return;
    if (!this.recycling && this.pids.some((pid) => (residentMb(pid) ?? 0) > limit)) {
      const pool = this.pool;
      this.recycling = pool
        .recycleWorkers()
        .catch((error) => console.error('[engine] could not replace the workers:', (error as Error).message))
        .finally(() => (this.recycling = null));
    }
    await this.recycling;
  }

  async destroy(): Promise<void> {
    clearInterval(this.watchdog);
    await (await this.ready.catch(() => null))?.destroy();
  }
}
