import { sql } from 'kysely';
import type { DbOrTx } from '../index';
import { uuidv7 } from '../ids';

/**
 * Every action written to the audit log. The dashboard words each one
 * (lib/dashboard/audit-sentence.ts), so a new action cannot reach a page as a code.
 */
export const AUDIT_ACTIONS = [
  'organization.plan_changed',
  'credits.granted',
  'invitation.sent',
  'invitation.accepted',
  'member.left',
  'member.removed',
  'member.role_changed',
  'team.renamed',
  'team.deleted',
  'billing.requested',
  'billing.completed',
  'billing.rejected',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export async function insertAuditEntry(
  db: DbOrTx,
  e: { actorUserId: string | null; organizationId: string | null; action: AuditAction; details: Record<string, unknown> },
) {
  const id = uuidv7();
  await db
    .insertInto('audit_log')
    .values({
      id,
      actor_user_id: e.actorUserId,
      organization_id: e.organizationId,
      action: e.action,
      details: JSON.stringify(e.details),
    })
    .execute();
  return id;
}

/** Newest first, with the actor's email and the organisation's name for display. */
export function listAuditEntries(db: DbOrTx, opts: { organizationId?: string; limit?: number } = {}) {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .leftJoin('organizations', 'organizations.id', 'audit_log.organization_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.details',
      'audit_log.created_at',
      'audit_log.organization_id',
      'users.email as actor_email',
      'users.name as actor_name',
      'organizations.name as organization_name',
    ]);
  if (opts.organizationId) q = q.where('audit_log.organization_id', '=', opts.organizationId);
  return q
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(opts.limit ?? 50)
    .execute();
}

/** Audit entries name people by `details.email` only; an erased person's address leaves them. */
export const scrubAuditEmail = (db: DbOrTx, email: string) =>
  sql`update audit_log set details = jsonb_set(details, '{email}', '"deleted user"') where details->>'email' = ${email}`.execute(db);
