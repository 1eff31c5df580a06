/** Test helpers: real accounts made through sign-up, as the dashboard makes them. */
import { getDb } from '../../db/index';
import type { Role } from '../../db/types';
import { insertMembership } from '../../db/queries/memberships';
import { signUp } from '../auth/sign-up';
import type { Actor } from './actor';

export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function createTestAccount(tag = 'user') {
  const email = uniqueEmail(tag);
  const r = await signUp(getDb(), { email, password: 'a-long-test-password' });
  if (!r.ok) throw new Error(`sign-up failed: ${JSON.stringify(r.fieldErrors)}`);
  const owner: Actor = { userId: r.userId, organizationId: r.organizationId, role: 'owner' };
  return { email, userId: r.userId, organizationId: r.organizationId, owner };
}

/** Another account, added to `organizationId` with `role`. */
export async function addTestMember(organizationId: string, role: Role) {
  const other = await createTestAccount(role);
  await insertMembership(getDb(), { userId: other.userId, organizationId, role });
  const actor: Actor = { userId: other.userId, organizationId, role };
  return { ...other, actor };
}
