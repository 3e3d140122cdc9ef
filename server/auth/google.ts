// Google sign-in with arctic: authorization code flow with state and PKCE. The ID token comes straight from
// Google's token endpoint over TLS, so its claims are read without verifying a signature (OpenID Connect 3.1.3.7).
import { Google, decodeIdToken } from 'arctic';
import { z } from 'zod';
import type { Env } from '../env';
import type { Locale } from '../../shared/enums';
import type { OAuthIdentity } from '../services/auth';
import { callbackPath, type OAuthProvider } from './oauth-provider';

export const GOOGLE_SCOPES = ['openid', 'profile', 'email'];

export function googleClient(env: Env): Google | undefined {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined;
  return new Google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, `${env.APP_ORIGIN}${callbackPath('google')}`);
}

const Claims = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  email_verified: z.boolean().optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  picture: z.url().max(2048).optional(),
});

export function identityFromIdToken(idToken: string, locale: Locale): OAuthIdentity {
  const claims = Claims.parse(decodeIdToken(idToken));
  const [first = '', ...rest] = (claims.name ?? '').split(' ');
  // Profiles hold names of up to 100 characters.
  return {
    provider: 'google',
    subject: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true,
    givenName: (claims.given_name ?? first).slice(0, 100),
    familyName: (claims.family_name ?? rest.join(' ')).slice(0, 100),
    picture: claims.picture?.startsWith('https://') ? claims.picture : null,
    locale,
  };
}

export const googleProvider = (env: Env): OAuthProvider => ({
  id: 'google',
  path: '/auth/google',
  scopes: GOOGLE_SCOPES,
  client: googleClient(env),
  identityFromIdToken,
});
