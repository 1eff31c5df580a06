/**
 * An audit entry as a sentence a person reads ("Ana changed Acme's plan from Free to
 * Professional"), not its code and JSON. The entries keep their codes and details (tests and
 * exports read them); only the page words them. An action with no wording yet still reads as a
 * sentence of its code and details, never a blank.
 */
import { z } from 'zod';

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

export function auditSentence(e: AuditEntryForWords): string {
  const d = Details.safeParse(e.details ?? {}).data ?? {};
  const who = e.actor_name?.trim() || e.actor_email || 'A deleted user';
  const org = e.organization_name ?? 'a deleted organisation';
  switch (e.action) {
    case 'organization.plan_changed': {
      const granted = d.credits_granted !== undefined ? `; ${credits(n(d.credits_granted))} of the new plan granted` : '';
      return `${who} changed ${possessive(org)} plan from ${label(str(d.from))} to ${label(str(d.to))}${granted}`;
    }
    case 'credits.granted': {
      const amount = n(d.amount);
      if (!Number.isFinite(amount)) return inCodeWords(e.action, who, org, d);
      const reason = d.reason ? ` (${str(d.reason)})` : '';
      const balance = d.balance_after !== undefined ? `; the balance is now ${credits(n(d.balance_after))}` : '';
      return amount >= 0 ? `${who} granted ${org} ${credits(amount)}${reason}${balance}` : `${who} removed ${credits(-amount)} from ${org}${reason}${balance}`;
    }
    case 'invitation.sent':
      return `${who} invited ${str(d.email)} to join ${org} as ${str(d.role)}`;
    case 'invitation.accepted':
      return `${str(d.email, who)} accepted the invitation and joined ${org} as ${str(d.role)}`;
    case 'member.left':
      return `${str(d.email, who)} left ${org}${keysGone(d.revoked_keys)}`;
    case 'member.removed':
      return `${who} removed ${str(d.email)} (${str(d.role)}) from ${org}${keysGone(d.revoked_keys)}`;
    case 'member.role_changed':
      return `${who} changed ${possessive(str(d.email))} role from ${str(d.from)} to ${str(d.to)}`;
    case 'team.renamed':
      return `${who} renamed the team “${str(d.from)}” to “${str(d.to)}”`;
    case 'team.deleted': {
      const kept = n(d.kept_records);
      const records = kept > 0 ? `; its ${kept} record${kept === 1 ? '' : 's'} stay with the organisation` : '';
      return `${who} deleted the team “${str(d.name)}”${keysGone(d.revoked_keys)}${records}`;
    }
    case 'billing.requested':
      return `${who} asked for ${str(d.description)} (${str(d.price)})${d.provider === 'test' ? ', waiting for staff approval (test mode)' : ', sent to Stripe Checkout'}`;
    case 'billing.completed':
      return d.provider === 'stripe'
        ? `Stripe confirmed ${possessive(org)} payment for ${str(d.description)} (${str(d.price)}); invoice ${str(d.invoice)}`
        : `${who} approved ${possessive(org)} test-mode request for ${str(d.description)} (${str(d.price)}); receipt ${str(d.invoice)}`;
    case 'billing.rejected':
      return `${who} declined ${possessive(org)} request for ${str(d.description)} (${str(d.price)})`;
    default:
      return inCodeWords(e.action, who, org, d);
  }
}

function inCodeWords(action: string, who: string, org: string, d: Record<string, unknown>) {
  const rest = Object.entries(d)
    .map(([k, v]) => `${k.replace(/_/g, ' ')} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  return `${who}: ${label(action)} in ${org}${rest ? ` (${rest})` : ''}`;
}
