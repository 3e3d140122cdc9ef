// Conditional meals and claimed wishes (docs/features.md "Conditional meals"). The go/no-go flip itself is in the
// database: a reservation reaching the minimum settles the meal in its own statement
// (server/db/sql/settle_meal_condition.sql); at the cutoff the minute tick settles the rest
// (server/db/sql/settle_conditional_meals.sql), on every instance, once. Both tell the cook and the eaters
// (server/db/sql/meal_condition_notifications.sql). Here: claiming a wish with a meal, what a claiming cook may read
// of a wish, and the tick's step.
import { DomainError } from '../../shared/errors';
import type { AuthUser } from '../auth/auth-user';
import type { Executor } from '../db/client';
import { insertNotifications } from '../db/queries/notifications';
import { findProfile } from '../db/queries/users';
import {
  claimWish,
  findClaimableWish,
  findClaimedWish,
  mealForNotice,
  settleDueConditionalMeals,
  wishBackers,
  wishClaimedAlready,
} from '../db/queries/wish-claims';
import type { AppDeps } from '../deps';
import { suggestedMinimum } from '../domain/conditional-meals';
import { MEAL_LIMITS } from '../../shared/constants';

/**
 * Links the new meal to the wish and tells its backers (not the cook), in the meal's transaction: a wish that is not
 * open in the cook's office (withdrawn, expired, another office's, or claimed already) refuses, and the meal goes
 * with the rollback.
 */
export async function claimWishForMeal(
  tx: Executor,
  input: { wishId: string; mealId: string; cook: AuthUser; officeId: string; now: Date },
) {
  const claimed = await claimWish(tx, { ...input, cookId: input.cook.id });
  if (!claimed) {
    const taken = await wishClaimedAlready(tx, { wishId: input.wishId, officeId: input.officeId });
    throw new DomainError(taken ? 'wishAlreadyClaimed' : 'notFound');
  }
  const meal = await mealForNotice(tx, input.mealId);
  const cook = await findProfile(tx, input.cook.id);
  const name = cook ? `${cook.firstName} ${cook.lastName}`.trim() : '';
  const backers = await wishBackers(tx, input.wishId);
  await insertNotifications(
    tx,
    backers
      .filter((backer) => backer.userId !== input.cook.id)
      .map((backer) => ({
        userId: backer.userId,
        kind: 'wishClaimed' as const,
        mealId: input.mealId,
        payload: {
          wishTitle: claimed.title,
          mealTitle: meal.title,
          pickupDate: meal.pickupDate,
          minimum: meal.minimumPortions,
          name,
        },
        dedupeKey: `wishClaimed:${input.wishId}:${backer.userId}`,
        createdAt: input.now,
      })),
  );
}

/** The names of a wish's backers, for the cook who claimed it only (anyone else: notFound). */
export async function backers(deps: AppDeps, user: AuthUser, input: { wishId: string }) {
  const db = deps.database.db;
  const wish = await findClaimedWish(db, { wishId: input.wishId, cookId: user.id });
  if (!wish) throw new DomainError('notFound');
  const rows = await wishBackers(db, wish.id);
  return rows.map((row) => ({ firstName: row.firstName, lastName: row.lastName, quantity: row.quantity }));
}

/** An open wish of the cook's office as the meal form starts from it: its title, price and a suggested minimum. */
export async function forClaim(deps: AppDeps, user: AuthUser, input: { wishId: string }) {
  if (!user.officeId) throw new DomainError('notFound');
  const wish = await findClaimableWish(deps.database.db, {
    wishId: input.wishId,
    officeId: user.officeId,
    now: deps.clock.now(),
  });
  if (!wish) throw new DomainError('notFound');
  return { ...wish, suggestedMinimum: suggestedMinimum(wish.portions, MEAL_LIMITS.portionsMax) };
}

/** The minute tick's step: conditional meals whose cutoff passed go ahead or are called off, once. */
export async function settleConditionalMeals(deps: Pick<AppDeps, 'database' | 'clock'>) {
  return settleDueConditionalMeals(deps.database.db, deps.clock.now());
}
