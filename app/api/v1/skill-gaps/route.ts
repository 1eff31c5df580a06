import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { respondCreate } from '@/lib/api/respond';
import { withApiKey } from '@/lib/api/with-api-key';
import { DerivedReportProcessing } from '@/lib/schemas/common';
import { SkillGapCreated } from '@/lib/schemas/skill-gap';
import { createSkillGap, listSkillGaps } from '@/lib/skill-gaps/skill-gaps';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createSkillGap, async ({ db, auth, body, req }) => {
  const r = await createSkillGap(db, { tenant: auth, apiKeyId: auth.apiKeyId, body, contentType: req.headers.get('content-type') });
  return respondCreate(SkillGapCreated, DerivedReportProcessing, r);
});

export const GET = withApiKey(OPERATIONS.listSkillGaps, async ({ db, auth, url }) =>
  Response.json(await listSkillGaps(db, auth, url)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/skill-gaps'));
