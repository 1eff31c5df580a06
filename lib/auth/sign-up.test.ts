import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/index';
import { listUserOrganizations } from '../../db/queries/memberships';
import { findUserByEmail, findUserById } from '../../db/queries/users';
import { mailTo, linkTokenMailed, testIp } from '../testing/mail';
import { signUp } from './sign-up';
import { verifyCredentials } from './verify-credentials';
import { confirmEmail } from './verify-email';
import { THROTTLES } from './throttle';

const email = () => `user-${Math.random().toString(36).slice(2, 10)}@Example.com`;
const countUsers = async () => Number((await getDb().selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('signUp', () => {
  it('creates an unverified user with a Free organisation, a Default team, its credits and an owner membership, and mails a link', async () => {
    const db = getDb();
    const address = email();
    const r = await signUp(db, { email: address, password: 'correct horse battery', name: 'Ada' }, { ip: testIp() });
    expect(r).toEqual({ ok: true, outcome: 'check_email' });

    const user = await findUserByEmail(db, address);
    expect(user?.email).toBe(address.toLowerCase());
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.email_verified_at).toBeNull();

    const orgs = await listUserOrganizations(db, user!.id);
    expect(orgs).toHaveLength(1);
    expect(orgs[0]).toMatchObject({ plan: 'free', role: 'owner', name: "Ada's organisation" });
    const teams = await db.selectFrom('teams').select('name').where('organization_id', '=', orgs[0].id).execute();
    expect(teams.map((t) => t.name)).toEqual(['Default']);
    const org = await db.selectFrom('organizations').selectAll().where('id', '=', orgs[0].id).executeTakeFirstOrThrow();
    expect(org.credit_balance).toBe(10);

    const [mail] = await mailTo(address);
    expect(mail.subject).toBe('Confirm your email address for cvlens');
    expect(mail.body).toMatch(/http:\/\/localhost:\d+\/verify-email\/[A-Za-z0-9_-]{43}/);
  });

  it('answers a known address exactly as a new one, changes nothing, and mails its owner instead', async () => {
    const db = getDb();
    const address = email();
    await signUp(db, { email: address, password: 'password-one' }, { ip: testIp() });
    const before = await findUserByEmail(db, address);
    const users = await countUsers();
    const again = await signUp(db, { email: address.toUpperCase(), password: 'password-two', name: 'Mallory' }, { ip: testIp() });
    expect(again).toEqual({ ok: true, outcome: 'check_email' });
    expect(await countUsers()).toBe(users);
    expect(await findUserByEmail(db, address)).toEqual(before);
    expect((await mailTo(address)).map((m) => m.subject)).toEqual(['You already have a cvlens account', 'Confirm your email address for cvlens']);
    expect(await verifyCredentials(db, { email: address, password: 'password-two' }, { ip: testIp() })).toBeNull();
  });

  it('reports invalid fields', async () => {
    const r = await signUp(getDb(), { email: 'not-an-email', password: 'short' }, { ip: testIp() });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldErrors?.email).toBe('Enter a valid email address');
    expect(r.fieldErrors?.password).toBe('Use at least 8 characters');
  });

  it('refuses the 11th sign-up from one IP within the hour (the attack: 20 accounts in a second and a half)', async () => {
    const db = getDb();
    const ip = testIp();
    const users = await countUsers();
    const results = await Promise.all(Array.from({ length: 20 }, () => signUp(db, { email: email(), password: 'long-enough-password' }, { ip })));
    expect(results.filter((r) => r.ok)).toHaveLength(THROTTLES.sign_up.perIp.limit);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(20 - THROTTLES.sign_up.perIp.limit);
    for (const r of refused) expect(r).toEqual({ ok: false, error: expect.stringMatching(/^Too many sign-ups\. Try again in \d+ minutes?\.$/) });
    expect(await countUsers()).toBe(users + THROTTLES.sign_up.perIp.limit);
  });

  it('refuses the 4th sign-up of one address within the hour, from any IP', async () => {
    const db = getDb();
    const address = email();
    for (let i = 0; i < 3; i++) expect((await signUp(db, { email: address, password: 'long-enough-password' }, { ip: testIp() })).ok).toBe(true);
    const r = await signUp(db, { email: address, password: 'long-enough-password' }, { ip: testIp() });
    expect(r.ok).toBe(false);
  });
});

describe('email verification', () => {
  it('confirms the address once, by the mailed link only, and not after it expired', async () => {
    const db = getDb();
    const address = email();
    await signUp(db, { email: address, password: 'long-enough-password' }, { ip: testIp() });
    const token = await linkTokenMailed(address, 'verify-email');
    const user = (await findUserByEmail(db, address))!;

    expect(await confirmEmail(db, 'A'.repeat(43))).toBeNull();
    expect(await confirmEmail(db, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await confirmEmail(db, token)).toEqual({ email: address.toLowerCase() });
    expect((await findUserById(db, user.id))?.email_verified_at).toBeInstanceOf(Date);
    expect(await confirmEmail(db, token)).toBeNull();

    const other = email();
    await signUp(db, { email: other, password: 'long-enough-password' }, { ip: testIp() });
    const late = await linkTokenMailed(other, 'verify-email');
    await sql`update email_tokens set expires_at = now() - interval '1 second' where email = ${other.toLowerCase()}`.execute(db);
    expect(await confirmEmail(db, late)).toBeNull();
    expect((await findUserByEmail(db, other))?.email_verified_at).toBeNull();
  });
});

describe('verifyCredentials', () => {
  it('accepts the right password and refuses a wrong one or an unknown email', async () => {
    const db = getDb();
    const address = email();
    await signUp(db, { email: address, password: 'the-right-password' }, { ip: testIp() });
    const ip = testIp();
    expect(await verifyCredentials(db, { email: address, password: 'the-right-password' }, { ip })).toMatchObject({ email: address.toLowerCase(), epoch: 0 });
    expect(await verifyCredentials(db, { email: address, password: 'the-wrong-password' }, { ip })).toBeNull();
    expect(await verifyCredentials(db, { email: email(), password: 'the-right-password' }, { ip })).toBeNull();
    expect(await verifyCredentials(db, { email: address }, { ip })).toBeNull();
  });
});
