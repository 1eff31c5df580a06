import { deleteRecordAction } from './delete-record-action';
import { DELETABLE, type DeletableKind } from '@/lib/erasure/deletable-kinds';
import { DeleteRecordButton } from '@/components/delete-record-button';

/** The delete button of a record's page; none while the record is processing (its job still writes to it). */
export function DeleteRecord({ kind, id, status }: { kind: DeletableKind; id: string; status: string }) {
  if (status === 'processing') return null;
  const k = DELETABLE[kind];
  return <DeleteRecordButton action={deleteRecordAction} kind={kind} id={id} noun={k.noun} erases={k.erases} />;
}
