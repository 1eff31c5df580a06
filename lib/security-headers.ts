/**
 * The Content-Security-Policy of every page (set per request by proxy.ts, with a fresh nonce
 * that Next.js puts on its own scripts) and the other security headers.
 * - scripts: only this origin's, and only those carrying the nonce ('strict-dynamic' lets them
 *   load the chunks they need); no inline handlers, no eval outside development;
 * - styles: the stylesheets of this origin and nonced <style> elements; style attributes
 *   (React's style={…}, the charts) are allowed, as they cannot run code;
 * - nothing may frame the dashboard, forms post only here (and to the OAuth providers that are
 *   configured, which a sign-in form redirects to), no plugins, no <base> tricks.
 */
import { configuredOAuthProviders } from './auth/oauth-providers';

const OAUTH_ORIGINS: Record<string, string> = { github: 'https://github.com', google: 'https://accounts.google.com' };

export function contentSecurityPolicy(nonce: string, opts: { dev: boolean; https: boolean; env?: NodeJS.ProcessEnv }): string {
  const oauth = configuredOAuthProviders(opts.env).map((p) => OAUTH_ORIGINS[p.id]);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${opts.dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${oauth.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Two years, subdomains included: sent only over HTTPS (browsers ignore it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Whether the browser reached us over HTTPS (directly, or through a proxy that says so). */
export const servedOverHttps = (url: URL, headers: Headers) =>
  url.protocol === 'https:' || headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
