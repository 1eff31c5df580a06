import { openApiJson } from '@/lib/api/openapi';

/** Public: the reference a client generator or the /docs page reads. */
export function GET(req: Request) {
  const json = openApiJson(`${new URL(req.url).origin}/api/v1`);
  return new Response(json, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' } });
}
