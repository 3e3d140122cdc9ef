// A cook claiming a wish with a meal, and the conditional meals' settle at the cutoff (docs/features.md "Conditional
// meals"). The claim is one conditional UPDATE: only an open wish of the cook's office that has not expired, so two
// cooks claiming at once claim it once.
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../client';
import { meals, profiles, wishBackings, wishes } from '../schema';
import { backedPortions, onBoard } from './wishes';

/** Claims the wish for the meal; answers its title and backers (people and portions), or undefined. */
export async function claimWish(
  db: Executor,
  input: { wishId: string; mealId: string; cookId: string; officeId: string; now: Date },
) {
  const [row] = await db
    .update(wishes)
    .set({ status: 'claimed', claimedBy: input.cookId, mealId: input.mealId, claimedAt: input.now })
    .where(and(eq(wishes.id, input.wishId), eq(wishes.officeId, input.officeId), onBoard(input.now)))
    .returning({ id: wishes.id, title: wishes.title });
  return row;
}

/** Whether the office's wish was claimed already (the refusal a claim names when it takes nothing). */
export async function wishClaimedAlready(db: Executor, input: { wishId: string; officeId: string }) {
  const [row] = await db
    .select({ id: wishes.id })
    .from(wishes)
    .where(and(eq(wishes.id, input.wishId), eq(wishes.officeId, input.officeId), eq(wishes.status, 'claimed')));
  return row !== undefined;
}

/** The people backing a wish, with their portions. */
export async function wishBackers(db: Executor, wishId: string) {
  return db
    .select({
      userId: wishBackings.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      quantity: wishBackings.quantity,
    })
    .from(wishBackings)
    .innerJoin(profiles, eq(profiles.userId, wishBackings.userId))
    .where(eq(wishBackings.wishId, wishId))
    .orderBy(asc(wishBackings.createdAt), asc(wishBackings.userId));
}

/** A wish the cook claimed (its backers' names are theirs to see), or undefined for anyone else. */
export async function findClaimedWish(db: Executor, input: { wishId: string; cookId: string }) {
  const [row] = await db
    .select({ id: wishes.id, mealId: wishes.mealId })
    .from(wishes)
    .where(and(eq(wishes.id, input.wishId), eq(wishes.claimedBy, input.cookId), eq(wishes.status, 'claimed')));
  return row;
}

/** An open wish of the office as a cook claiming it starts the meal form from it, or undefined. */
export async function findClaimableWish(db: Executor, input: { wishId: string; officeId: string; now: Date }) {
  const [row] = await db
    .select({
      id: wishes.id,
      title: wishes.title,
      fromDate: wishes.fromDate,
      toDate: wishes.toDate,
      maxPriceCents: wishes.maxPriceCents,
      portions: backedPortions,
    })
    .from(wishes)
    .where(and(eq(wishes.id, input.wishId), eq(wishes.officeId, input.officeId), onBoard(input.now)));
  return row;
}

/** The meal's title and pickup date, for the notices of a claim. */
export async function mealForNotice(db: Executor, mealId: string) {
  const [row] = await db
    .select({ title: meals.title, pickupDate: meals.pickupDate, minimumPortions: meals.minimumPortions })
    .from(meals)
    .where(eq(meals.id, mealId));
  return row!;
}

/**
 * Settles every conditional meal whose cutoff has passed as of `now` (server/db/sql/settle_conditional_meals.sql);
 * answers how many it settled.
 */
export async function settleDueConditionalMeals(db: Executor, now: Date) {
  const [row] = rowsOf<{ settled: number }>(
    await db.execute(sql`select settle_conditional_meals(${now.toISOString()}::timestamptz) as settled`),
  );
  return Number(row?.settled ?? 0);
}
