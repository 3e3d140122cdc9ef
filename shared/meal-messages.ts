// When a cook may speak to a meal's eaters (docs/features.md, "Notifications"): a message while the meal is upcoming
// (not withdrawn, its pickup window not over) and someone holds a reservation; "It's in the kitchen" besides only
// on the pickup day, in the office's zone. The server refuses with these codes (server/services/meal-messages.ts)
// and the client offers the buttons by the same functions (client/components/cook/tell-eaters.tsx).
import { localDate, zonedInstant } from './office-time';

export interface MessageableMeal {
  pickupDate: string;
  /** HH:MM in the office's zone. */
  pickupEnd: string;
  timeZone: string;
  withdrawn: boolean;
  /** Someone holds a reservation still to collect (reserved or active). */
  hasReservations: boolean;
}

export type MessageRefusal = 'mealWithdrawn' | 'pickupEnded' | 'noReservations';
export type ReadyRefusal = MessageRefusal | 'notPickupDay';

/** Why a message to the meal's eaters is refused now, or null when it may be sent. */
export function messageRefusal(meal: MessageableMeal, now: Date | number): MessageRefusal | null {
  if (meal.withdrawn) return 'mealWithdrawn';
  if (new Date(now).getTime() >= zonedInstant(meal.pickupDate, meal.pickupEnd, meal.timeZone).getTime())
    return 'pickupEnded';
  if (!meal.hasReservations) return 'noReservations';
  return null;
}

/** Why "It's in the kitchen" is refused now: the message's refusals, and any day but the pickup day. */
export function readyRefusal(meal: MessageableMeal, now: Date | number): ReadyRefusal | null {
  const refusal = messageRefusal(meal, now);
  if (refusal === 'mealWithdrawn' || refusal === 'pickupEnded') return refusal;
  if (localDate(new Date(now), meal.timeZone) !== meal.pickupDate) return 'notPickupDay';
  return refusal;
}
