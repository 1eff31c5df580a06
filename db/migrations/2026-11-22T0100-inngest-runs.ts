/** Frozen once landed: add a new dated file for any change. Tables of the embedded Inngest executor. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Events sent while no Inngest server is configured; the executor turns each into one
    -- run per function it triggers (as Inngest does), so senders need no function list.
    create table inngest_events (
      id uuid primary key,
      name text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );
    create index inngest_events_name on inngest_events (name, created_at);

    create table inngest_runs (
      id uuid primary key,
      function_id text not null,
      event jsonb not null,
      status text not null default 'queued' check (status in ('queued','running','completed','failed')),
      -- attempt of the step (or function body) in flight; reset after each finished step
      attempt integer not null default 0,
      max_attempts integer not null check (max_attempts >= 1),
      -- memoized step results by hashed step id: {"<sha1>": {"type":"data","data":…} | {"type":"error","error":…}}
      steps jsonb not null default '{}',
      -- hashed step ids in completion order (jsonb objects do not keep key order)
      stack jsonb not null default '[]',
      next_run_at timestamptz not null default now(),
      lease_owner text,
      lease_expires_at timestamptz,
      last_error jsonb,
      output jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index inngest_runs_due on inngest_runs (status, next_run_at);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
