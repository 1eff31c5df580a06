import { deleteRecord } from './delete-record';
import { JOB_KINDS, type JobKind } from '../job-kinds';
import { withApiKey } from '../api/with-api-key';

/** DELETE /{route}/{id}: 204 with no body once the record and its files are gone (the kind's write scope). */
export const deleteRoute = (kind: JobKind) =>
  withApiKey<{ id: string }>({ scope: JOB_KINDS[kind].scopes.write }, async ({ db, auth, params }) => {
    await deleteRecord(db, kind, auth, params.id);
    return new Response(null, { status: 204 });
  });
