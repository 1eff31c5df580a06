/**
 * Server actions get Next's Origin check; session-authenticated route handlers that change
 * state call this instead, so another site cannot post to them with the user's cookies.
 */
export function isSameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
