import { operations, type Operation } from '../api/operations';
import { withApiKey } from '../api/with-api-key';
import { JOB_KINDS, type JobKind } from '../job-kinds';
import { deleteRecord } from './delete-record';

/** DELETE /{route}/{id} (its operation in lib/api/operations.ts): 204 with no body once the record and its files are gone. */
export function deleteRoute(kind: JobKind) {
  const path = `/${JOB_KINDS[kind].route}/{id}`;
  const operation = operations.find((o) => o.method === 'delete' && o.path === path);
  if (!operation) throw new Error(`no DELETE ${path} in lib/api/operations.ts`);
  return withApiKey(operation as Operation & { pathId: true }, async ({ db, auth, input, respond }) => {
    await deleteRecord(db, kind, auth, input.id);
    return respond();
  });
}
