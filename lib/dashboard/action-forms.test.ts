import { describe, expect, it } from 'vitest';
import { ActionForms, readForm } from './action-forms';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const ID = '01900000-0000-7000-8000-000000000001';

describe('dashboard action forms', () => {
  it('reads a spend cap: empty is the plan default, a number is kept, anything else is refused', () => {
    expect(readForm(ActionForms.spendCap, form({ cap: '' }))).toEqual({ ok: true, value: { cap: null, acceptBelowSpend: false } });
    expect(readForm(ActionForms.spendCap, form({ cap: ' 0.5 ', acceptBelowSpend: '1' }))).toEqual({ ok: true, value: { cap: 0.5, acceptBelowSpend: true } });
    expect(readForm(ActionForms.spendCap, form({ cap: 'lots' }))).toEqual({ ok: false, error: 'The cap is a number of credits' });
    expect(readForm(ActionForms.spendCap, form({ cap: 'Infinity' }))).toEqual({ ok: false, error: 'The cap is a number of credits' });
  });

  it('refuses ids that are not UUIDs and choices outside their values, saying what', () => {
    expect(readForm(ActionForms.key, form({ keyId: '1 or 1=1' }))).toEqual({ ok: false, error: 'Unknown key' });
    expect(readForm(ActionForms.grantCredits, form({ organizationId: ID, amount: '' }))).toEqual({ ok: false, error: 'Enter an amount of credits' });
    expect(readForm(ActionForms.grantCredits, form({ organizationId: ID, amount: '12abc' }))).toEqual({ ok: false, error: 'Enter an amount of credits' });
    expect(readForm(ActionForms.grantCredits, form({ organizationId: ID, amount: '-5', reason: 'correction' }))).toEqual({ ok: true, value: { organizationId: ID, amount: -5, reason: 'correction' } });
    expect(readForm(ActionForms.changeRole, form({ userId: ID, role: 'staff' }))).toEqual({ ok: false, error: 'Choose a role' });
    expect(readForm(ActionForms.deleteRecord, form({ kind: 'users', id: ID }))).toEqual({ ok: false, error: 'Unknown record' });
    expect(readForm(ActionForms.purchase, form({ kind: 'gift' })).ok).toBe(false);
    expect(readForm(ActionForms.purchase, form({ kind: 'credit_pack', pack: 'pack-500' }))).toEqual({ ok: true, value: { kind: 'credit_pack', pack: 'pack-500' } });
    expect(readForm(ActionForms.purchase, form({ kind: 'credit_pack', pack: 'pack-1' })).ok).toBe(false);
  });

  it('bounds free text before anything reads it, and reads a repeated field once', () => {
    expect(readForm(ActionForms.newTeam, form({ name: 'x'.repeat(1_001) }))).toEqual({ ok: false, error: 'Use at most 1,000 characters' });
    const twice = form({ teamId: ID, name: 'Sales' });
    twice.append('name', 'Ops');
    expect(readForm(ActionForms.renameTeam, twice)).toEqual({ ok: true, value: { teamId: ID, name: 'Sales' } });
  });

  it('keeps an invitation’s address trimmed and its role among admin and member', () => {
    expect(readForm(ActionForms.invite, form({ email: '  bo@example.com ', role: 'admin' }))).toEqual({ ok: true, value: { email: 'bo@example.com', role: 'admin', replaceRole: false } });
    expect(readForm(ActionForms.invite, form({ email: 'not-an-address@', role: 'member' }))).toEqual({ ok: false, error: 'Enter a valid email address' });
    expect(readForm(ActionForms.invite, form({ email: 'bo@example.com', role: 'owner' }))).toEqual({ ok: false, error: 'Choose a role' });
  });
});
