/**
 * What staff do to an organisation. Each change and its audit entry commit together, so the
 * audit log never misses or invents an action.
 */
import type { Db } from '../../db/index';
import { insertAuditEntry } from '../../db/queries/audit-log';
import type { Plan } from '../../db/types';
import { changePlan } from '../billing/change-plan';
import { grantCredits } from '../billing/credits';
import { AppError, notFound } from '../errors';

export interface StaffActor {
  userId: string;
  isStaff: boolean;
}

function assertStaff(actor: StaffActor) {
  if (!actor.isStaff) throw new AppError('not_staff', 'Staff only');
}

/** The same credit rule as a paid upgrade (lib/billing/change-plan.ts). */
export async function staffChangePlan(db: Db, actor: StaffActor, organizationId: string, plan: Plan) {
  assertStaff(actor);
  return db.transaction().execute(async (tx) => {
    const change = await changePlan(tx, organizationId, plan);
    if (change.changed) {
      await insertAuditEntry(tx, {
        actorUserId: actor.userId,
        organizationId,
        action: 'organization.plan_changed',
        details: { from: change.from, to: change.to, credits_granted: change.creditsGranted },
      });
    }
    return change;
  });
}

export async function staffGrantCredits(db: Db, actor: StaffActor, organizationId: string, amount: number, reason: string) {
  assertStaff(actor);
  const rounded = Math.round(amount * 100) / 100;
  if (!Number.isFinite(rounded) || rounded === 0 || Math.abs(rounded) > 1_000_000) {
    throw new AppError('bad_amount', 'The amount is a non-zero number of credits up to 1,000,000');
  }
  const note = reason.trim().slice(0, 200) || 'staff grant';
  return db.transaction().execute(async (tx) => {
    const balance = await grantCredits(tx, organizationId, rounded, note);
    await insertAuditEntry(tx, {
      actorUserId: actor.userId,
      organizationId,
      action: 'credits.granted',
      details: { amount: rounded, reason: note, balance_after: balance },
    });
    return balance;
  });
}
