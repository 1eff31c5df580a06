/**
 * Every reason the service refuses a request, and the status it answers with: the one place a
 * status is chosen. A new refusal adds its code here. Codes are for logs and tests; the wire
 * carries only the status and the message.
 */
export const ERROR_STATUS = {
  // 400: the request is malformed or names something that does not exist
  invalid_params: 400,
  bad_json: 400,
  bad_idempotency_key: 400,
  idempotency_mismatch: 400,
  unknown_template: 400,
  unknown_region: 400,
  bad_team: 400,
  bad_expiry: 400,
  bad_amount: 400,
  bad_cap: 400,
  bad_team_name: 400,
  negative_balance: 400,
  bad_plan_request: 400,
  bad_webhook_signature: 400,
  // 401: no usable API key, or (the dashboard's own routes) no signed-in session
  invalid_key: 401,
  signed_out: 401,
  // 402: the create cannot be paid for
  insufficient_credits: 402,
  spend_cap: 402,
  // 403: known caller, not allowed
  missing_scope: 403,
  download_expired: 403,
  download_tampered: 403,
  email_unverified: 403,
  not_staff: 403,
  invitation_refused: 403,
  forbidden: 403,
  cross_site: 403,
  // 404
  not_found: 404,
  invitation_unknown: 404,
  // 409: the record is not in a state that allows it
  still_processing: 409,
  analysis_processing: 409,
  analysis_failed: 409,
  report_processing: 409,
  generation_processing: 409,
  idempotency_in_progress: 409,
  last_owner: 409,
  team_exists: 409,
  email_taken: 409,
  // 410
  invitation_gone: 410,
  // 413: refused before the body is read
  too_large: 413,
  json_too_large: 413,
  // 415: a file type the service does not read
  unsupported_type: 415,
  // 422: a file of a known type that cannot be read as a CV
  unreadable_file: 422,
  empty_file: 422,
  corrupt_file: 422,
  encrypted_pdf: 422,
  image_only_pdf: 422,
  image_too_large: 422,
  pdf_too_complex: 422,
  too_many_pages: 422,
  zip_bomb: 422,
  scan_unreadable: 422,
  engine_timeout: 422,
  engine_memory: 422,
  engine_crashed: 422,
  // 429
  rate_limited: 429,
  throttled: 429,
  // 502: a service we depend on failed
  mail_failed: 502,
  payment_provider_failed: 502,
  // 503: try again shortly
  payments_not_configured: 503,
  engine_busy: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const isErrorCode = (v: unknown): v is ErrorCode => typeof v === 'string' && Object.hasOwn(ERROR_STATUS, v);

/**
 * The one error type of the service. Anything thrown that is not an AppError becomes
 * a 500 "Internal server error" in lib/api/error-response.ts; the message of an AppError
 * is shown to the client as is, so it must never carry internals. Its status comes from its code.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    /** machine-readable reason, for logs and tests; never sent on the wire */
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
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
  internal: 'Internal server error',
} as const;

export const invalidParams = () => new AppError('invalid_params', MESSAGES.invalidParams);
export const invalidKey = () => new AppError('invalid_key', MESSAGES.invalidKey);
export const missingScope = () => new AppError('missing_scope', MESSAGES.missingScope);
export const notFound = () => new AppError('not_found', MESSAGES.notFound);
/** A prep, skill gap or generation asked of an analysis whose job has not finished. */
export const analysisProcessing = () => new AppError('analysis_processing', 'Analysis is still processing');
/** The 429 of the API, naming the limit that applied (RATE_LIMIT_PER_MINUTE unless a test sets another). */
export const rateLimitedMessage = (perMinute: number) => `Rate limit exceeded. Max ${perMinute} requests per minute.`;
export const rateLimited = (perMinute: number) => new AppError('rate_limited', rateLimitedMessage(perMinute));
/** A file the service cannot read as a CV: 415 for a type it does not take, 422 otherwise. */
export const unsupportedFile = (message: string) => new AppError('unsupported_type', message);
type UnreadableCode = { [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends 422 ? C : never }[ErrorCode];
export const unreadableFile = (message: string, code: UnreadableCode = 'unreadable_file') => new AppError(code, message);
