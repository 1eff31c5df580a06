import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../db/queries/audit-log';
import { auditSentence } from './audit-sentence';

const entry = (action: string, details: Record<string, unknown>) => ({ action, details, actor_email: 'ana@example.com', actor_name: 'Ana', organization_name: 'Acme' });

describe('audit entries in words', () => {
  it('words every action the dashboard writes', () => {
    expect(auditSentence(entry('organization.plan_changed', { from: 'free', to: 'professional', credits_granted: 1500 }))).toBe(
      'Ana changed Acme’s plan from Free to Professional; 1,500 credits of the new plan granted',
    );
    expect(auditSentence(entry('credits.granted', { amount: 25.5, reason: 'goodwill', balance_after: 35.5 }))).toBe('Ana granted Acme 25.5 credits (goodwill); the balance is now 35.5 credits');
    expect(auditSentence(entry('credits.granted', { amount: -5, reason: 'correction', balance_after: 1 }))).toBe('Ana removed 5 credits from Acme (correction); the balance is now 1 credit');
    expect(auditSentence(entry('invitation.sent', { email: 'bo@example.com', role: 'admin' }))).toBe('Ana invited bo@example.com to join Acme as admin');
    expect(auditSentence(entry('member.removed', { email: 'bo@example.com', role: 'member', revoked_keys: 'ci (cvl_…ab12)' }))).toBe(
      'Ana removed bo@example.com (member) from Acme; API keys revoked: ci (cvl_…ab12)',
    );
    expect(auditSentence(entry('member.left', { email: 'bo@example.com', role: 'member', revoked_keys: 'none' }))).toBe('bo@example.com left Acme');
    expect(auditSentence(entry('team.deleted', { name: 'Sales', revoked_keys: 'none', kept_records: 3 }))).toBe('Ana deleted the team “Sales”; its 3 records stay with the organisation');
    expect(auditSentence(entry('billing.completed', { description: 'the Starter plan', price: '$29.00', provider: 'test', invoice: 'CVL-000001' }))).toBe(
      'Ana approved Acme’s test-mode request for the Starter plan ($29.00); receipt CVL-000001',
    );
  });

  it('words every action the audit log declares, none as its code', () => {
    const details = { from: 'free', to: 'starter', amount: 5, email: 'bo@example.com', role: 'member', name: 'Sales', description: 'the Starter plan', price: '$29.00', provider: 'test', invoice: 'CVL-000001' };
    for (const action of AUDIT_ACTIONS) {
      const sentence = auditSentence(entry(action, details));
      expect(sentence, action).not.toContain(action);
      expect(sentence, action).toMatch(/^(Ana|bo@example\.com|Stripe) /);
    }
  });

  it('names a deleted actor and still words an unknown action and odd details', () => {
    expect(auditSentence({ action: 'organization.plan_changed', details: { from: 'free', to: 'business' }, actor_email: null, organization_name: 'Globex' })).toBe(
      'A deleted user changed Globex’s plan from Free to Business',
    );
    expect(auditSentence({ action: 'key.rolled', details: { key: 'ci' }, actor_email: 'x@example.com', organization_name: null })).toBe('x@example.com: Key rolled in a deleted organisation (key ci)');
    expect(auditSentence({ action: 'credits.granted', details: null, actor_email: 'x@example.com', organization_name: 'Acme' })).toBe('x@example.com: Credits granted in Acme');
  });
});
