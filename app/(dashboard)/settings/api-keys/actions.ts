'use server';
import { getDb } from '@/db/index';
import { requireMember } from '@/lib/auth/current-member';
import { createKeyFor, renameKeyFor, revokeKeyFor, rollKeyFor } from '@/lib/dashboard/api-keys';
import { readKeyForm } from '@/lib/dashboard/key-form';
import { ActionForms } from '@/lib/dashboard/action-forms';
import { withActionForm, runActionFor } from '@/lib/dashboard/run-action';

const PATH = '/settings/api-keys';

export interface CreateKeyState {
  error?: string;
  created?: { name: string; key: string };
}

export async function createKeyAction(_prev: CreateKeyState, form: FormData): Promise<CreateKeyState> {
  return withActionForm(requireMember, form, readKeyForm, async (input, { actor }) => {
    const r = await runActionFor(PATH, () => createKeyFor(getDb(), actor, input));
    return r.ok ? { created: { name: input.name, key: r.value.key } } : { error: r.error };
  });
}

export interface RevokeKeyState {
  error?: string;
  done?: boolean;
}

export async function revokeKeyAction(_prev: RevokeKeyState, form: FormData): Promise<RevokeKeyState> {
  return withActionForm(requireMember, form, ActionForms.key, async (input, { actor }) => {
    const r = await runActionFor(PATH, () => revokeKeyFor(getDb(), actor, input.keyId));
    return r.ok ? { done: true } : { error: r.error };
  });
}

export interface RenameKeyState {
  error?: string;
  done?: boolean;
}

export async function renameKeyAction(_prev: RenameKeyState, form: FormData): Promise<RenameKeyState> {
  return withActionForm(requireMember, form, ActionForms.renameKey, async (input, { actor }) => {
    const r = await runActionFor(PATH, () => renameKeyFor(getDb(), actor, input.keyId, input.name));
    return r.ok ? { done: true } : { error: r.error };
  });
}

export interface RollKeyState {
  error?: string;
  rolled?: { key: string; oldSecretEndsAt: string };
}

export async function rollKeyAction(_prev: RollKeyState, form: FormData): Promise<RollKeyState> {
  return withActionForm(requireMember, form, ActionForms.key, async (input, { actor }) => {
    const r = await runActionFor(PATH, () => rollKeyFor(getDb(), actor, input.keyId));
    return r.ok ? { rolled: { key: r.value.key, oldSecretEndsAt: r.value.oldSecretEndsAt.toISOString() } } : { error: r.error };
  });
}
