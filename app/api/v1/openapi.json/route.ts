import { openApiDocument } from '@/lib/api/openapi';

// The document depends only on the server URL: built once per origin, not per request.
const documents = new Map<string, string>();

/** Public: the reference a client generator or the /docs page reads. */
export function GET(req: Request) {
  const serverUrl = `${new URL(req.url).origin}/api/v1`;
  let json = documents.get(serverUrl);
  if (json === undefined) {
    json = JSON.stringify(openApiDocument(serverUrl));
    // a few origins at most (localhost, the public host); the bound guards against forged Host headers
    if (documents.size < 16) documents.set(serverUrl, json);
  }
  return new Response(json, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' } });
}
