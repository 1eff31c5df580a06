import { withApiKey } from '@/lib/api/with-api-key';
import { skillGapKind as kind } from '@/lib/reports/report-kinds';
import { getReport } from '@/lib/reports/report-service';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = withApiKey<{ id: string }>({ scope: 'skill-gaps:read' }, async ({ db, auth, params }) =>
  Response.json(await getReport(kind, db, auth, params.id)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
