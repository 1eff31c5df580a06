/**
 * The attack: 30 wrong passwords in a row, then the right one. Through Auth.js's own HTTP route
 * (app/api/auth/[...nextauth]), as a script would post them, with the CSRF cookie and token.
 */
import { describe, expect, it } from 'vitest';
import { GET as authGet, POST as authPost } from '../../app/api/auth/[...nextauth]/route';
import { getDb } from '../../db/index';
import { TEST_PASSWORD, createTestAccount } from '../testing/accounts';
import { testIp } from '../testing/mail';
import { THROTTLES } from './throttle';
import { verifyCredentials } from './verify-credentials';
import { SignInThrottled } from './sign-in-throttled';

const ORIGIN = 'http://localhost:3000';

/** A browser's cookie jar, reduced to what Auth.js sets. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(res: Response) {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    has: (prefix: string) => [...cookies.keys()].some((k) => k.includes(prefix)),
  };
}

async function csrf(cookies: ReturnType<typeof jar>, ip: string) {
  const res = await authGet(new Request(`${ORIGIN}/api/auth/csrf`, { headers: { 'x-forwarded-for': ip } }) as never);
  cookies.take(res);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

async function postSignIn(cookies: ReturnType<typeof jar>, token: string, ip: string, email: string, password: string) {
  const body = new URLSearchParams({ csrfToken: token, email, password, callbackUrl: `${ORIGIN}/dashboard` });
  const res = await authPost(
    new Request(`${ORIGIN}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.header(), 'x-forwarded-for': ip, origin: ORIGIN },
      body,
    }) as never,
  );
  cookies.take(res);
  return res;
}

describe('sign-in throttling', () => {
  it('30 wrong passwords, then the right one: refused with 429 and Retry-After once the address has had its 10 tries', async () => {
    const { email } = await createTestAccount('victim');
    const cookies = jar();
    const ip = testIp();
    const token = await csrf(cookies, ip);

    const answers: { status: number; location: string | null; retryAfter: string | null }[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await postSignIn(cookies, token, ip, email, `wrong-password-${i}`);
      answers.push({ status: res.status, location: res.headers.get('location'), retryAfter: res.headers.get('retry-after') });
    }
    const limit = THROTTLES.sign_in.perAddress.limit;
    for (const a of answers.slice(0, limit)) {
      expect(a.status).toBe(302);
      expect(a.location).toContain('error=CredentialsSignin');
    }
    for (const a of answers.slice(limit)) {
      expect(a.status).toBe(429);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(15 * 60);
    }

    const right = await postSignIn(cookies, token, ip, email, TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ error: expect.stringMatching(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/) });
    expect(cookies.has('session-token')).toBe(false);

    // the same password from the same client for an address not under attack still works
    const other = await createTestAccount('bystander');
    const ok = await postSignIn(cookies, token, ip, other.email, TEST_PASSWORD);
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(`${ORIGIN}/dashboard`);
    expect(cookies.has('session-token')).toBe(true);
  });

  it('counts per client IP too: spraying one password over many addresses stops at the IP limit', async () => {
    const ip = testIp();
    const limit = THROTTLES.sign_in.perIp.limit;
    let refused = 0;
    for (let i = 0; i < limit + 5; i++) {
      try {
        await verifyCredentials(getDb(), { email: `spray-${i}-${Math.random()}@example.com`, password: 'Password1!' }, { ip });
      } catch (err) {
        expect(err).toBeInstanceOf(SignInThrottled);
        refused++;
      }
    }
    expect(refused).toBe(5);
  });
});
