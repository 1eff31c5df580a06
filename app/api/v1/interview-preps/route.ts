import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { createInterviewPrep, listInterviewPreps } from '@/lib/interview-preps/interview-preps';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createInterviewPrep, async ({ db, auth, input, respondCreate }) =>
  respondCreate(await createInterviewPrep(db, { tenant: auth, apiKeyId: auth.apiKeyId, body: input.body })),
);

export const GET = withApiKey(OPERATIONS.listInterviewPreps, async ({ db, auth, input, respond }) =>
  respond(await listInterviewPreps(db, auth, input.query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/interview-preps'));
