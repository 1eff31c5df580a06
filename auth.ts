/**
 * Auth.js: email + password (argon2id) and, when configured, GitHub and Google; JWT sessions
 * carrying only the user id and session epoch, so roles, staff status and whether the session
 * still stands are read fresh from the database.
 */
import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { getDb } from './db/index';
import { authLogger } from './lib/auth/auth-logger';
import { clientIp } from './lib/auth/client-ip';
import { findOrCreateOAuthAccount } from './lib/auth/oauth-account';
import { oauthProviders } from './lib/auth/oauth-providers';
import { verifyCredentials } from './lib/auth/verify-credentials';
import { secrets } from './lib/secrets';

declare module 'next-auth' {
  interface Session {
    /** epoch: the users.session_epoch the session began in; an older one is over (lib/auth/current-member.ts) */
    user: { id: string; email: string; name?: string | null; epoch: number };
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
        authorize: (raw, request) => verifyCredentials(getDb(), raw, { ip: clientIp(request.headers) }),
      }),
      ...oauthProviders(),
    ],
    callbacks: {
      async jwt({ token, user, account }) {
        if (account && account.provider !== 'credentials') {
          if (!user?.email) throw new Error(`${account.provider} did not give an email address`);
          const owner = await findOrCreateOAuthAccount(getDb(), { email: user.email, name: user.name });
          token.sub = owner.id;
          token.epoch = owner.epoch;
        } else if (user?.id) {
          token.sub = user.id;
          token.epoch = (user as { epoch?: number }).epoch ?? 0;
        }
        return token;
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        session.user.epoch = typeof token.epoch === 'number' ? token.epoch : 0;
        return session;
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
