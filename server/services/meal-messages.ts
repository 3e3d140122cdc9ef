// The cook's word to a meal's eaters (docs/features.md, "Notifications"): "It's in the kitchen" on the pickup day,
// with an optional place note, and short messages ("ten minutes late"), a few per meal per office day, for any of
// the cook's upcoming meals with reservations (the rules in shared/meal-messages.ts, which the client's buttons
// follow too). Each eater with an active reservation gets a notification at once, written in one transaction with
// the check; the meal's row is locked first, so two presses at the same moment cannot both slip under the daily
// limit.
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_LIMITS } from '../../shared/constants';
import { DomainError } from '../../shared/errors';
import { messageRefusal, readyRefusal, type MessageableMeal, type ReadyRefusal } from '../../shared/meal-messages';
import { localDate, zonedInstant } from '../../shared/office-time';
import type { AnnounceReadyInput, MessageEatersInput } from '../../shared/schemas/notifications';
import type { AuthUser } from '../auth/auth-user';
import { activeReservations } from '../db/queries/cook';
import { countCookMessagesSince, insertNotifications, lockMealForMessage } from '../db/queries/notifications';
import type { Executor } from '../db/client';
import type { AppDeps } from '../deps';

/** The cook's own meal, locked, and its eaters, once `refusal` has nothing against speaking to them now. */
async function lockOwnMeal(
  tx: Executor,
  user: AuthUser,
  mealId: string,
  refusal: (meal: MessageableMeal) => ReadyRefusal | null,
) {
  const meal = await lockMealForMessage(tx, user.id, mealId);
  if (!meal) throw new DomainError('notFound');
  const eaters = await activeReservations(tx, meal.id);
  const refused = refusal({ ...meal, hasReservations: eaters.length > 0 });
  if (refused) throw new DomainError(refused);
  return { meal, eaters };
}

/** "It's in the kitchen": once per meal and eater; a second press tells only eaters who were not told yet. */
export async function announceReady(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  user: AuthUser,
  input: AnnounceReadyInput,
) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const { meal, eaters } = await lockOwnMeal(tx, user, input.mealId, (facts) => readyRefusal(facts, now));
    const note = input.note?.trim() || null;
    const written = await insertNotifications(
      tx,
      eaters.map((reservation) => ({
        userId: reservation.eaterId,
        kind: 'mealReady' as const,
        mealId: meal.id,
        payload: { mealTitle: meal.title, pickupDate: meal.pickupDate, note },
        dedupeKey: `mealReady:${reservation.id}`,
        createdAt: now,
      })),
    );
    return { eatersTold: written.length };
  });
}

/** A short message to the meal's eaters, at most NOTIFICATION_LIMITS.messagesPerMealPerDay per office day. */
export async function messageEaters(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  user: AuthUser,
  input: MessageEatersInput,
) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const { meal, eaters } = await lockOwnMeal(tx, user, input.mealId, (facts) => messageRefusal(facts, now));
    const dayStart = zonedInstant(localDate(now, meal.timeZone), '00:00', meal.timeZone);
    const sent = await countCookMessagesSince(tx, meal.id, dayStart);
    if (sent >= NOTIFICATION_LIMITS.messagesPerMealPerDay)
      throw new DomainError('tooManyMessages', { limit: NOTIFICATION_LIMITS.messagesPerMealPerDay });
    const messageId = randomUUID();
    const written = await insertNotifications(
      tx,
      eaters.map((reservation) => ({
        userId: reservation.eaterId,
        kind: 'cookMessage' as const,
        mealId: meal.id,
        payload: { mealTitle: meal.title, pickupDate: meal.pickupDate, text: input.text, messageId },
        dedupeKey: `cookMessage:${messageId}:${reservation.id}`,
        createdAt: now,
      })),
    );
    return { eatersTold: written.length, messagesLeft: NOTIFICATION_LIMITS.messagesPerMealPerDay - sent - 1 };
  });
}
