'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/db/index';
import { requireMember } from '@/lib/auth/current-member';
import { actionErrorMessage } from '@/lib/dashboard/action-error';
import { createKeyFor, renameKeyFor, revokeKeyFor, rollKeyFor } from '@/lib/dashboard/api-keys';
import { readKeyForm } from '@/lib/dashboard/key-form';
import { isUuid } from '@/lib/ids';

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
  const id = String(form.get('keyId') ?? '');
  if (!isUuid(id)) return { error: 'Unknown key' };
  try {
    await revokeKeyFor(getDb(), actor, id);
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
  const id = String(form.get('keyId') ?? '');
  if (!isUuid(id)) return { error: 'Unknown key' };
  try {
    await renameKeyFor(getDb(), actor, id, form.get('name') ?? '');
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
  const id = String(form.get('keyId') ?? '');
  if (!isUuid(id)) return { error: 'Unknown key' };
  try {
    const { key, oldSecretEndsAt } = await rollKeyFor(getDb(), actor, id);
    revalidatePath('/settings/api-keys');
    return { rolled: { key, oldSecretEndsAt: oldSecretEndsAt.toISOString() } };
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
}
