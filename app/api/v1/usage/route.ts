import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { usageStats } from '@/lib/usage/usage-stats';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const GET = withApiKey(OPERATIONS.getUsage, async ({ db, auth, respond }) =>
  respond(await usageStats(db, auth.organizationId)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/usage'));
