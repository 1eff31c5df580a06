import { withApiKey } from '@/lib/api/with-api-key';
import { interviewPrepKind as kind } from '@/lib/reports/report-kinds';
import { createReport, listReports } from '@/lib/reports/report-service';
import { unservedMethods } from '@/lib/api/unserved-methods';

export const POST = withApiKey({ scope: 'interview-preps:write' }, async ({ db, auth, body, req }) => {
  const r = await createReport(kind, db, { tenant: auth, apiKeyId: auth.apiKeyId, body, contentType: req.headers.get('content-type') });
  return Response.json(r.body, { status: r.status });
});

export const GET = withApiKey({ scope: 'interview-preps:read' }, async ({ db, auth, url }) =>
  Response.json(await listReports(kind, db, auth, url)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(['GET', 'POST']);
