/**
 * Next.js answers a method a route does not export with an empty 405, and its automatic OPTIONS
 * would list every exported method as allowed. The API answers every path and method it does
 * not serve alike: 404 `{"error": "Resource not found"}` (as the catch-all route
 * app/api/v1/[[...path]] does for unknown paths), so each /api/v1 route exports these for the
 * methods it does not serve. `Allow` still names the methods that exist.
 */
import { notFound } from '../errors';
import { uuidv7 } from '../ids';
import { errorResponse } from './error-response';

type Method = 'GET' | 'POST' | 'DELETE';
type Handler = (req: Request) => Promise<Response>;
type Exports = Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', Handler>;

export const resourceNotFound = (allow?: string): Response => errorResponse(notFound(), uuidv7(), allow ? { Allow: allow } : {});

export function unservedMethods(served: readonly Method[]): Exports {
  const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const refuse: Handler = async () => resourceNotFound(allow);
  const options: Handler = async () => new Response(null, { status: 204, headers: { Allow: allow } });
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
}
