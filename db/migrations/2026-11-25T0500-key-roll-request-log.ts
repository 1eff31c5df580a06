/**
 * Frozen once landed: add a new dated file for any change.
 *
 * Rolling a key: the new secret takes key_hash; the old one moves to previous_key_hash and keeps
 * authenticating until previous_key_expires_at (a grace period for deploying the new secret).
 * Revocation still ends both at once. The notify function now also names the previous hash, so
 * a cache entry held for the old secret is dropped by a revocation or a second roll.
 *
 * Calls by status and the request log: usage_daily counts only the calls that pass the rate
 * limit and the scope check (what plans bill). 401/403/429 answers were not kept anywhere, so
 * usage_status_daily counts every answer to a known key by status, and request_log keeps the
 * last calls of each organisation (trimmed to 1,000 by lib/usage/request-log.ts).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table api_keys
      add column previous_key_hash text unique,
      add column previous_key_fragment text,
      add column previous_key_expires_at timestamptz,
      add column rolled_at timestamptz;

    create or replace function notify_api_key_change() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'organizations' then
        perform pg_notify('cvlens_api_key_changes', 'org:' || old.id);
      else
        perform pg_notify('cvlens_api_key_changes', 'key:' || old.key_hash);
        if old.previous_key_hash is not null then
          perform pg_notify('cvlens_api_key_changes', 'key:' || old.previous_key_hash);
        end if;
      end if;
      return null;
    end $$;
    drop trigger api_keys_notify_change on api_keys;
    create trigger api_keys_notify_change
      after update of revoked_at, expires_at, scopes, team_id, organization_id, key_hash,
        previous_key_hash, previous_key_expires_at or delete on api_keys
      for each row execute function notify_api_key_change();

    create table usage_status_daily (
      organization_id uuid not null references organizations(id) on delete cascade,
      api_key_id uuid not null references api_keys(id) on delete cascade,
      day date not null,
      status smallint not null check (status between 100 and 599),
      count integer not null,
      primary key (organization_id, day, api_key_id, status)
    );

    create table request_log (
      -- the request id (X-Request-Id), a UUID v7: ordered by time
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      api_key_id uuid references api_keys(id) on delete set null,
      created_at timestamptz not null,
      method text not null,
      path text not null,
      endpoint text not null,
      status smallint not null check (status between 100 and 599),
      latency_ms integer not null check (latency_ms >= 0)
    );
    create index request_log_org on request_log (organization_id, id desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
