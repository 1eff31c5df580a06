/**
 * Frozen once landed: add a new dated file for any change. Self-serve billing: an
 * owner asks for a plan or a credit pack; a payment provider (Stripe Checkout) or, in the
 * embedded test mode, a staff member settles it. Settling applies it once: the request row is
 * locked and moved from pending to completed in the transaction that changes the plan or credits and
 * writes the invoice, whose unique request id makes a second settlement impossible.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table billing_requests (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      requested_by_user_id uuid references users(id) on delete set null,
      kind text not null check (kind in ('plan','credit_pack')),
      plan text check (plan in ('free','starter','professional','business')),
      pack text,
      credits numeric(14,2) not null check (credits >= 0),
      amount_cents integer not null check (amount_cents >= 0),
      currency text not null,
      provider text not null check (provider in ('test','stripe')),
      -- the provider's id (a Checkout session), so its webhook finds the request
      provider_ref text unique,
      status text not null default 'pending' check (status in ('pending','completed','rejected','cancelled')),
      decided_by_user_id uuid references users(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      check ((kind = 'plan') = (plan is not null)),
      check ((kind = 'credit_pack') = (pack is not null))
    );
    create index billing_requests_org on billing_requests (organization_id, created_at desc);
    create index billing_requests_pending on billing_requests (created_at) where status = 'pending';

    create table invoices (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      billing_request_id uuid not null unique references billing_requests(id) on delete cascade,
      number text not null unique,
      description text not null,
      amount_cents integer not null check (amount_cents >= 0),
      currency text not null,
      provider text not null check (provider in ('test','stripe')),
      created_at timestamptz not null default now()
    );
    create index invoices_org on invoices (organization_id, created_at desc);
    create sequence invoice_numbers;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
