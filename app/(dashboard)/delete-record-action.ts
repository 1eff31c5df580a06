'use server';
import { redirect } from 'next/navigation';
import type { ActionState } from '@/components/action-form';
import { getDb } from '@/db/index';
import { requireMember } from '@/lib/auth/current-member';
import { wholeOrganisation } from '@/lib/organizations/actor';
import { actionErrorMessage } from '@/lib/dashboard/action-error';
import { deleteRecord } from '@/lib/erasure/delete-record';
import { DELETABLE } from '@/lib/erasure/deletable-kinds';
import { ActionForms } from '@/lib/dashboard/action-forms';
import { withActionForm } from '@/lib/dashboard/run-action';

/** The dashboard's delete (after its confirmation): the same erasure as DELETE /api/v1/…/{id}, then back to the list. */
export async function deleteRecordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return withActionForm(requireMember, form, ActionForms.deleteRecord, async ({ kind, id }, { actor }) => {
    try {
      await deleteRecord(getDb(), kind, wholeOrganisation(actor.organizationId), id);
    } catch (err) {
      return { error: actionErrorMessage(err) };
    }
    redirect(DELETABLE[kind].list);
  });
}
