'use server';
import { redirect } from 'next/navigation';
import { signOut } from '@/auth';
import { getDb } from '@/db/index';
import { chooseOrganization, requireUser } from '@/lib/auth/current-member';
import { findMembership } from '@/db/queries/memberships';
import { isUuid } from '@/lib/ids';

export async function signOutAction() {
  await signOut({ redirectTo: '/sign-in' });
}

export async function switchOrganization(form: FormData) {
  const user = await requireUser();
  const id = String(form.get('organizationId') ?? '');
  // only an organisation the user belongs to; the cookie is re-checked on every read anyway
  if (isUuid(id) && (await findMembership(getDb(), user.id, id))) {
    await chooseOrganization(id);
  }
  redirect('/dashboard');
}
