// Sessions cached in memory, so an authenticated request costs no database round trip. Correctness comes from
// invalidation: the database NOTIFYs `auth_changes` (triggers: server/db/sql/notify_auth_change.sql) whenever a session
// ends or a profile's role, office or suspension changes, and every instance drops that user's entries; changes made in
// this process are dropped at once as well. A lookup that raced with an invalidation is not stored (the epoch), a
// reconnect of the LISTEN connection clears everything, and a short TTL bounds any notification that was lost.
import type { AuthUser } from './auth-user';

interface Entry {
  user: AuthUser;
  expiresAt: Date;
  storedAt: number;
}

export const AUTH_CHANNEL = 'auth_changes';

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private epoch = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(sessionId: string): { user: AuthUser; expiresAt: Date } | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt >= this.ttlMs) {
      this.drop(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Taken before a database lookup; store() ignores the result if anything was invalidated meanwhile. */
  stamp() {
    return this.epoch;
  }

  store(sessionId: string, value: { user: AuthUser; expiresAt: Date }, stamp: number) {
    if (stamp !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) this.clear();
    this.entries.set(sessionId, { ...value, storedAt: this.clock() });
    let sessions = this.byUser.get(value.user.id);
    if (!sessions) this.byUser.set(value.user.id, (sessions = new Set()));
    sessions.add(sessionId);
  }

  /** The session's expiry moved (sliding renewal). */
  extend(sessionId: string, expiresAt: Date) {
    const entry = this.entries.get(sessionId);
    if (entry) entry.expiresAt = expiresAt;
  }

  drop(sessionId: string) {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    this.byUser.get(entry.user.id)?.delete(sessionId);
  }

  invalidateUser(userId: string) {
    this.epoch += 1;
    for (const sessionId of this.byUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.byUser.delete(userId);
  }

  clear() {
    this.epoch += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  get size() {
    return this.entries.size;
  }
}
