'use server';
import { redirect } from 'next/navigation';
import type { ActionState } from '@/components/action-form';
import { getDb } from '@/db/index';
import { requireMember } from '@/lib/auth/current-member';
import { wholeOrganisation } from '@/lib/organizations/actor';
import { actionErrorMessage } from '@/lib/dashboard/action-error';
import { deleteRecord } from '@/lib/erasure/delete-record';
import { DELETABLE, isDeletableKind } from '@/lib/erasure/deletable-kinds';
import { isUuid } from '@/lib/ids';

/** The dashboard's delete (after its confirmation): the same erasure as DELETE /api/v1/…/{id}, then back to the list. */
export async function deleteRecordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { actor } = await requireMember();
  const kind = form.get('kind');
  const id = String(form.get('id') ?? '');
  if (!isDeletableKind(kind) || !isUuid(id)) return { error: 'Unknown record' };
  try {
    await deleteRecord(getDb(), kind, wholeOrganisation(actor.organizationId), id);
  } catch (err) {
    return { error: actionErrorMessage(err) };
  }
  redirect(DELETABLE[kind].list);
}
