// The sentence a notification shows, in the reader's language: its kind picks the text, its payload (facts as they
// were when it happened) fills it, dates formatted for the reader's locale. The centre's page renders it with
// react-i18next (client/features/notifications/notifications-page.tsx), a push with the server's own lookup of the
// same texts (server/domain/push-text.ts).
import type { NotificationKind } from './enums';

/** Looks up a key of the `notifications` texts and fills its {{placeholders}}. */
export type NotificationTranslate = (key: string, vars?: Record<string, string | number>) => string;

export interface NotificationLike {
  kind: NotificationKind;
  payload: Record<string, string | number | boolean | null>;
}

interface Formats {
  date: (isoDate: string) => string;
  dateTime: (instant: Date) => string;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function notificationText(t: NotificationTranslate, format: Formats, item: NotificationLike): string {
  const p = item.payload;
  const vars = {
    mealTitle: str(p.mealTitle),
    wishTitle: str(p.wishTitle),
    pickupDate: str(p.pickupDate) ? format.date(str(p.pickupDate)) : '',
    quantity: typeof p.quantity === 'number' ? p.quantity : 1,
    name: str(p.name) || t('someone'),
    note: str(p.note),
    text: str(p.text),
    until: str(p.suspendedUntil) ? format.dateTime(new Date(str(p.suspendedUntil))) : '',
    // Conditional meals and claimed wishes (server/db/sql/meal_condition_notifications.sql).
    minimum: typeof p.minimum === 'number' ? p.minimum : 0,
    committed: typeof p.committed === 'number' ? p.committed : 0,
    // A wish's portions wanted in all, when a colleague backed it (server/services/wishes.ts).
    portions: typeof p.portions === 'number' ? p.portions : 0,
  };
  switch (item.kind) {
    case 'mealReady':
      return vars.note ? t('kinds.mealReadyAt', vars) : t('kinds.mealReady', vars);
    case 'lastCall':
      // Before the cutoff a last call passes the portion to the waitlist at once (server/services/handovers.ts).
      return p.status === 'released' ? t('kinds.lastCall_released', vars) : t('kinds.lastCall', vars);
    case 'offerClosed': {
      // Still the offerer's, or passed to the waitlist in the same transaction
      // (server/db/sql/offer_closed_notifications.sql).
      const how = `${p.status === 'declined' ? 'declined' : 'expired'}${p.kept === false ? 'Released' : 'Kept'}`;
      return t(`kinds.offerClosed_${how}`, vars);
    }
    case 'mealGoesAhead':
    case 'mealCalledOff':
      // The cook hears it of their own meal, the eaters of their reservation.
      return t(p.forCook === true ? `kinds.${item.kind}_cook` : `kinds.${item.kind}`, vars);
    case 'drawLost':
      // The losers of a fair draw join its waitlist while ordering is open (server/services/draws.ts).
      return p.waitlisted === true ? t('kinds.drawLost_waitlisted', vars) : t('kinds.drawLost', vars);
    case 'reportOutcome':
      return p.outcome === 'back' ? t('kinds.reportOutcome_back', vars) : t('kinds.reportOutcome_takenDown', vars);
    default:
      return t(`kinds.${item.kind}`, vars);
  }
}
