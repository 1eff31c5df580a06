/** Tables of the embedded Inngest executor (inngest/embedded), created by 2026-11-22T0100-inngest-runs. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNullable = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as a JSON string, read back parsed */
type Json<T> = ColumnType<T, string | undefined, string>;
type JsonNullable<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type RunStatus = 'queued' | 'running' | 'completed' | 'failed';

/** An event as Inngest delivers it to a function. */
export interface StoredEvent {
  name: string;
  data: Record<string, unknown>;
  id: string;
  ts: number;
  [key: string]: unknown;
}

/** A memoized step result, in the shape the SDK expects in the request's `steps`. */
export type StoredStep = { type: 'data'; data: unknown } | { type: 'error'; error: unknown };

export interface InngestEventsTable {
  id: string;
  name: string;
  payload: Json<StoredEvent>;
  created_at: Generated<Timestamp>;
}

export interface InngestRunsTable {
  id: string;
  function_id: string;
  event: Json<StoredEvent>;
  status: Generated<RunStatus>;
  attempt: Generated<number>;
  max_attempts: number;
  steps: Json<Record<string, StoredStep>>;
  stack: Json<string[]>;
  next_run_at: Generated<Timestamp>;
  lease_owner: string | null;
  lease_expires_at: TimestampNullable;
  last_error: JsonNullable<unknown>;
  output: JsonNullable<unknown>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface RunTables {
  inngest_events: InngestEventsTable;
  inngest_runs: InngestRunsTable;
}
