/**
 * Auth.js: email + password (argon2id) and, when configured, GitHub and Google; JWT sessions
 * carrying only the user id, so roles and staff status are read fresh from the database.
 */
import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { getDb } from './db/index';
import { authLogger } from './lib/auth/auth-logger';
import { findOrCreateOAuthAccount } from './lib/auth/oauth-account';
import { oauthProviders } from './lib/auth/oauth-providers';
import { verifyCredentials } from './lib/auth/verify-credentials';
import { secrets } from './lib/secrets';

declare module 'next-auth' {
  interface Session {
    user: { id: string; email: string; name?: string | null };
  }
}

// Built per request rather than at import: `next build` imports this file, and the secret
// may only exist in DATA_DIR at run time.
function config(): NextAuthConfig {
  return {
    secret: process.env.AUTH_SECRET || secrets().AUTH_SECRET,
    trustHost: true,
    session: { strategy: 'jwt', maxAge: 30 * 24 * 3600 },
    pages: { signIn: '/sign-in' },
    logger: authLogger,
    providers: [
      Credentials({
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        authorize: (raw) => verifyCredentials(getDb(), raw),
      }),
      ...oauthProviders(),
    ],
    callbacks: {
      async jwt({ token, user, account }) {
        if (account && account.provider !== 'credentials') {
          if (!user?.email) throw new Error(`${account.provider} did not give an email address`);
          token.sub = (await findOrCreateOAuthAccount(getDb(), { email: user.email, name: user.name })).id;
        } else if (user?.id) {
          token.sub = user.id;
        }
        return token;
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        return session;
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
