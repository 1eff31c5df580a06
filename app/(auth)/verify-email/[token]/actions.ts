'use server';
import { redirect } from 'next/navigation';
import type { ActionState } from '@/components/action-form';
import { getDb } from '@/db/index';
import { currentUser } from '@/lib/auth/current-member';
import { confirmEmail } from '@/lib/auth/verify-email';

export async function confirmEmailAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const confirmed = await confirmEmail(getDb(), form.get('token'));
  if (!confirmed) return { error: 'This link has expired or was already used. Sign in and send a new one from your account page.' };
  redirect((await currentUser()) ? '/settings/account?verified=1' : '/sign-in?verified=1');
}
