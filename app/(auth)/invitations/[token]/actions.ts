'use server';
import { redirect } from 'next/navigation';
import type { ActionState } from '@/components/action-form';
import { getDb } from '@/db/index';
import { chooseOrganization, requireUser } from '@/lib/auth/current-member';
import { acceptInvitation } from '@/lib/auth/invitation-links';
import { actionErrorMessage } from '@/lib/dashboard/action-error';

export async function acceptInvitationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  let organizationId: string;
  try {
    ({ organizationId } = await getDb().transaction().execute((tx) => acceptInvitation(tx, form.get('token'), user)));
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
  await chooseOrganization(organizationId);
  redirect('/dashboard');
}
