import { createAnalysis } from '@/lib/analyses/create-analysis';
import { listAnalysesPage } from '@/lib/analyses/list-analyses';
import { respond } from '@/lib/api/respond';
import { AnalysisCreated, AnalysisList } from '@/lib/schemas/analysis';
import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey(OPERATIONS.createAnalysis, async ({ db, auth, body, req }) =>
  respond(
    AnalysisCreated,
    await createAnalysis(db, { tenant: auth, apiKeyId: auth.apiKeyId, body, contentType: req.headers.get('content-type') }),
    201,
  ),
);

export const GET = withApiKey(OPERATIONS.listAnalyses, async ({ db, auth, url }) =>
  respond(AnalysisList, await listAnalysesPage(db, auth, url)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/analyses'));
