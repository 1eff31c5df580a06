import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { createGeneration } from '@/lib/generations/create-generation';
import { listGenerations } from '@/lib/generations/read-generations';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createGeneration, async ({ db, auth, input, url, respondCreate }) =>
  respondCreate(await createGeneration(db, { tenant: auth, apiKeyId: auth.apiKeyId, body: input.body, origin: url.origin })),
);

export const GET = withApiKey(OPERATIONS.listGenerations, async ({ db, auth, input, respond }) =>
  respond(await listGenerations(db, auth, input.query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/generations'));
