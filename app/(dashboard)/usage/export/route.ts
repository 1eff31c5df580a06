/** CSV of the signed-in member's organisation: /usage/export?what=requests|daily&days=7|30&key=<id>. */
import { getDb } from '@/db/index';
import { errorResponse } from '@/lib/api/error-response';
import { AppError } from '@/lib/errors';
import { sessionActor } from '@/lib/auth/current-member';
import { usageCsv } from '@/lib/dashboard/usage-export';
import { uuidv7 } from '@/lib/ids';

export async function GET(req: Request) {
  try {
    const actor = await sessionActor();
    if (!actor) throw new AppError('signed_out', 'Sign in to export usage');
    const query = Object.fromEntries(new URL(req.url).searchParams);
    const { filename, body } = await usageCsv(getDb(), actor.organizationId, query);
    return new Response(body, {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' },
    });
  } catch (err) {
    return errorResponse(err, uuidv7());
  }
}
