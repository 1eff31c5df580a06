import { createAnalysis } from '@/lib/analyses/create-analysis';
import { listAnalysesPage } from '@/lib/analyses/list-analyses';
import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createAnalysis, async ({ db, auth, input, respond }) =>
  respond(await createAnalysis(db, { tenant: auth, apiKeyId: auth.apiKeyId, form: input.body.form })),
);

export const GET = withApiKey(OPERATIONS.listAnalyses, async ({ db, auth, input, respond }) =>
  respond(await listAnalysesPage(db, auth, input.query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/analyses'));
