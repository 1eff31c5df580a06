/**
 * Every statement on inngest_runs. Writes made while a run is leased name the lease owner, so
 * a process that lost its lease (it stalled and another took the run over) changes nothing:
 * those functions return false and the caller drops the run.
 */
import { sql, type Selectable, type UpdateObject } from 'kysely';
import type { DbOrTx } from '../../db/index';
import type { Database } from '../../db/types';
import type { InngestRunsTable, StoredEvent, StoredStep } from '../../db/run-types';
import { uuidv7 } from '../../lib/ids';

export type RunRow = Selectable<InngestRunsTable>;

export const RUNS_CHANNEL = 'inngest_runs';
/** the payload of a notification about runs only; any other payload may mean events wait too */
export const RUNS_QUEUED = 'runs';

export interface NewRun {
  functionId: string;
  event: StoredEvent;
  maxAttempts: number;
}

export async function insertRuns(db: DbOrTx, runs: NewRun[]): Promise<string[]> {
  if (runs.length === 0) return [];
  const rows = runs.map((r) => ({
    id: uuidv7(),
    function_id: r.functionId,
    event: JSON.stringify(r.event),
    max_attempts: r.maxAttempts,
    steps: '{}',
    stack: '[]',
  }));
  await db.insertInto('inngest_runs').values(rows).execute();
  return rows.map((r) => r.id);
}

/**
 * Wakes every listening executor; inside a transaction PostgreSQL delivers it at commit. Say
 * whether events were stored: only then must an executor turn events into runs before it
 * claims one.
 */
export async function notifyExecutors(db: DbOrTx, queued: 'events' | 'runs'): Promise<void> {
  await sql`select pg_notify(${RUNS_CHANNEL}, ${queued === 'runs' ? RUNS_QUEUED : 'events'})`.execute(db);
}

/**
 * Leases the most overdue run of one of `functionIds`: a queued run whose time has come, or a
 * running one whose lease expired (its process died). SKIP LOCKED lets several processes
 * claim at once without waiting on each other or taking the same run. Taking over an expired
 * lease counts as a failed attempt of the step that was in flight: a job that takes its whole
 * process down each time it runs then ends after its attempts instead of forever.
 */
export async function claimDueRun(
  db: DbOrTx,
  { owner, functionIds, leaseMs }: { owner: string; functionIds: string[]; leaseMs: number },
): Promise<RunRow | undefined> {
  if (functionIds.length === 0) return undefined;
  const r = await sql<RunRow>`
    update inngest_runs set status = 'running', lease_owner = ${owner},
      attempt = case when status = 'running' then attempt + 1 else attempt end,
      lease_expires_at = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
    where id = (
      select id from inngest_runs
      where function_id = any(${functionIds}::text[])
        and ((status = 'queued' and next_run_at <= now())
          or (status = 'running' and lease_expires_at < now()))
      order by next_run_at
      limit 1
      for update skip locked)
    returning *`.execute(db);
  return r.rows[0];
}

/** Updates a run only while `owner` still holds its lease; false when the lease was lost. */
async function updateLeasedRun(db: DbOrTx, runId: string, owner: string, set: UpdateObject<Database, 'inngest_runs'>) {
  const r = await db
    .updateTable('inngest_runs')
    .set(set)
    .where('id', '=', runId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** What ends a lease: the run leaves `running` and no one owns it. */
const RELEASED = { lease_owner: null, lease_expires_at: null, updated_at: sql`now()` } satisfies UpdateObject<Database, 'inngest_runs'>;

export function extendLease(db: DbOrTx, runId: string, owner: string, leaseMs: number): Promise<boolean> {
  return updateLeasedRun(db, runId, owner, { lease_expires_at: sql`now() + ${leaseMs} * interval '1 millisecond'`, updated_at: sql`now()` });
}

/** Memoizes one finished step and renews the lease, in one statement; the next step starts at attempt 0. */
export function saveStep(
  db: DbOrTx,
  { runId, owner, stepId, result, leaseMs }: { runId: string; owner: string; stepId: string; result: StoredStep; leaseMs: number },
): Promise<boolean> {
  return updateLeasedRun(db, runId, owner, {
    steps: sql`steps || jsonb_build_object(${stepId}::text, ${JSON.stringify(result)}::jsonb)`,
    stack: sql`stack || jsonb_build_array(${stepId}::text)`,
    attempt: 0,
    lease_expires_at: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    updated_at: sql`now()`,
  });
}

/**
 * Gives the run back to the queue, due after `delayMs`: a retry (with its attempt number and
 * error), the end of a step.sleep (with the sleep's step to memoize), or a graceful shutdown.
 */
export async function requeueRun(
  db: DbOrTx,
  {
    runId,
    owner,
    delayMs,
    attempt,
    lastError,
    step,
  }: { runId: string; owner: string; delayMs: number; attempt?: number; lastError?: unknown; step?: { id: string; result: StoredStep } },
): Promise<boolean> {
  return updateLeasedRun(db, runId, owner, {
    ...RELEASED,
    status: 'queued',
    next_run_at: sql`now() + ${Math.max(0, Math.round(delayMs))} * interval '1 millisecond'`,
    ...(attempt === undefined ? {} : { attempt }),
    ...(lastError === undefined ? {} : { last_error: JSON.stringify(lastError) }),
    ...(step
      ? {
          steps: sql`steps || jsonb_build_object(${step.id}::text, ${JSON.stringify(step.result)}::jsonb)`,
          stack: sql`stack || jsonb_build_array(${step.id}::text)`,
        }
      : {}),
  });
}

export function completeRun(db: DbOrTx, runId: string, owner: string, output: unknown): Promise<boolean> {
  return updateLeasedRun(db, runId, owner, { ...RELEASED, status: 'completed', output: JSON.stringify(output ?? null) });
}

/**
 * Marks the run failed for good and, when the function has an `onFailure` handler, queues the
 * run of that handler with the `inngest/function.failed` event Inngest would send. Pass a
 * transaction so the failure and its handler's run are one change. Returns the failure run id,
 * null when there is no handler, or false when the lease was lost.
 */
export async function failRun(
  db: DbOrTx,
  {
    run,
    owner,
    error,
    failure,
  }: { run: RunRow; owner: string; error: unknown; failure?: { functionId: string; maxAttempts: number } },
): Promise<string | null | false> {
  if (!(await updateLeasedRun(db, run.id, owner, { ...RELEASED, status: 'failed', last_error: JSON.stringify(error ?? null) }))) return false;
  if (!failure) return null;
  const eventId = uuidv7();
  const [failureRunId] = await insertRuns(db, [
    {
      functionId: failure.functionId,
      maxAttempts: failure.maxAttempts,
      event: {
        name: 'inngest/function.failed',
        id: eventId,
        ts: Date.now(),
        data: { function_id: run.function_id, run_id: run.id, error, event: run.event },
      },
    },
  ]);
  await notifyExecutors(db, 'runs');
  return failureRunId;
}

/** Hands a leased run back untouched (graceful shutdown): another process may continue it at once. */
export function releaseRun(db: DbOrTx, runId: string, owner: string): Promise<boolean> {
  return requeueRun(db, { runId, owner, delayMs: 0 });
}
