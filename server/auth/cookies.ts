// The session cookie (SECURITY.md): `session`, HttpOnly, SameSite=Lax, Path=/, Secure when served over https,
// no Domain. Procedures set it through the context's cookie jar, so they stay free of HTTP details.
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'session';

export interface SessionCookieJar {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export function sessionCookieJar(reply: FastifyReply, secure: boolean): SessionCookieJar {
  return {
    set(token, expiresAt) {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        expires: expiresAt,
      });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
    },
  };
}

/** A jar that only remembers what it was told: for callers without HTTP (tests, CLI). */
export function recordingCookieJar() {
  const jar = {
    value: undefined as { token: string; expiresAt: Date } | null | undefined,
    set(token: string, expiresAt: Date) {
      jar.value = { token, expiresAt };
    },
    clear() {
      jar.value = null;
    },
  };
  return jar;
}
