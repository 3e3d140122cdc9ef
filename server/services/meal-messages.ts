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

/** The cook's meal, locked, and its active reservations. */
interface OwnMeal {
  meal: NonNullable<Awaited<ReturnType<typeof lockMealForMessage>>>;
  eaters: Awaited<ReturnType<typeof activeReservations>>;
}

/**
 * In one transaction: the cook's own meal, locked, and its eaters, once `refusal` has nothing against speaking to
 * them now; then `speak`.
 */
function withOwnMeal<T>(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  user: AuthUser,
  mealId: string,
  refusal: (meal: MessageableMeal, now: Date) => ReadyRefusal | null,
  speak: (tx: Executor, own: OwnMeal, now: Date) => Promise<T>,
) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const meal = await lockMealForMessage(tx, user.id, mealId);
    if (!meal) throw new DomainError('notFound');
    const eaters = await activeReservations(tx, meal.id);
    const refused = refusal({ ...meal, hasReservations: eaters.length > 0 }, now);
    if (refused) throw new DomainError(refused);
    return speak(tx, { meal, eaters }, now);
  });
}

/** One notification of `kind` to each eater of the meal; `dedupeKey` names the cause per reservation. */
async function tellEaters(
  tx: Executor,
  { meal, eaters }: OwnMeal,
  told: {
    kind: 'mealReady' | 'cookMessage';
    payload: Record<string, unknown>;
    dedupeKey: (reservationId: string) => string;
  },
  now: Date,
) {
  const written = await insertNotifications(
    tx,
    eaters.map((reservation) => ({
      userId: reservation.eaterId,
      kind: told.kind,
      mealId: meal.id,
      payload: { mealTitle: meal.title, pickupDate: meal.pickupDate, ...told.payload },
      dedupeKey: told.dedupeKey(reservation.id),
      createdAt: now,
    })),
  );
  return written.length;
}

/** "It's in the kitchen": once per meal and eater; a second press tells only eaters who were not told yet. */
export function announceReady(deps: Pick<AppDeps, 'database' | 'clock'>, user: AuthUser, input: AnnounceReadyInput) {
  return withOwnMeal(deps, user, input.mealId, readyRefusal, async (tx, own, now) => {
    const note = input.note?.trim() || null;
    const told = { kind: 'mealReady' as const, payload: { note }, dedupeKey: (id: string) => `mealReady:${id}` };
    return { eatersTold: await tellEaters(tx, own, told, now) };
  });
}

/** A short message to the meal's eaters, at most NOTIFICATION_LIMITS.messagesPerMealPerDay per office day. */
export function messageEaters(deps: Pick<AppDeps, 'database' | 'clock'>, user: AuthUser, input: MessageEatersInput) {
  return withOwnMeal(deps, user, input.mealId, messageRefusal, async (tx, own, now) => {
    const { meal } = own;
    const dayStart = zonedInstant(localDate(now, meal.timeZone), '00:00', meal.timeZone);
    const sent = await countCookMessagesSince(tx, meal.id, dayStart);
    if (sent >= NOTIFICATION_LIMITS.messagesPerMealPerDay)
      throw new DomainError('tooManyMessages', { limit: NOTIFICATION_LIMITS.messagesPerMealPerDay });
    const messageId = randomUUID();
    const told = {
      kind: 'cookMessage' as const,
      payload: { text: input.text, messageId },
      dedupeKey: (id: string) => `cookMessage:${messageId}:${id}`,
    };
    return {
      eatersTold: await tellEaters(tx, own, told, now),
      messagesLeft: NOTIFICATION_LIMITS.messagesPerMealPerDay - sent - 1,
    };
  });
}
