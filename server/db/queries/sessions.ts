// Sessions: rows keyed by the SHA-256 of the cookie token, joined to the user's profile on every request.
import { eq, lt } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import type { Executor } from '../client';
import { profiles, sessions, users } from '../schema';

export async function insertSession(db: Executor, values: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

export async function findSessionUser(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      role: profiles.role,
      officeId: profiles.officeId,
      suspendedUntil: profiles.suspendedUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return undefined;
  const { expiresAt, ...user } = row;
  return { expiresAt, user: user satisfies AuthUser };
}

export async function extendSession(db: Executor, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
