import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { createSkillGap, listSkillGaps } from '@/lib/skill-gaps/skill-gaps';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createSkillGap, async ({ db, auth, input, respondCreate }) =>
  respondCreate(await createSkillGap(db, { tenant: auth, apiKeyId: auth.apiKeyId, body: input.body })),
);

export const GET = withApiKey(OPERATIONS.listSkillGaps, async ({ db, auth, input, respond }) =>
  respond(await listSkillGaps(db, auth, input.query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/skill-gaps'));
