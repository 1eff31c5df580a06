/**
 * Runs before every page (not the API, static files or prefetches): a fresh CSP nonce, which
 * Next.js reads from the request's Content-Security-Policy header and puts on its scripts; HSTS
 * when served over HTTPS; and the path asked for, which lib/auth/current-member.ts hands to the
 * sign-in page so that sign-in returns there (any value a client sent is replaced).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER } from './lib/auth/request-path-header';
import { contentSecurityPolicy, servedOverHttps, STRICT_TRANSPORT_SECURITY } from './lib/security-headers';

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const https = servedOverHttps(request.nextUrl, request.headers);
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development', https });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  headers.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
