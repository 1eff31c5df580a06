import { createAnalysis } from '@/lib/analyses/create-analysis';
import { listAnalysesPage } from '@/lib/analyses/list-analyses';
import { respond } from '@/lib/api/respond';
import { AnalysisCreated, AnalysisList } from '@/lib/schemas/analysis';
import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createAnalysis, async ({ db, auth, input }) =>
  respond(AnalysisCreated, await createAnalysis(db, { tenant: auth, apiKeyId: auth.apiKeyId, form: input.body.form }), 201),
);

export const GET = withApiKey(OPERATIONS.listAnalyses, async ({ db, auth, input }) =>
  respond(AnalysisList, await listAnalysesPage(db, auth, input.query)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/analyses'));
