/**
 * The signed-in user and the organisation they work in, for pages and server actions. Both
 * redirect to sign-in when there is no session, so nothing below them runs unauthenticated.
 */
import { cookies } from 'next/headers';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { auth } from '@/auth';
import { getDb } from '../../db/index';
import { findUserById } from '../../db/queries/users';
import type { Actor } from '../dashboard/actor';
import { resolveMembership } from '../dashboard/resolve-membership';

/** Cookie holding the organisation picked in the switcher; checked against memberships on every read. */
export const ORG_COOKIE = 'cvlens_org';

// cache(): the layout and the page both ask; one session and database read per request.
export const requireUser = cache(async () => {
  const session = await auth();
  const id = session?.user?.id;
  const user = id ? await findUserById(getDb(), id) : undefined;
  if (!user) redirect('/sign-in');
  return user;
});

export const requireMember = cache(async () => {
  const user = await requireUser();
  const preferred = (await cookies()).get(ORG_COOKIE)?.value;
  const membership = await resolveMembership(getDb(), user.id, preferred);
  if (!membership) redirect('/no-organization');
  const actor: Actor = { userId: user.id, organizationId: membership.current.id, role: membership.current.role };
  return { user, actor, organization: membership.current, organizations: membership.organizations };
});

export async function requireStaff() {
  const user = await requireUser();
  if (!user.is_staff) redirect('/dashboard');
  return user;
}

/** For route handlers: the actor of the session, or null (they answer 401 rather than redirect). */
export async function sessionActor(): Promise<Actor | null> {
  const id = (await auth())?.user?.id;
  if (!id) return null;
  const membership = await resolveMembership(getDb(), id, (await cookies()).get(ORG_COOKIE)?.value);
  return membership ? { userId: id, organizationId: membership.current.id, role: membership.current.role } : null;
}
