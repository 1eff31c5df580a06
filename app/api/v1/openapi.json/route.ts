import { openApiDocument } from '@/lib/api/openapi';

/** Public: the reference a client generator or the /docs page reads. */
export function GET(req: Request) {
  const origin = new URL(req.url).origin;
  return Response.json(openApiDocument(`${origin}/api/v1`), { headers: { 'Cache-Control': 'public, max-age=60' } });
}
