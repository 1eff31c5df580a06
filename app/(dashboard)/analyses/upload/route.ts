/**
 * The dashboard's CV upload: a route handler rather than a server action so the browser can
 * report upload progress. It runs the same service as POST /api/v1/analyses, without an API key.
 */
import { getDb } from '@/db/index';
import { createAnalysis } from '@/lib/analyses/create-analysis';
import { errorResponse } from '@/lib/api/error-response';
import { AppError } from '@/lib/errors';
import { OPERATIONS } from '@/lib/api/operations';
import { readBodyLimited } from '@/lib/api/read-body';
import { readBody } from '@/lib/api/request-input';
import { sessionActor } from '@/lib/auth/current-member';
import { isSameOrigin } from '@/lib/auth/same-origin';
import { uuidv7 } from '@/lib/ids';
import { wholeOrganisation } from '@/lib/organizations/actor';

export async function POST(req: Request) {
  try {
    if (!isSameOrigin(req)) throw new AppError('cross_site', 'Cross-site request refused');
    const actor = await sessionActor();
    if (!actor) throw new AppError('signed_out', 'Sign in again to upload');
    const body = await readBodyLimited(req);
    const { form } = await readBody(OPERATIONS.createAnalysis, body, req.headers.get('content-type'));
    const r = await createAnalysis(getDb(), { tenant: wholeOrganisation(actor.organizationId), apiKeyId: null, form });
    return Response.json({ id: r.id, status: r.status }, { status: 201 });
  } catch (err) {
    return errorResponse(err, uuidv7());
  }
}
