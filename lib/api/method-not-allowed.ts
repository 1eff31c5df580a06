/**
 * Next.js answers a method a route does not export with an empty 405, and its automatic OPTIONS
 * would list every exported method as allowed. The API promises `{"error": message}` on every
 * failure, so each /api/v1 route exports these instead for the methods it does not serve.
 */
import { uuidv7 } from '../ids';

export const METHOD_NOT_ALLOWED = 'Method not allowed';

type Served = 'GET' | 'POST';
type Handler = (req: Request) => Promise<Response>;

export function methodsNotAllowed(served: readonly Served[]): Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', Handler> {
  const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const refuse: Handler = async () =>
    Response.json({ error: METHOD_NOT_ALLOWED }, { status: 405, headers: { Allow: allow, 'X-Request-Id': uuidv7() } });
  const options: Handler = async () => new Response(null, { status: 204, headers: { Allow: allow } });
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
}
