/** Table types for kysely. Keep in step with db/migrations (one interface per table). */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ExtractedDocument, ParsedCv } from '../lib/engine/cv/types';
import type { JsonResume } from '../lib/engine/render/json-resume-schema';
import type { Result, SectionReport } from '../lib/schemas/analysis';
import type { InterviewPrepContent } from '../lib/schemas/interview-prep';
import type { SkillGapContent } from '../lib/schemas/skill-gap';
import type { RunTables } from './run-types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNullable = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns: parsed to number by the pg type parser in db/index.ts */
type Numeric = ColumnType<number, number | string | undefined, number | string>;
/** jsonb: written as a JSON string, read as the shape it holds (the types above: what the engine and services write) */
type Json<T = unknown> = ColumnType<T, string | undefined, string>;
type JsonNullable<T = unknown> = ColumnType<T | null, string | null | undefined, string | null>;

export type Plan = 'free' | 'starter' | 'professional' | 'business';
export type Role = 'owner' | 'admin' | 'member';
export type RecordStatus = 'processing' | 'completed' | 'failed';
export type LedgerKind = 'grant' | 'monthly_grant' | 'charge' | 'refund' | 'adjustment';

export interface UsersTable {
  id: string;
  email: string;
  name: string | null;
  password_hash: string | null;
  is_staff: Generated<boolean>;
  created_at: Timestamp;
  /** when the owner proved the address (a verification or reset link, or an OAuth provider) */
  email_verified_at: TimestampNullable;
  /** sessions begun in an older epoch are over (bumped by a password reset or change) */
  session_epoch: Generated<number>;
}

export interface OrganizationsTable {
  id: string;
  name: string;
  plan: Plan;
  credit_balance: Numeric;
  /** null: the plan's default cap */
  monthly_spend_cap: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  /** YYYY-MM of the last monthly plan grant */
  last_grant_month: string | null;
  created_at: Timestamp;
}

export interface TeamsTable {
  id: string;
  organization_id: string;
  name: string;
  created_at: Timestamp;
}

export interface MembershipsTable {
  user_id: string;
  organization_id: string;
  role: Role;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  organization_id: string;
  team_id: string | null;
  created_by_user_id: string | null;
  name: string;
  key_hash: string;
  /** shown in lists: cvl_…a1b2 */
  key_fragment: string;
  scopes: string[];
  created_at: Timestamp;
  last_used_at: TimestampNullable;
  expires_at: TimestampNullable;
  revoked_at: TimestampNullable;
  /** after a roll: the old secret's hash, accepted until previous_key_expires_at */
  previous_key_hash: string | null;
  previous_key_fragment: string | null;
  previous_key_expires_at: TimestampNullable;
  rolled_at: TimestampNullable;
}

export interface CreditLedgerTable {
  id: string;
  organization_id: string;
  /** positive adds credits, negative spends them */
  amount: Numeric;
  kind: LedgerKind;
  description: string;
  resource_type: string | null;
  resource_id: string | null;
  api_key_id: string | null;
  is_overage: Generated<boolean>;
  balance_after: Numeric;
  created_at: Timestamp;
}

export interface UsageDailyTable {
  organization_id: string;
  api_key_id: string;
  /** YYYY-MM-DD (UTC) */
  day: ColumnType<string, string, string>;
  endpoint: string;
  count: Generated<number>;
}

/** every answer to a known key, by status (usage_daily counts only the calls plans bill) */
export interface UsageStatusDailyTable {
  organization_id: string;
  api_key_id: string;
  day: ColumnType<string, string, string>;
  status: number;
  count: number;
}

/** the last 1,000 calls of each organisation */
export interface RequestLogTable {
  /** the request id */
  id: string;
  organization_id: string;
  api_key_id: string | null;
  created_at: Timestamp;
  method: string;
  path: string;
  endpoint: string;
  status: number;
  latency_ms: number;
}

export interface IdempotencyKeysTable {
  organization_id: string;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: JsonNullable;
  /** while set and in the future, another request is producing the response */
  locked_until: TimestampNullable;
  created_at: Timestamp;
}

export interface FilesTable {
  id: string;
  organization_id: string;
  file_name: string;
  content_type: string;
  size: number;
  content: Buffer;
  created_at: Timestamp;
}

interface OwnedRecord {
  id: string;
  organization_id: string;
  team_id: string | null;
  api_key_id: string | null;
  status: RecordStatus;
  error: string | null;
  created_at: Timestamp;
  completed_at: TimestampNullable;
}

export interface AnalysesTable extends OwnedRecord {
  file_id: string | null;
  file_name: string;
  file_type: string;
  target_role: string;
  target_industry: string;
  job_description: string | null;
  language: string | null;
  score_overall: Generated<number>;
  score_ats: Generated<number>;
  score_keyword: Generated<number>;
  score_formatting: Generated<number>;
  score_impact: Generated<number>;
  result: JsonNullable<Result>;
  sections: JsonNullable<SectionReport[]>;
  /** the parsed CV (lib/engine/cv/types ParsedCv), input to preps, gaps and generations */
  parsed: JsonNullable<ParsedCv>;
  /** the ExtractedDocument made while validating the upload; cleared once the analysis completes */
  extracted: JsonNullable<ExtractedDocument>;
  /** pages read by OCR and its mean confidence (0-100); null when every page had a text layer */
  ocr_pages: Generated<number | null>;
  ocr_confidence: Generated<number | null>;
}

export interface InterviewPrepsTable extends OwnedRecord {
  analysis_id: string;
  target_role: string;
  target_industry: string;
  total_questions: Generated<number>;
  body: JsonNullable<InterviewPrepContent>;
}

export interface SkillGapsTable extends OwnedRecord {
  analysis_id: string;
  target_role: string;
  target_industry: string;
  overall_readiness: Generated<number>;
  body: JsonNullable<SkillGapContent>;
}

export interface GenerationsTable extends OwnedRecord {
  analysis_id: string;
  template_type: string;
  region: string;
  language: string;
  target_role: string;
  target_industry: string;
  structured_cv: JsonNullable<JsonResume>;
  improved_cv: JsonNullable<JsonResume>;
  pdf_file_id: string | null;
  docx_file_id: string | null;
}

export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  organization_id: string | null;
  action: string;
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/**
 * An invitation (2026-11-22T0200-dashboard, links since 2026-11-25T0110-accounts): a single-use
 * link sent to the address, accepted by a verified account with that address.
 */
export interface InvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  role: Exclude<Role, 'owner'>;
  invited_by_user_id: string | null;
  created_at: Timestamp;
  accepted_at: TimestampNullable;
  /** HMAC of the link's token; null for invitations made before links (never acceptable) */
  token_hash: string | null;
  expires_at: TimestampNullable;
  accepted_by_user_id: string | null;
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A verification or password-reset link (2026-11-25T0110-accounts). */
export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  email: string;
  expires_at: Timestamp;
  used_at: TimestampNullable;
  created_at: Timestamp;
}

/** Mail written when no SMTP server is configured (lib/mail). */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export type BillingRequestStatus = 'pending' | 'completed' | 'rejected' | 'cancelled';
export type PaymentProviderName = 'test' | 'stripe';

/** An owner's request for a plan or a credit pack (2026-11-25T0430-billing-requests). */
export interface BillingRequestsTable {
  id: string;
  organization_id: string;
  requested_by_user_id: string | null;
  kind: 'plan' | 'credit_pack';
  plan: Plan | null;
  pack: string | null;
  credits: Numeric;
  /** minor units (cents) of `currency` */
  amount_cents: number;
  currency: string;
  provider: PaymentProviderName;
  /** the provider's id for it (a Stripe Checkout session) */
  provider_ref: string | null;
  status: Generated<BillingRequestStatus>;
  decided_by_user_id: string | null;
  decided_at: TimestampNullable;
  created_at: Timestamp;
}

/** The invoice or receipt of a settled request: one per request, by its unique key. */
export interface InvoicesTable {
  id: string;
  organization_id: string;
  billing_request_id: string;
  number: string;
  description: string;
  amount_cents: number;
  currency: string;
  provider: PaymentProviderName;
  created_at: Timestamp;
}

export interface Database extends RunTables {
  users: UsersTable;
  organizations: OrganizationsTable;
  teams: TeamsTable;
  memberships: MembershipsTable;
  api_keys: ApiKeysTable;
  credit_ledger: CreditLedgerTable;
  usage_daily: UsageDailyTable;
  usage_status_daily: UsageStatusDailyTable;
  request_log: RequestLogTable;
  idempotency_keys: IdempotencyKeysTable;
  files: FilesTable;
  analyses: AnalysesTable;
  interview_preps: InterviewPrepsTable;
  skill_gaps: SkillGapsTable;
  generations: GenerationsTable;
  audit_log: AuditLogTable;
  invitations: InvitationsTable;
  email_tokens: EmailTokensTable;
  mail_outbox: MailOutboxTable;
  billing_requests: BillingRequestsTable;
  invoices: InvoicesTable;
}

export type Organization = Selectable<OrganizationsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type AnalysisRow = Selectable<AnalysesTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
export type AnalysisUpdate = Updateable<AnalysesTable>;
export type InterviewPrepRow = Selectable<InterviewPrepsTable>;
export type SkillGapRow = Selectable<SkillGapsTable>;
export type GenerationRow = Selectable<GenerationsTable>;
