/**
 * Where to send someone after sign-in: only a path on this site. The value is parsed as a URL
 * against the site's origin and kept only when it stays on that origin. Control characters
 * (which URL parsers drop, turning "/\t/evil.example" into "//evil.example") and backslashes
 * (which browsers read as slashes) are refused outright, and so is a result starting with "//".
 * The sign-in and sign-up pages themselves are refused too: sending a signed-in user there loops.
 */
const PLACEHOLDER_ORIGIN = 'http://cvlens.invalid';
const AUTH_PAGES = /^\/(sign-in|sign-up)(\/|\?|#|$)/;

export function safeRedirectPath(value: unknown, fallback = '/dashboard', origin: string = PLACEHOLDER_ORIGIN): string {
  if (typeof value !== 'string' || !value || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  let site: string;
  try {
    site = new URL(origin).origin;
    url = new URL(value, site);
  } catch {
    return fallback;
  }
  if (url.origin !== site) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || AUTH_PAGES.test(path)) return fallback;
  return path;
}
