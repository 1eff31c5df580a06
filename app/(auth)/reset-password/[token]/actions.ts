'use server';
import { redirect } from 'next/navigation';
import { signOut } from '@/auth';
import type { ActionState } from '@/components/action-form';
import { getDb } from '@/db/index';
import { resetPassword } from '@/lib/auth/password-reset';

export async function resetPasswordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const r = await resetPassword(getDb(), form.get('token'), form.get('password'));
  if (!r.ok) return { error: r.error };
  // every session ended with the old password, this browser's too: sign in again with the new one
  await signOut({ redirect: false });
  redirect('/sign-in?reset=1');
}
