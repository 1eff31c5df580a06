import { deleteRoute } from '@/lib/erasure/delete-route';
import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { getGeneration } from '@/lib/generations/read-generations';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const GET = withApiKey(OPERATIONS.getGeneration, async ({ db, auth, input, url, respond }) =>
  respond(await getGeneration(db, auth, input.id, url.origin)),
);

export const DELETE = deleteRoute('generation');

export const { POST, PUT, PATCH, OPTIONS } = unservedMethods(methodsAt('/generations/{id}'));
