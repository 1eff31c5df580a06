import { deleteRoute } from '@/lib/erasure/delete-route';
import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { getInterviewPrep } from '@/lib/interview-preps/interview-preps';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const GET = withApiKey(OPERATIONS.getInterviewPrep, async ({ db, auth, input, respond }) =>
  respond(await getInterviewPrep(db, auth, input.id)),
);

export const DELETE = deleteRoute('interview_prep');

export const { POST, PUT, PATCH, OPTIONS } = unservedMethods(methodsAt('/interview-preps/{id}'));
