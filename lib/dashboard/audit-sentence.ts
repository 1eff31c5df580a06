/**
 * An audit entry as a sentence a person reads ("Ana changed Acme's plan from Free to
 * Professional"), not its code and JSON. The entries keep their codes and details (tests and
 * exports read them); only the page words them. An action with no wording yet still reads as a
 * sentence of its code and details, never a blank.
 */
import { z } from 'zod';
import type { AuditAction } from '../../db/queries/audit-log';

export interface AuditEntryForWords {
  action: string;
  details: unknown;
  actor_email: string | null;
  actor_name?: string | null;
  organization_name: string | null;
}

const label = (s: string) => s.replace(/[_.-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const num = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const credits = (n: number) => `${num.format(n)} credit${n === 1 ? '' : 's'}`;
const possessive = (name: string) => (name.endsWith('s') ? `${name}’` : `${name}’s`);
const keysGone = (keys: unknown) => (typeof keys === 'string' && keys !== 'none' && keys ? `; API keys revoked: ${keys}` : '');

const Details = z.record(z.string(), z.unknown());
const str = (v: unknown, fallback = '?') => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : fallback);
const n = (v: unknown) => (typeof v === 'number' ? v : Number(v));

type Words = (who: string, org: string, d: Record<string, unknown>) => string | null;

/** One sentence per action (a Record, so an action added to AUDIT_ACTIONS without words fails to compile). */
const WORDS: Record<AuditAction, Words> = {
  'organization.plan_changed': (who, org, d) => {
    const granted = d.credits_granted !== undefined ? `; ${credits(n(d.credits_granted))} of the new plan granted` : '';
    return `${who} changed ${possessive(org)} plan from ${label(str(d.from))} to ${label(str(d.to))}${granted}`;
  },
  'credits.granted': (who, org, d) => {
    const amount = n(d.amount);
    if (!Number.isFinite(amount)) return null;
    const reason = d.reason ? ` (${str(d.reason)})` : '';
    const balance = d.balance_after !== undefined ? `; the balance is now ${credits(n(d.balance_after))}` : '';
    return amount >= 0 ? `${who} granted ${org} ${credits(amount)}${reason}${balance}` : `${who} removed ${credits(-amount)} from ${org}${reason}${balance}`;
  },
  'invitation.sent': (who, org, d) => `${who} invited ${str(d.email)} to join ${org} as ${str(d.role)}`,
  'invitation.accepted': (who, org, d) => `${str(d.email, who)} accepted the invitation and joined ${org} as ${str(d.role)}`,
  'member.left': (who, org, d) => `${str(d.email, who)} left ${org}${keysGone(d.revoked_keys)}`,
  'member.removed': (who, org, d) => `${who} removed ${str(d.email)} (${str(d.role)}) from ${org}${keysGone(d.revoked_keys)}`,
  'member.role_changed': (who, _org, d) => `${who} changed ${possessive(str(d.email))} role from ${str(d.from)} to ${str(d.to)}`,
  'team.renamed': (who, _org, d) => `${who} renamed the team “${str(d.from)}” to “${str(d.to)}”`,
  'team.deleted': (who, _org, d) => {
    const kept = n(d.kept_records);
    const records = kept > 0 ? `; its ${kept} record${kept === 1 ? '' : 's'} stay with the organisation` : '';
    return `${who} deleted the team “${str(d.name)}”${keysGone(d.revoked_keys)}${records}`;
  },
  'billing.requested': (who, _org, d) =>
    `${who} asked for ${str(d.description)} (${str(d.price)})${d.provider === 'test' ? ', waiting for staff approval (test mode)' : ', sent to Stripe Checkout'}`,
  'billing.completed': (who, org, d) =>
    d.provider === 'stripe'
      ? `Stripe confirmed ${possessive(org)} payment for ${str(d.description)} (${str(d.price)}); invoice ${str(d.invoice)}`
      : `${who} approved ${possessive(org)} test-mode request for ${str(d.description)} (${str(d.price)}); receipt ${str(d.invoice)}`,
  'billing.rejected': (who, org, d) => `${who} declined ${possessive(org)} request for ${str(d.description)} (${str(d.price)})`,
};

const isKnown = (action: string): action is AuditAction => Object.hasOwn(WORDS, action);

export function auditSentence(e: AuditEntryForWords): string {
  const d = Details.safeParse(e.details ?? {}).data ?? {};
  const who = e.actor_name?.trim() || e.actor_email || 'A deleted user';
  const org = e.organization_name ?? 'a deleted organisation';
  // an entry written before its action was worded (or with details it cannot read) still reads as a sentence
  return (isKnown(e.action) ? WORDS[e.action](who, org, d) : null) ?? inCodeWords(e.action, who, org, d);
}

function inCodeWords(action: string, who: string, org: string, d: Record<string, unknown>) {
  const rest = Object.entries(d)
    .map(([k, v]) => `${k.replace(/_/g, ' ')} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  return `${who}: ${label(action)} in ${org}${rest ? ` (${rest})` : ''}`;
}
