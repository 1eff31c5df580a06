import { deleteRoute } from '@/lib/erasure/delete-route';
import { getAnalysisResponse } from '@/lib/analyses/get-analysis';
import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const GET = withApiKey(OPERATIONS.getAnalysis, ({ db, auth, input }) => getAnalysisResponse(db, auth, input.id));

export const DELETE = deleteRoute('analysis');

export const { POST, PUT, PATCH, OPTIONS } = unservedMethods(methodsAt('/analyses/{id}'));
