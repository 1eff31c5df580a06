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

describe('safeRedirectPath', () => {
  it('keeps same-site paths and drops everything else', () => {
    expect(safeRedirectPath('/usage?days=30')).toBe('/usage?days=30');
    expect(safeRedirectPath('//evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('https://evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
  });
});
