import { getAnalysisResponse } from '@/lib/analyses/get-analysis';
import { withApiKey } from '@/lib/api/with-api-key';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = withApiKey<{ id: string }>({ scope: 'analyses:read' }, ({ db, auth, params }) => getAnalysisResponse(db, auth, params.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
