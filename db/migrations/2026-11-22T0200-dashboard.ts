/** Frozen once landed: add a new dated file for any change. Pending invitations of the dashboard. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- An invitation for an email that has no account yet: accepted when someone signs up
    -- with that email (an existing user is added as a member at once instead).
    create table invitations (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      email text not null check (email = lower(email)),
      role text not null check (role in ('admin','member')),
      invited_by_user_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      accepted_at timestamptz
    );
    create unique index invitations_pending on invitations (organization_id, email) where accepted_at is null;
    create index invitations_email on invitations (email) where accepted_at is null;
    create index audit_log_org_time on audit_log (organization_id, created_at desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
