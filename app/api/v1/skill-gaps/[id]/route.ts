import { deleteRoute } from '@/lib/erasure/delete-route';
import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { getSkillGap } from '@/lib/skill-gaps/skill-gaps';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const GET = withApiKey(OPERATIONS.getSkillGap, async ({ db, auth, input, respond }) =>
  respond(await getSkillGap(db, auth, input.id)),
);

export const DELETE = deleteRoute('skill_gap');

export const { POST, PUT, PATCH, OPTIONS } = unservedMethods(methodsAt('/skill-gaps/{id}'));
