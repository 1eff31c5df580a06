import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { respond, respondCreate } from '@/lib/api/respond';
import { withApiKey } from '@/lib/api/with-api-key';
import { DerivedReportProcessing } from '@/lib/schemas/common';
import { SkillGapCreated, SkillGapList } from '@/lib/schemas/skill-gap';
import { createSkillGap, listSkillGaps } from '@/lib/skill-gaps/skill-gaps';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createSkillGap, async ({ db, auth, input }) => {
  const r = await createSkillGap(db, { tenant: auth, apiKeyId: auth.apiKeyId, body: input.body });
  return respondCreate(SkillGapCreated, DerivedReportProcessing, r);
});

export const GET = withApiKey(OPERATIONS.listSkillGaps, async ({ db, auth, input }) =>
  respond(SkillGapList, await listSkillGaps(db, auth, input.query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/skill-gaps'));
