'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/index';
import { requireMember } from '@/lib/auth/current-member';
import { actionErrorMessage } from '@/lib/dashboard/action-error';
import { createKeyFor, renameKeyFor, revokeKeyFor, rollKeyFor } from '@/lib/dashboard/api-keys';
import { readKeyForm } from '@/lib/dashboard/key-form';
import { ActionForms, readForm } from '@/lib/dashboard/action-forms';

export interface CreateKeyState {
  error?: string;
  created?: { name: string; key: string };
}

export async function createKeyAction(_prev: CreateKeyState, form: FormData): Promise<CreateKeyState> {
  const { actor } = await requireMember();
  const input = readKeyForm(form);
  if (!input.ok) return { error: input.error };
  try {
    const { key } = await createKeyFor(getDb(), actor, input.value);
    revalidatePath('/settings/api-keys');
    return { created: { name: input.value.name, key } };
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
}

export interface RevokeKeyState {
  error?: string;
  done?: boolean;
}

export async function revokeKeyAction(_prev: RevokeKeyState, form: FormData): Promise<RevokeKeyState> {
  const { actor } = await requireMember();
  const input = readForm(ActionForms.key, form);
  if (!input.ok) return { error: input.error };
  try {
    await revokeKeyFor(getDb(), actor, input.value.keyId);
    revalidatePath('/settings/api-keys');
    return { done: true };
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
}

export interface RenameKeyState {
  error?: string;
  done?: boolean;
}

export async function renameKeyAction(_prev: RenameKeyState, form: FormData): Promise<RenameKeyState> {
  const { actor } = await requireMember();
  const input = readForm(ActionForms.renameKey, form);
  if (!input.ok) return { error: input.error };
  try {
    await renameKeyFor(getDb(), actor, input.value.keyId, input.value.name);
    revalidatePath('/settings/api-keys');
    return { done: true };
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
}

export interface RollKeyState {
  error?: string;
  rolled?: { key: string; oldSecretEndsAt: string };
}

export async function rollKeyAction(_prev: RollKeyState, form: FormData): Promise<RollKeyState> {
  const { actor } = await requireMember();
  const input = readForm(ActionForms.key, form);
  if (!input.ok) return { error: input.error };
  try {
    const { key, oldSecretEndsAt } = await rollKeyFor(getDb(), actor, input.value.keyId);
    revalidatePath('/settings/api-keys');
    return { rolled: { key, oldSecretEndsAt: oldSecretEndsAt.toISOString() } };
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
}
