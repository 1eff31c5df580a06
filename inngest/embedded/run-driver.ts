/**
 * Drives one leased run: calls the function, commits what each call produced, and calls again
 * until the run returns, fails for good, waits (retry backoff, step.sleep) or is handed back.
 * Each step's result is committed before the next call, so after a crash only the step that
 * was in flight runs again.
 */
import type { Db } from '../../db/index';
import type { StoredStep } from '../../db/run-types';
import { retryDelayMs, sleepDelayMs } from './delays';
import type { CallOutcome, FunctionCall, StepOp } from './function-call';
import type { FunctionRoute } from './function-routes';
import { completeRun, extendLease, failRun, releaseRun, requeueRun, saveStep, type RunRow } from './run-store';

export interface RunDriverDeps {
  db: Db;
  owner: string;
  leaseMs: number;
  retryBaseMs: number;
  call: (call: FunctionCall) => Promise<CallOutcome>;
  /** true once the executor is stopping: hand the run back between steps */
  shouldYield: () => boolean;
  onFailed: (run: RunRow, error: unknown) => Promise<void>;
}

export type RunEnd = 'completed' | 'failed' | 'waiting' | 'released' | 'lease-lost';

/** The ops of the step kinds the app's functions use; anything else fails the run. */
const SUPPORTED_OPS = new Set(['StepRun', 'StepFailed', 'StepError', 'StepPlanned', 'Sleep', 'RunComplete']);

export async function driveRun(run: RunRow, route: Pick<FunctionRoute, 'failure'>, deps: RunDriverDeps): Promise<RunEnd> {
  const { db, owner, leaseMs } = deps;
  const steps: Record<string, StoredStep> = { ...run.steps };
  const stack = [...run.stack];
  let attempt = run.attempt;
  let plannedStep: string | undefined;

  const memoize = async (stepId: string, result: StoredStep): Promise<boolean> => {
    if (!(await saveStep(db, { runId: run.id, owner, stepId, result, leaseMs }))) return false;
    steps[stepId] = result;
    stack.push(stepId);
    attempt = 0;
    return true;
  };
  const fail = async (error: unknown): Promise<RunEnd> => {
    const failed = await db.transaction().execute((trx) => failRun(trx, { run, owner, error, failure: route.failure }));
    if (failed === false) return 'lease-lost';
    await deps.onFailed(run, error);
    return 'failed';
  };
  const retryLater = async (error: unknown, retryAfter: string | null): Promise<RunEnd> => {
    const next = attempt + 1;
    const delayMs = retryDelayMs(next, deps.retryBaseMs, retryAfter);
    return (await requeueRun(db, { runId: run.id, owner, delayMs, attempt: next, lastError: error })) ? 'waiting' : 'lease-lost';
  };
  const lastAttempt = () => attempt + 1 >= run.max_attempts;

  // every attempt of the step in flight ended with its process: do not run it once more
  if (attempt >= run.max_attempts) {
    return fail({ name: 'NonRetriableError', message: `The job stopped its server ${attempt} times in a row, so it was not run again.` });
  }

  for (;;) {
    if (deps.shouldYield()) return (await releaseRun(db, run.id, owner)) ? 'released' : 'lease-lost';
    const outcome = await withHeartbeat(deps, run.id, () =>
      deps.call({
        functionId: run.function_id,
        runId: run.id,
        event: run.event,
        steps,
        stack,
        attempt,
        maxAttempts: run.max_attempts,
        stepId: plannedStep,
      }),
    );
    plannedStep = undefined;

    if (outcome.kind === 'returned') return (await completeRun(db, run.id, owner, outcome.output)) ? 'completed' : 'lease-lost';
    if (outcome.kind === 'error') {
      return outcome.retriable && !lastAttempt() ? retryLater(outcome.error, outcome.retryAfter) : fail(outcome.error);
    }

    const unsupported = outcome.ops.find((o) => !SUPPORTED_OPS.has(o.op));
    if (unsupported) return fail(unsupportedError(unsupported));
    const op = outcome.ops[0];
    if (!op) return fail({ name: 'Error', message: 'the SDK answered 206 without ops' });
    switch (op.op) {
      case 'StepRun':
        if (!(await memoize(op.id, { type: 'data', data: op.data ?? null }))) return 'lease-lost';
        break;
      case 'StepError':
        // The SDK already reports the last attempt as StepFailed; this guards a mismatch.
        if (!lastAttempt()) return retryLater(op.error, outcome.retryAfter);
        if (!(await memoize(op.id, { type: 'error', error: op.error }))) return 'lease-lost';
        break;
      case 'StepFailed':
        // Memoized as an error: the next call throws it inside the function, which may catch it.
        if (!(await memoize(op.id, { type: 'error', error: op.error }))) return 'lease-lost';
        break;
      case 'Sleep': {
        const step = { id: op.id, result: { type: 'data', data: null } as StoredStep };
        const delayMs = sleepDelayMs(op.name ?? '');
        return (await requeueRun(db, { runId: run.id, owner, delayMs, attempt: 0, step })) ? 'waiting' : 'lease-lost';
      }
      case 'StepPlanned':
        // Parallel steps come back planned; they run one per call, the rest are planned again.
        plannedStep = op.id;
        break;
      case 'RunComplete':
        return (await completeRun(db, run.id, owner, op.data)) ? 'completed' : 'lease-lost';
    }
  }
}

/** Keeps the lease alive while a long step runs, so no other process takes the run over. */
async function withHeartbeat<T>(deps: RunDriverDeps, runId: string, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    extendLease(deps.db, runId, deps.owner, deps.leaseMs).catch((err) =>
      console.error(`[inngest] could not extend the lease of run ${runId}:`, (err as Error).message),
    );
  }, Math.max(10, Math.floor(deps.leaseMs / 3)));
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

function unsupportedError(op: StepOp) {
  return {
    name: 'NonRetriableError',
    message: `"${op.displayName ?? op.id}" uses ${op.op}, which the embedded executor does not support (step.run, step.sleep and step.sendEvent are)`,
  };
}
