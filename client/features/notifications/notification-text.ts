// The sentence a notification shows, in the reader's language: its kind picks the text, its payload (facts as they
// were when it happened) fills it, dates formatted for the reader's locale.
import type { TFunction } from 'i18next';
import type { NotificationKind } from '../../../shared/enums';

export interface NotificationLike {
  kind: NotificationKind;
  payload: Record<string, string | number | null>;
}

interface Formats {
  date: (isoDate: string) => string;
  dateTime: (instant: Date) => string;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function notificationText(t: TFunction<'notifications'>, format: Formats, item: NotificationLike): string {
  const p = item.payload;
  const vars = {
    mealTitle: str(p.mealTitle),
    pickupDate: str(p.pickupDate) ? format.date(str(p.pickupDate)) : '',
    quantity: typeof p.quantity === 'number' ? p.quantity : 1,
    name: str(p.name) || t('someone'),
    note: str(p.note),
    text: str(p.text),
    until: str(p.suspendedUntil) ? format.dateTime(new Date(str(p.suspendedUntil))) : '',
  };
  switch (item.kind) {
    case 'mealReady':
      return vars.note ? t('kinds.mealReadyAt', vars) : t('kinds.mealReady', vars);
    case 'reportOutcome':
      return p.outcome === 'back' ? t('kinds.reportOutcome_back', vars) : t('kinds.reportOutcome_takenDown', vars);
    default:
      return t(`kinds.${item.kind}`, vars);
  }
}
