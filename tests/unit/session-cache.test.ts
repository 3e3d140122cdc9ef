import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { SessionCache } from '../../server/auth/session-cache';

const user = (id: string): AuthUser => ({
  id,
  email: `${id}@x.lt`,
  role: 'eater',
  officeId: null,
  suspendedUntil: null,
  sessionId: `s-${id}`,
});
const expiresAt = new Date('2026-12-01T00:00:00Z');

describe('session cache', () => {
  it('serves a stored session until the TTL passes', () => {
    let now = 0;
    const cache = new SessionCache(1000, 100, () => now);
    cache.store('s1', { user: user('a'), expiresAt }, cache.stamp());
    expect(cache.get('s1')?.user.id).toBe('a');
    now = 1000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets every session of a user on invalidation, and only theirs', () => {
    const cache = new SessionCache();
    cache.store('a1', { user: user('a'), expiresAt }, cache.stamp());
    cache.store('a2', { user: user('a'), expiresAt }, cache.stamp());
    cache.store('b1', { user: user('b'), expiresAt }, cache.stamp());
    cache.invalidateUser('a');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')?.user.id).toBe('b');
  });

  it('does not store a lookup that raced with an invalidation', () => {
    const cache = new SessionCache();
    const stamp = cache.stamp();
    cache.invalidateUser('a'); // e.g. sign-out committed while the lookup was running
    cache.store('a1', { user: user('a'), expiresAt }, stamp);
    expect(cache.get('a1')).toBeUndefined();
  });

  it('moves a renewed expiry and drops single sessions', () => {
    const cache = new SessionCache();
    cache.store('a1', { user: user('a'), expiresAt }, cache.stamp());
    const later = new Date('2026-12-30T00:00:00Z');
    cache.extend('a1', later);
    expect(cache.get('a1')?.expiresAt).toEqual(later);
    cache.drop('a1');
    expect(cache.get('a1')).toBeUndefined();
  });

  it('clears everything (a reconnect may have missed notifications)', () => {
    const cache = new SessionCache();
    const stamp = cache.stamp();
    cache.store('a1', { user: user('a'), expiresAt }, stamp);
    cache.clear();
    expect(cache.size).toBe(0);
    cache.store('b1', { user: user('b'), expiresAt }, stamp);
    expect(cache.get('b1')).toBeUndefined();
  });
});
