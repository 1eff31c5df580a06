/**
 * Frozen once landed: add a new dated file for any change. Every change that can make a cached
 * API key wrong (revocation, expiry, scopes, team, deletion, the organisation's plan) notifies
 * the processes that cache keys (lib/keys/active-key-cache.ts), whoever makes it: the dashboard,
 * the CLI, another server or a hand-written UPDATE. last_used_at is left out on purpose: it
 * changes all the time and does not affect authentication.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_api_key_change() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'organizations' then
        perform pg_notify('cvlens_api_key_changes', 'org:' || old.id);
      else
        perform pg_notify('cvlens_api_key_changes', 'key:' || old.key_hash);
      end if;
      return null;
    end $$;
    create trigger api_keys_notify_change
      after update of revoked_at, expires_at, scopes, team_id, organization_id, key_hash or delete on api_keys
      for each row execute function notify_api_key_change();
    create trigger organizations_notify_change
      after update of plan or delete on organizations
      for each row execute function notify_api_key_change();
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
