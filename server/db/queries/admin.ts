import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../client';
import { meals, preorders, profiles } from '../schema';

/** The admin dashboard figures (SPEC.md: total_users, active_meals, total_preorders), in one round trip. */
export async function dashboardCounts(db: Executor) {
  const [row] = rowsOf<{ total_users: number; active_meals: number; total_preorders: number }>(
    await db.execute(sql`
      select (select count(*)::int from ${profiles}) as total_users,
             (select count(*)::int from ${meals} where ${meals.isActive} and not ${meals.isSoftDisabled}) as active_meals,
             (select count(*)::int from ${preorders}) as total_preorders`),
  );
  return { totalUsers: row!.total_users, activeMeals: row!.active_meals, totalPreorders: row!.total_preorders };
}
