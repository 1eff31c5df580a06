/**
 * Frozen once landed: add a new dated file for any change. Accounts whose owners prove their
 * address:
 * - users.email_verified_at: set by a signed, single-use link (or an OAuth provider's verified
 *   address); keys and invitations wait for it. Accounts that only ever signed in through OAuth
 *   came with a verified address.
 * - users.session_epoch: sessions carry the epoch they began in; a password reset or change
 *   bumps it, which ends every other session.
 * - email_tokens: the links of verification and password reset, stored as an HMAC of the token,
 *   spent once, expiring.
 * - invitations are links too: the HMAC of their token and an expiry; who accepted them.
 * - mail_outbox: mail written when no SMTP server is configured, shown to staff.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users add column email_verified_at timestamptz;
    alter table users add column session_epoch integer not null default 0;
    update users set email_verified_at = created_at where password_hash is null;

    create table email_tokens (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('verify_email','reset_password')),
      token_hash text not null unique,
      -- the address the link was sent to: following it proves this address, nothing else
      email text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index email_tokens_user on email_tokens (user_id, purpose) where used_at is null;

    alter table invitations add column token_hash text unique;
    alter table invitations add column expires_at timestamptz;
    alter table invitations add column accepted_by_user_id uuid references users(id) on delete set null;

    create table mail_outbox (
      id uuid primary key,
      to_address text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now()
    );
    create index mail_outbox_time on mail_outbox (created_at desc);
    create index mail_outbox_to on mail_outbox (to_address, created_at desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
