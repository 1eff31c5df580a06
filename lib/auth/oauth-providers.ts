import GitHub from 'next-auth/providers/github';
import Google from 'next-auth/providers/google';
import type { Provider } from 'next-auth/providers';

export interface OAuthProviderInfo {
  id: 'github' | 'google';
  name: string;
}

/** OAuth providers exist only when their client id and secret are configured. */
export function configuredOAuthProviders(e: NodeJS.ProcessEnv = process.env): OAuthProviderInfo[] {
  const list: OAuthProviderInfo[] = [];
  if (e.AUTH_GITHUB_ID && e.AUTH_GITHUB_SECRET) list.push({ id: 'github', name: 'GitHub' });
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) list.push({ id: 'google', name: 'Google' });
  return list;
}

export function oauthProviders(e: NodeJS.ProcessEnv = process.env): Provider[] {
  return configuredOAuthProviders(e).map((p) =>
    p.id === 'github'
      ? GitHub({ clientId: e.AUTH_GITHUB_ID, clientSecret: e.AUTH_GITHUB_SECRET })
      : Google({ clientId: e.AUTH_GOOGLE_ID, clientSecret: e.AUTH_GOOGLE_SECRET }),
  );
}
