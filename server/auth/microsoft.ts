// Microsoft Entra ID sign-in with arctic: the same authorization code flow with state and PKCE as Google
// (server/http/oauth.ts). The ID token comes straight from the tenant's token endpoint over TLS, so its claims are
// read without verifying a signature (OpenID Connect 3.1.3.7), as for Google.
//
// Entra's `email` claim is whatever the directory says, and a tenant's administrators can write any address there.
// So the address counts as verified (and may be linked to an existing account) only when Microsoft says the
// tenant owns its domain (`xms_edov`), or when this server is set up for one tenant and the token is from that
// tenant: then the directory is the company's own (docs/decisions/041-microsoft-entra-id-sign-in.md).
import { MicrosoftEntraId, decodeIdToken } from 'arctic';
import { z } from 'zod';
import type { Locale } from '../../shared/enums';
import type { Env } from '../env';
import type { OAuthIdentity } from '../services/auth';
import { callbackPath, type OAuthProvider } from './oauth-provider';

export const MICROSOFT_SCOPES = ['openid', 'profile', 'email'];
/** Tenant names that let people of any directory sign in: their e-mail claims prove nothing about the domain. */
const MULTI_TENANT = new Set(['common', 'organizations', 'consumers']);

export function microsoftClient(env: Env): MicrosoftEntraId | undefined {
  const {
    MICROSOFT_ENTRA_TENANT_ID: tenant,
    MICROSOFT_ENTRA_CLIENT_ID: id,
    MICROSOFT_ENTRA_CLIENT_SECRET: secret,
  } = env;
  if (!tenant || !id || !secret) return undefined;
  return new MicrosoftEntraId(tenant, id, secret, `${env.APP_ORIGIN}${callbackPath('microsoft')}`);
}

const Claims = z.object({
  sub: z.string().min(1).max(255),
  tid: z.string().max(100).optional(),
  email: z.email().max(254).optional(),
  xms_edov: z.union([z.boolean(), z.literal('1'), z.literal('true')]).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
});

/** Whether an address in a token of `tid` may be trusted when this server is configured for `tenant`. */
export function tenantVouchesForEmail(tenant: string, tid: string | undefined): boolean {
  const configured = tenant.toLowerCase();
  if (MULTI_TENANT.has(configured)) return false;
  // A tenant given by its id must be the token's; one given by its domain is resolved by Microsoft itself, and the
  // token comes from that tenant's own token endpoint.
  return /^[0-9a-f-]{36}$/.test(configured) ? tid?.toLowerCase() === configured : true;
}

export function microsoftIdentity(tenant: string) {
  return (idToken: string, locale: Locale): OAuthIdentity => {
    const claims = Claims.parse(decodeIdToken(idToken));
    const [first = '', ...rest] = (claims.name ?? '').split(' ');
    const domainVerified = claims.xms_edov === true || claims.xms_edov === '1' || claims.xms_edov === 'true';
    return {
      provider: 'microsoft',
      subject: claims.sub,
      // No address at all: nothing to create or link an account with, so it counts as unverified.
      email: claims.email ?? '',
      emailVerified: Boolean(claims.email) && (domainVerified || tenantVouchesForEmail(tenant, claims.tid)),
      givenName: (claims.given_name ?? first).slice(0, 100),
      familyName: (claims.family_name ?? rest.join(' ')).slice(0, 100),
      // Entra's photo is behind Microsoft Graph, not a public URL in the token.
      picture: null,
      locale,
    };
  };
}

export const microsoftProvider = (env: Env): OAuthProvider => ({
  id: 'microsoft',
  path: '/auth/microsoft',
  scopes: MICROSOFT_SCOPES,
  client: microsoftClient(env),
  identityFromIdToken: microsoftIdentity(env.MICROSOFT_ENTRA_TENANT_ID ?? ''),
});
