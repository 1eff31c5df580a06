import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { respond, respondCreate } from '@/lib/api/respond';
import { withApiKey } from '@/lib/api/with-api-key';
import { DerivedReportProcessing } from '@/lib/schemas/common';
import { InterviewPrepCreated, InterviewPrepList } from '@/lib/schemas/interview-prep';
import { createInterviewPrep, listInterviewPreps } from '@/lib/interview-preps/interview-preps';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createInterviewPrep, async ({ db, auth, input }) => {
  const r = await createInterviewPrep(db, { tenant: auth, apiKeyId: auth.apiKeyId, body: input.body });
  return respondCreate(InterviewPrepCreated, DerivedReportProcessing, r);
});

export const GET = withApiKey(OPERATIONS.listInterviewPreps, async ({ db, auth, input }) =>
  respond(InterviewPrepList, await listInterviewPreps(db, auth, input.query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/interview-preps'));
