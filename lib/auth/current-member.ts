/**
 * The signed-in user and the organisation they work in, for pages and server actions. Both
 * redirect to sign-in when there is no session, so nothing below them runs unauthenticated; the
 * sign-in page is told where to send the user back (REQUEST_PATH_HEADER, set by proxy.ts).
 */
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { auth } from '@/auth';
import { getDb } from '../../db/index';
import { findUserById } from '../../db/queries/users';
import type { Actor } from '../organizations/actor';
import { resolveMembership } from './resolve-membership';
import { REQUEST_PATH_HEADER } from './request-path-header';
import { safeRedirectPath } from './safe-redirect';

/** Cookie holding the organisation picked in the switcher; checked against memberships on every read. */
export const ORG_COOKIE = 'cvlens_org';


/**
 * The user of a session that still stands: the account exists and the session began in its
 * current epoch (a password reset or change ends the others). null otherwise.
 */
export const currentUser = cache(async () => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  const user = await findUserById(getDb(), id);
  if (!user || user.session_epoch !== (session.user.epoch ?? 0)) return null;
  return user;
});

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** /sign-in, with the page asked for as callbackUrl so that sign-in returns there. */
async function signInPath(): Promise<string> {
  const asked = safeRedirectPath((await headers()).get(REQUEST_PATH_HEADER), '');
  return asked && asked !== '/dashboard' ? `/sign-in?callbackUrl=${encodeURIComponent(asked)}` : '/sign-in';
}

// cache(): the layout and the page both ask; one session and database read per request.
export const requireUser = cache(async (): Promise<CurrentUser> => {
  const user = await currentUser();
  if (!user) redirect(await signInPath());
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
  const user = await currentUser();
  if (!user) return null;
  const membership = await resolveMembership(getDb(), user.id, (await cookies()).get(ORG_COOKIE)?.value);
  return membership ? { userId: user.id, organizationId: membership.current.id, role: membership.current.role } : null;
}

/** Makes the organisation the one the dashboard shows (after joining it, or picking it in the switcher). */
export async function chooseOrganization(organizationId: string) {
  (await cookies()).set(ORG_COOKIE, organizationId, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 365 * 86_400 });
}
