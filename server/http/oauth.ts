// One OAuth sign-in flow for every provider (Google, Microsoft Entra ID; server/auth/oauth-provider.ts):
// /auth/{provider} starts it; /auth/{provider}/callback finishes it. The state, the PKCE verifier, the return path
// and the language ride in short-lived HttpOnly cookies scoped to /auth/{provider}. Any failure is a clear 400 page
// in the user's language, never a 500.
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import enAuth from '../../locales/en/auth.json';
import ltAuth from '../../locales/lt/auth.json';
import { DomainError } from '../../shared/errors';
import { safeRedirectPath } from '../../shared/redirect';
import { SESSION_COOKIE, sessionCookieJar } from '../auth/cookies';
import { googleProvider } from '../auth/google';
import { microsoftProvider } from '../auth/microsoft';
import type { OAuthProvider } from '../auth/oauth-provider';
import { validateSessionToken } from '../auth/sessions';
import { escapeHtml } from '../email/render';
import { isHttps } from '../env';
import { signInWithProvider } from '../services/auth';
import type { AppDeps } from '../trpc/context';
import { htmlPage, pageLocale } from './html-page';

type FailureReason = keyof typeof enAuth.google.reasons;

export function registerOAuth(app: FastifyInstance, deps: AppDeps) {
  registerProvider(app, deps, googleProvider(deps.env));
  registerProvider(app, deps, microsoftProvider(deps.env));
}

function registerProvider(app: FastifyInstance, deps: AppDeps, provider: OAuthProvider) {
  const { client, id } = provider;
  const COOKIES = {
    state: `${id}_oauth_state`,
    verifier: `${id}_code_verifier`,
    redirect: `${id}_redirect`,
    locale: `${id}_locale`,
  };
  const secure = isHttps(deps.env);
  const flowCookie = { httpOnly: true, sameSite: 'lax' as const, path: provider.path, secure, maxAge: 10 * 60 };

  const fail = (req: FastifyRequest, reply: FastifyReply, reason: FailureReason) => {
    const lang = pageLocale(req, req.cookies[COOKIES.locale]);
    const t = (lang === 'lt' ? ltAuth : enAuth)[id];
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        htmlPage({
          lang,
          title: t.errorTitle,
          body: `<h1>${escapeHtml(t.errorTitle)}</h1><p>${escapeHtml(t.reasons[reason])}</p><p><a class="button" href="/auth">${escapeHtml(t.back)}</a></p>`,
        }),
      );
  };

  app.get<{ Querystring: { redirect?: string; next?: string; locale?: string } }>(provider.path, async (req, reply) => {
    if (!client) return fail(req, reply, 'notConfigured');
    const state = generateState();
    const verifier = generateCodeVerifier();
    const url = client.createAuthorizationURL(state, verifier, provider.scopes);
    reply
      .setCookie(COOKIES.state, state, flowCookie)
      .setCookie(COOKIES.verifier, verifier, flowCookie)
      .setCookie(COOKIES.redirect, safeRedirectPath(req.query.redirect ?? req.query.next, '/'), flowCookie)
      .setCookie(COOKIES.locale, pageLocale(req, req.query.locale), flowCookie);
    return reply.header('cache-control', 'no-store').redirect(url.toString());
  });

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    `${provider.path}/callback`,
    async (req, reply) => {
      const expectedState = req.cookies[COOKIES.state];
      const verifier = req.cookies[COOKIES.verifier];
      const redirect = safeRedirectPath(req.cookies[COOKIES.redirect], '/');
      const locale = pageLocale(req, req.cookies[COOKIES.locale]);
      for (const name of Object.values(COOKIES)) reply.clearCookie(name, { path: flowCookie.path });

      if (!client) return fail(req, reply, 'notConfigured');
      if (req.query.error) return fail(req, reply, 'provider');
      const { code, state } = req.query;
      if (!code || !state || !expectedState || !verifier || state !== expectedState) return fail(req, reply, 'state');

      let identity;
      try {
        const tokens = await client.validateAuthorizationCode(code, verifier);
        identity = provider.identityFromIdToken(tokens.idToken(), locale);
      } catch (error) {
        req.log.warn({ err: error }, `${id} sign-in: code exchange failed`);
        return fail(req, reply, 'exchange');
      }

      const now = deps.clock.now();
      let session;
      try {
        const previous = req.cookies[SESSION_COOKIE];
        const current = previous ? await validateSessionToken(deps.database.db, previous, now, deps.sessions) : null;
        session = await signInWithProvider(deps, { ip: req.ip, user: current?.user ?? null }, identity);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'emailNotConfirmed') return fail(req, reply, 'unverified');
        if (error instanceof DomainError && error.code === 'userAlreadyRegistered') return fail(req, reply, 'linked');
        // Whatever else went wrong, the user gets the sign-in failure page, never a 500 (the log has the details).
        req.log.error({ err: error }, `${id} sign-in failed`);
        return fail(req, reply, 'exchange');
      }
      sessionCookieJar(reply, secure).set(session.token, session.expiresAt);
      return reply.header('cache-control', 'no-store').redirect(redirect);
    },
  );
}
