/**
 * The one error type of the service. Anything thrown that is not an AppError becomes
 * a 500 "Internal server error" in lib/api/error-response.ts; the message of an AppError
 * is shown to the client as is, so it must never carry internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** machine-readable reason, for logs and tests; never sent on the wire */
    readonly code: string = `http_${status}`,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * Whether `err` is an AppError. Next.js can bundle this module more than once (its server layers,
 * instrumentation, which starts the engine pool), so an AppError made by one copy fails
 * `instanceof` against another and would turn a deliberate answer into a 500: the name and the
 * status say what it is.
 */
export function isAppError(err: unknown): err is AppError {
  if (err instanceof AppError) return true;
  const e = err as { name?: unknown; status?: unknown; message?: unknown } | null;
  return !!e && e.name === 'AppError' && typeof e.status === 'number' && Number.isInteger(e.status) && typeof e.message === 'string';
}

export const MESSAGES = {
  invalidParams: 'Invalid request parameters',
  invalidKey: 'Invalid or expired API key',
  missingScope: 'API key does not have required scope',
  notFound: 'Resource not found',
  rateLimited: 'Rate limit exceeded. Max 100 requests per minute.',
  internal: 'Internal server error',
} as const;

export const invalidParams = () => new AppError(400, MESSAGES.invalidParams, 'invalid_params');
export const invalidKey = () => new AppError(401, MESSAGES.invalidKey, 'invalid_key');
export const missingScope = () => new AppError(403, MESSAGES.missingScope, 'missing_scope');
export const notFound = () => new AppError(404, MESSAGES.notFound, 'not_found');
export const rateLimited = () => new AppError(429, MESSAGES.rateLimited, 'rate_limited');
/** A file the service cannot read as a CV: 415 for a type it does not take, 422 otherwise. */
export const unsupportedFile = (message: string) => new AppError(415, message, 'unsupported_type');
export const unreadableFile = (message: string, code = 'unreadable_file') => new AppError(422, message, code);
