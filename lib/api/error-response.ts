import { ZodError } from 'zod';
import { isAppError, MESSAGES } from '../errors';

/** The one place where errors become HTTP responses: `{"error": message}` and a status. */
export function errorResponse(err: unknown, requestId: string, headers: Record<string, string> = {}): Response {
  let status = 500;
  let message: string = MESSAGES.internal;
  if (isAppError(err)) {
    status = err.status;
    message = err.message;
  } else if (err instanceof ZodError) {
    status = 400;
    message = MESSAGES.invalidParams;
  } else {
    // never leak internals to the client; the request id ties the log line to the response
    console.error(`[api] ${requestId} unexpected error:`, err instanceof Error ? (err.stack ?? err.message) : err);
  }
  return Response.json({ error: message }, { status, headers: { ...headers, 'X-Request-Id': requestId } });
}
