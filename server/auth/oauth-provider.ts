// What the one OAuth sign-in flow (server/http/oauth.ts) needs to know about a provider: its client, its scopes and
// how its ID token becomes an identity. Google and Microsoft Entra ID differ only here.
import type { OAuth2Tokens } from 'arctic';
import type { Locale } from '../../shared/enums';
import type { SignInProvider } from '../db/queries/users';
import type { OAuthIdentity } from '../services/auth';

export interface OAuthClient {
  createAuthorizationURL(state: string, codeVerifier: string, scopes: string[]): URL;
  validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens>;
}

export interface OAuthProvider {
  id: SignInProvider;
  /** /auth/{id} starts the flow, /auth/{id}/callback finishes it. */
  path: string;
  scopes: string[];
  /** Undefined when the server is not configured for this provider. */
  client: OAuthClient | undefined;
  identityFromIdToken(idToken: string, locale: Locale): OAuthIdentity;
}

export const callbackPath = (id: SignInProvider) => `/auth/${id}/callback`;
