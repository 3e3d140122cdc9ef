// Session lifecycle after the Lucia guide: a new session on every sign-in, 30 days sliding (renewed when under 15
// days remain, so the cookie is re-sent), expired sessions deleted when seen. Tokens are read only from the cookie.
import type { Database, Executor } from '../db/client';
import {
  deleteSession,
  deleteUserSessions,
  extendSession,
  findSessionUser,
  insertSession,
} from '../db/queries/sessions';
import type { AuthUser } from './auth-user';
import type { SessionCache } from './session-cache';
import { generateToken, hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
export const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Executor, userId: string, now: Date): Promise<NewSession> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ValidatedSession {
  user: AuthUser;
  expiresAt: Date;
  /** The expiry moved forward: the cookie must be sent again. */
  renewed: boolean;
}

export async function validateSessionToken(
  db: Database,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<ValidatedSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const sessionId = hashToken(token);
  let found = cache?.get(sessionId);
  if (!found) {
    const stamp = cache?.stamp() ?? 0;
    found = await findSessionUser(db, sessionId);
    if (!found) return null;
    cache?.store(sessionId, found, stamp);
  }
  if (now.getTime() >= found.expiresAt.getTime()) {
    cache?.drop(sessionId);
    await deleteSession(db, sessionId);
    return null;
  }
  if (found.expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await extendSession(db, sessionId, expiresAt);
    cache?.extend(sessionId, expiresAt);
    return { user: found.user, expiresAt, renewed: true };
  }
  return { user: found.user, expiresAt: found.expiresAt, renewed: false };
}

export const endAllSessions = (db: Executor, userId: string) => deleteUserSessions(db, userId);
