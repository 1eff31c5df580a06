/** Test helpers: real accounts made through sign-up (and its mailed link), as the dashboard makes them. */
import { getDb } from '../../db/index';
import type { Role } from '../../db/types';
import { insertMembership, listUserOrganizations } from '../../db/queries/memberships';
import { findUserByEmail } from '../../db/queries/users';
import { signUp } from '../auth/sign-up';
import { confirmEmail } from '../auth/verify-email';
import { linkTokenMailed, testIp } from './mail';
import type { Actor } from '../organizations/actor';

export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const TEST_PASSWORD = 'a-long-test-password';

/** Signs up; with `verified` (the default) also follows the link mailed to the address. */
export async function createTestAccount(tag = 'user', opts: { verified?: boolean } = {}) {
  const db = getDb();
  const email = uniqueEmail(tag);
  const r = await signUp(db, { email, password: TEST_PASSWORD }, { ip: testIp() });
  if (!r.ok) throw new Error(`sign-up failed: ${JSON.stringify(r)}`);
  if (opts.verified !== false && !(await confirmEmail(db, await linkTokenMailed(email, 'verify-email')))) throw new Error('verification failed');
  const user = (await findUserByEmail(db, email))!;
  const organizationId = (await listUserOrganizations(db, user.id))[0]?.id;
  const owner: Actor = { userId: user.id, organizationId, role: 'owner' };
  return { email, userId: user.id, organizationId, owner };
}

/** Another account, added to `organizationId` with `role`. */
export async function addTestMember(organizationId: string, role: Role) {
  const other = await createTestAccount(role);
  await insertMembership(getDb(), { userId: other.userId, organizationId, role });
  const actor: Actor = { userId: other.userId, organizationId, role };
  return { ...other, actor };
}
