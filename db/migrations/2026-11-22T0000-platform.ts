/** Frozen once landed: add a new dated file for any change. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {

  await sql`
    create table users (
      id uuid primary key,
      email text not null unique,
      name text,
      password_hash text,
      is_staff boolean not null default false,
      created_at timestamptz not null default now(),
      constraint users_email_lower check (email = lower(email))
    );

    create table organizations (
      id uuid primary key,
      name text not null,
      plan text not null check (plan in ('free','starter','professional','business')),
      credit_balance numeric(14,2) not null default 0 check (credit_balance >= 0),
      monthly_spend_cap numeric(14,2) check (monthly_spend_cap >= 0),
      last_grant_month text,
      created_at timestamptz not null default now()
    );

    create table teams (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now(),
      unique (organization_id, name)
    );

    create table memberships (
      user_id uuid not null references users(id) on delete cascade,
      organization_id uuid not null references organizations(id) on delete cascade,
      role text not null check (role in ('owner','admin','member')),
      created_at timestamptz not null default now(),
      primary key (user_id, organization_id)
    );

    create table api_keys (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      team_id uuid references teams(id) on delete cascade,
      created_by_user_id uuid references users(id) on delete set null,
      name text not null,
      key_hash text not null unique,
      key_fragment text not null,
      scopes text[] not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      expires_at timestamptz,
      revoked_at timestamptz
    );
    create index api_keys_org on api_keys (organization_id, created_at desc);

    create table credit_ledger (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      amount numeric(14,2) not null,
      kind text not null check (kind in ('grant','monthly_grant','charge','refund','adjustment')),
      description text not null,
      resource_type text,
      resource_id uuid,
      api_key_id uuid references api_keys(id) on delete set null,
      is_overage boolean not null default false,
      balance_after numeric(14,2) not null,
      created_at timestamptz not null default now()
    );
    create index credit_ledger_org_time on credit_ledger (organization_id, created_at);
    -- a record is charged at most once and refunded at most once
    create unique index credit_ledger_once on credit_ledger (resource_type, resource_id, kind)
      where kind in ('charge','refund');

    create table usage_daily (
      organization_id uuid not null references organizations(id) on delete cascade,
      api_key_id uuid not null references api_keys(id) on delete cascade,
      day date not null,
      endpoint text not null,
      count integer not null default 0,
      primary key (organization_id, day, api_key_id, endpoint)
    );

    create table idempotency_keys (
      organization_id uuid not null references organizations(id) on delete cascade,
      key text not null,
      request_hash text not null,
      response_status integer,
      response_body json, -- json, not jsonb: a replay returns the first response byte for byte
      locked_until timestamptz,
      created_at timestamptz not null default now(),
      primary key (organization_id, key)
    );

    create table files (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      file_name text not null,
      content_type text not null,
      size integer not null,
      content bytea not null,
      created_at timestamptz not null default now()
    );

    create table analyses (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      team_id uuid references teams(id) on delete set null,
      api_key_id uuid references api_keys(id) on delete set null,
      status text not null check (status in ('processing','completed','failed')),
      error text,
      file_id uuid references files(id) on delete set null,
      file_name text not null,
      file_type text not null,
      target_role text not null,
      target_industry text not null default '',
      job_description text,
      language text,
      score_overall integer not null default 0,
      score_ats integer not null default 0,
      score_keyword integer not null default 0,
      score_formatting integer not null default 0,
      score_impact integer not null default 0,
      result jsonb,
      sections jsonb,
      parsed jsonb,
      -- the text extracted while validating the upload, so the job does not extract it again
      extracted jsonb,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    );
    create index analyses_org_time on analyses (organization_id, created_at desc, id desc);
    create index analyses_processing on analyses (created_at) where status = 'processing';

    create table interview_preps (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      team_id uuid references teams(id) on delete set null,
      api_key_id uuid references api_keys(id) on delete set null,
      analysis_id uuid not null references analyses(id) on delete cascade,
      status text not null check (status in ('processing','completed','failed')),
      error text,
      target_role text not null,
      target_industry text not null default '',
      total_questions integer not null default 0,
      body jsonb,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    );
    create index interview_preps_org_time on interview_preps (organization_id, created_at desc, id desc);

    create table skill_gaps (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      team_id uuid references teams(id) on delete set null,
      api_key_id uuid references api_keys(id) on delete set null,
      analysis_id uuid not null references analyses(id) on delete cascade,
      status text not null check (status in ('processing','completed','failed')),
      error text,
      target_role text not null,
      target_industry text not null default '',
      overall_readiness integer not null default 0,
      body jsonb,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    );
    create index skill_gaps_org_time on skill_gaps (organization_id, created_at desc, id desc);

    create table generations (
      id uuid primary key,
      organization_id uuid not null references organizations(id) on delete cascade,
      team_id uuid references teams(id) on delete set null,
      api_key_id uuid references api_keys(id) on delete set null,
      analysis_id uuid not null references analyses(id) on delete cascade,
      status text not null check (status in ('processing','completed','failed')),
      error text,
      template_type text not null,
      region text not null,
      language text not null,
      target_role text not null default '',
      target_industry text not null default '',
      structured_cv jsonb,
      improved_cv jsonb,
      pdf_file_id uuid references files(id) on delete set null,
      docx_file_id uuid references files(id) on delete set null,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    );
    create index generations_org_time on generations (organization_id, created_at desc, id desc);

    create table audit_log (
      id uuid primary key,
      actor_user_id uuid references users(id) on delete set null,
      organization_id uuid references organizations(id) on delete cascade,
      action text not null,
      details jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index audit_log_time on audit_log (created_at desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
