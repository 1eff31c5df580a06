import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin';
import { safeRedirectPath } from './safe-redirect';

const req = (headers: Record<string, string>) => new Request('http://localhost:3000/x', { method: 'POST', headers });

describe('isSameOrigin', () => {
  it('accepts the own origin only', () => {
    expect(isSameOrigin(req({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true);
    expect(isSameOrigin(req({ origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(false);
    expect(isSameOrigin(req({ host: 'localhost:3000' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'https://app.example', host: 'internal:3000', 'x-forwarded-host': 'app.example' }))).toBe(true);
  });
});

/** Every control character, and DEL. */
const CONTROL = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\x7f'];

/** The ways a value can try to leave the site, with `c` where a control character goes. */
const LEAVING = (c: string) => [
  `/${c}/evil.example`,
  `/${c}\\evil.example`,
  `${c}//evil.example`,
  `/${c}${c}/evil.example`,
  `//${c}evil.example`,
  `/\\${c}evil.example`,
  `${c}https://evil.example`,
  `https:${c}//evil.example`,
  `/usage${c}`,
];

describe('safeRedirectPath: the page to return to after sign-in', () => {
  it('keeps same-site paths, with their query and fragment, and absolute URLs of the site itself', () => {
    expect(safeRedirectPath('/usage?days=30')).toBe('/usage?days=30');
    expect(safeRedirectPath('/analyses/0190b3a0-0000-7000-8000-000000000000#keywords')).toBe('/analyses/0190b3a0-0000-7000-8000-000000000000#keywords');
    expect(safeRedirectPath('/invitations/abc_DEF-123')).toBe('/invitations/abc_DEF-123');
    expect(safeRedirectPath('http://localhost:3000/usage', '/dashboard', 'http://localhost:3000')).toBe('/usage');
    expect(safeRedirectPath('/a/../usage')).toBe('/usage');
    // a bare name is a path on this site
    expect(safeRedirectPath('evil.example')).toBe('/evil.example');
  });

  it('refuses a control character anywhere (%09, %0A, %0D and every other), decoded or not', () => {
    for (const c of CONTROL) {
      for (const value of LEAVING(c)) expect(safeRedirectPath(value), JSON.stringify(value)).toBe('/dashboard');
      // the same, as it arrives in a query string and after Next decodes it once
      for (const value of LEAVING(c)) expect(safeRedirectPath(new URLSearchParams(`u=${encodeURIComponent(value)}`).get('u'))).toBe('/dashboard');
    }
    for (const encoded of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%2Fevil.example']) {
      expect(safeRedirectPath(new URLSearchParams(`callbackUrl=${encoded}`).get('callbackUrl'))).toBe('/dashboard');
    }
  });

  it('refuses other sites, protocol-relative and backslash forms, and odd schemes', () => {
    for (const value of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'http://localhost:3000.evil.example/',
      'http://localhost:3000@evil.example/',
      'HTTPS://EVIL.EXAMPLE',
      '//evil.example/%2F..',
      'javascript:alert(1)',
      'data:text/html,hi',
      '',
      '/sign-in',
      '/sign-up?x=1',
    ]) {
      expect(safeRedirectPath(value, '/dashboard', 'http://localhost:3000'), JSON.stringify(value)).toBe('/dashboard');
    }
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath(['/usage'])).toBe('/dashboard');
  });

  it('keeps encoded forms on the site: they never decode into another origin', () => {
    for (const value of ['/%2F%2Fevil.example', '/%5Cevil.example', '/%2F%5Cevil.example', '/%252F%252Fevil.example']) {
      const path = safeRedirectPath(value, '/dashboard', 'http://localhost:3000');
      expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
      expect(new URL(path, 'http://localhost:3000').origin).toBe('http://localhost:3000');
    }
  });
});
