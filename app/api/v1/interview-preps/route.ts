import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { respondCreate } from '@/lib/api/respond';
import { withApiKey } from '@/lib/api/with-api-key';
import { DerivedReportProcessing } from '@/lib/schemas/common';
import { InterviewPrepCreated } from '@/lib/schemas/interview-prep';
import { createInterviewPrep, listInterviewPreps } from '@/lib/interview-preps/interview-preps';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createInterviewPrep, async ({ db, auth, body, req }) => {
  const r = await createInterviewPrep(db, { tenant: auth, apiKeyId: auth.apiKeyId, body, contentType: req.headers.get('content-type') });
  return respondCreate(InterviewPrepCreated, DerivedReportProcessing, r);
});

export const GET = withApiKey(OPERATIONS.listInterviewPreps, async ({ db, auth, url }) =>
  Response.json(await listInterviewPreps(db, auth, url)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/interview-preps'));
