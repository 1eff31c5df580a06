import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listUserOrganizations } from '../../db/queries/memberships';
import { findUserByEmail } from '../../db/queries/users';
import { signUp } from './sign-up';
import { verifyCredentials } from './verify-credentials';

const email = () => `user-${Math.random().toString(36).slice(2, 10)}@Example.com`;

describe('signUp', () => {
  it('creates the user, a Free organisation with a Default team and its credits, and an owner membership', async () => {
    const db = getDb();
    const address = email();
    const r = await signUp(db, { email: address, password: 'correct horse battery', name: 'Ada' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;

    const user = await findUserByEmail(db, address);
    expect(user?.email).toBe(address.toLowerCase());
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);

    const orgs = await listUserOrganizations(db, r.userId);
    expect(orgs).toHaveLength(1);
    expect(orgs[0]).toMatchObject({ id: r.organizationId, plan: 'free', role: 'owner', name: "Ada's organisation" });

    const teams = await db.selectFrom('teams').select('name').where('organization_id', '=', r.organizationId).execute();
    expect(teams.map((t) => t.name)).toEqual(['Default']);
    const org = await db.selectFrom('organizations').selectAll().where('id', '=', r.organizationId).executeTakeFirstOrThrow();
    expect(org.credit_balance).toBe(10);
  });

  it('refuses a taken email (any case) and creates nothing', async () => {
    const db = getDb();
    const address = email();
    expect((await signUp(db, { email: address, password: 'password-one' })).ok).toBe(true);
    const before = await db.selectFrom('organizations').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const again = await signUp(db, { email: address.toUpperCase(), password: 'password-two' });
    expect(again).toEqual({ ok: false, fieldErrors: { email: 'An account with this email already exists' } });
    const after = await db.selectFrom('organizations').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('reports invalid fields', async () => {
    const r = await signUp(getDb(), { email: 'not-an-email', password: 'short' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldErrors.email).toBe('Enter a valid email address');
    expect(r.fieldErrors.password).toBe('Use at least 8 characters');
  });
});

describe('verifyCredentials', () => {
  it('accepts the right password and refuses a wrong one or an unknown email', async () => {
    const db = getDb();
    const address = email();
    await signUp(db, { email: address, password: 'the-right-password' });
    expect(await verifyCredentials(db, { email: address, password: 'the-right-password' })).toMatchObject({ email: address.toLowerCase() });
    expect(await verifyCredentials(db, { email: address, password: 'the-wrong-password' })).toBeNull();
    expect(await verifyCredentials(db, { email: email(), password: 'the-right-password' })).toBeNull();
    expect(await verifyCredentials(db, { email: address })).toBeNull();
  });
});
