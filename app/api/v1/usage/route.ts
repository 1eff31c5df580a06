import { withApiKey } from '@/lib/api/with-api-key';
import { respond } from '@/lib/api/respond';
import { UsageStats } from '@/lib/api/schemas/usage';
import { usageStats } from '@/lib/usage/usage-stats';

export const GET = withApiKey({ scope: 'usage:read' }, async ({ db, auth }) =>
  respond(UsageStats, await usageStats(db, auth.organizationId)),
);
