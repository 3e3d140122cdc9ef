// Fixed-window counters: one atomic upsert per hit, so concurrent calls (a tRPC batch, several instances) each
// count exactly once.
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { rateLimits } from '../schema';

export interface WindowCount {
  count: number;
  windowStart: Date;
}

export async function hitRateLimit(db: Executor, key: string, windowMs: number, now: Date): Promise<WindowCount> {
  // Raw SQL parameters are not mapped by the column type, and postgres.js cannot send a Date there: use ISO text.
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row!;
}

/** Gives back one hit (a sign-in that turned out not to be a failure). */
export async function releaseRateLimit(db: Executor, key: string) {
  await db.execute(sql`
    with dropped as (delete from ${rateLimits} where ${rateLimits.key} = ${key} and ${rateLimits.count} <= 1)
    update ${rateLimits} set count = ${rateLimits.count} - 1 where ${rateLimits.key} = ${key} and ${rateLimits.count} > 1`);
}

export async function resetRateLimit(db: Executor, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteStaleRateLimits(db: Executor, before: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
