/**
 * What crosses between an engine pool and its worker processes. An AppError (a file the engine
 * refuses, with the status and message the client must see) crosses back as plain data, since
 * only an error's message survives the process boundary.
 */
import { AppError } from '../../errors';

export interface EngineRequest {
  task: string;
  input: unknown;
}

export type EngineResponse = { ok: true; value: unknown } | { ok: false; error: { status: number; message: string; code: string } };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each task declares its own input
export type TaskTable = Record<string, (input: any) => Promise<unknown>>;

/** Runs one request against a worker's task table (worker.ts, scan-worker.ts). */
export async function answerEngineRequest(tasks: TaskTable, { task, input }: EngineRequest): Promise<EngineResponse> {
  const run = tasks[task];
  if (!run) throw new Error(`unknown engine task ${task}`);
  // the task's deadline runs from here, not from when a (re)started worker was still loading
  process.send?.({ engineTaskStarted: task });
  try {
    return { ok: true, value: await run(input) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: { status: error.status, message: error.message, code: error.code } };
    throw error;
  }
}
