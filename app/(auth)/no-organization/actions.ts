'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/index';
import { requireUser } from '@/lib/auth/current-member';
import { createOwnedOrganization } from '@/lib/organizations/create-owned-organization';

export async function createFirstOrganization(form: FormData) {
  const user = await requireUser();
  const name = String(form.get('name') ?? '').trim().slice(0, 100) || `${user.email.split('@')[0]}'s organisation`;
  await getDb().transaction().execute((tx) => createOwnedOrganization(tx, user.id, name));
  redirect('/dashboard');
}
