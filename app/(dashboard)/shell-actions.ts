'use server';
import { redirect } from 'next/navigation';
import { signOut } from '@/auth';
import { getDb } from '@/db/index';
import { isMemberOf } from '@/lib/dashboard/page-reads';
import { chooseOrganization, requireUser } from '@/lib/auth/current-member';
import { ActionForms, readForm } from '@/lib/dashboard/action-forms';

export async function signOutAction() {
  await signOut({ redirectTo: '/sign-in' });
}

export async function switchOrganization(form: FormData) {
  const user = await requireUser();
  const input = readForm(ActionForms.organization, form);
  // only an organisation the user belongs to; the cookie is re-checked on every read anyway
  if (input.ok && (await isMemberOf(getDb(), user.id, input.value.organizationId))) {
    await chooseOrganization(input.value.organizationId);
  }
  redirect('/dashboard');
}
