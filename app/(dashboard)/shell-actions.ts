'use server';
import { redirect } from 'next/navigation';
import { signOut } from '@/auth';
import { getDb } from '@/db/index';
import { isMemberOf } from '@/lib/dashboard/page-reads';
import { chooseOrganization, requireUser } from '@/lib/auth/current-member';
import { isUuid } from '@/lib/ids';

export async function signOutAction() {
  await signOut({ redirectTo: '/sign-in' });
}

export async function switchOrganization(form: FormData) {
  const user = await requireUser();
  const id = String(form.get('organizationId') ?? '');
  // only an organisation the user belongs to; the cookie is re-checked on every read anyway
  if (isUuid(id) && (await isMemberOf(getDb(), user.id, id))) {
    await chooseOrganization(id);
  }
  redirect('/dashboard');
}
