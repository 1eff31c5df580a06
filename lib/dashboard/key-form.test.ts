import { describe, expect, it } from 'vitest';
import { readKeyForm } from './key-form';
import { readListParams } from './paging';

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('readKeyForm', () => {
  const now = Date.parse('2026-11-22T00:00:00Z');

  it('reads name, scopes, team and expiry', () => {
    const r = readKeyForm(
      form([
        ['name', ' CI '],
        ['scopes', 'usage:read'],
        ['scopes', 'analyses:write'],
        ['scopes', 'not-a-scope'],
        ['teamId', ''],
        ['expiresIn', '30d'],
      ]),
      now,
    );
    expect(r).toEqual({
      ok: true,
      value: { name: 'CI', scopes: ['usage:read', 'analyses:write'], teamId: null, expiresAt: new Date('2026-12-22T00:00:00Z') },
    });
  });

  it('refuses a missing name, no scopes, a bad team or an unknown expiry', () => {
    expect(readKeyForm(form([['scopes', 'usage:read'], ['expiresIn', '']]))).toEqual({ ok: false, error: 'Give the key a name' });
    expect(readKeyForm(form([['name', 'k'], ['expiresIn', '']]))).toEqual({ ok: false, error: 'Choose at least one scope' });
    expect(readKeyForm(form([['name', 'k'], ['scopes', 'usage:read'], ['teamId', 'x'], ['expiresIn', '']])).ok).toBe(false);
    expect(readKeyForm(form([['name', 'k'], ['scopes', 'usage:read'], ['expiresIn', '5000y']])).ok).toBe(false);
  });
});

describe('readListParams', () => {
  it('tolerates anything in the address bar', () => {
    expect(readListParams({ page: '3', status: 'failed' })).toMatchObject({ page: 3, status: 'failed', offset: 40 });
    expect(readListParams({ page: '-4', status: 'bogus' })).toMatchObject({ page: 1, status: undefined, offset: 0 });
    expect(readListParams({ page: ['2', '5'] })).toMatchObject({ page: 2 });
  });
});
