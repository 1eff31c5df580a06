import type { RecordTable } from '../../db/queries/erasure';
import { deleteRecord } from '../erasure/delete-record';
import type { Scope } from '../keys/scopes';
import { withApiKey } from './with-api-key';

/** DELETE /{records}/{id}: 204 with no body once the record and its files are gone. */
export const deleteRoute = (table: RecordTable, scope: Scope) =>
  withApiKey<{ id: string }>({ scope }, async ({ db, auth, params }) => {
    await deleteRecord(db, table, auth, params.id);
    return new Response(null, { status: 204 });
  });
