import { getAnalysisStatusResponse } from '@/lib/analyses/get-analysis';
import { methodsAt, OPERATIONS } from '@/lib/api/operations';
import { withApiKey } from '@/lib/api/with-api-key';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const GET = withApiKey(OPERATIONS.getAnalysisStatus, ({ db, auth, input }) => getAnalysisStatusResponse(db, auth, input.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(methodsAt('/analyses/{id}/status'));
