// The notices above the menu: offline (how old the copy on screen is; reserving needs the network) and the
// office's closed days among the dates the view shows.
import { Alert } from '@mantine/core';
import { IconCalendarOff, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { menuDates } from '../../../shared/office-time';
import { useFormat } from '../../lib/use-format';
import type { MenuOffice, MenuSearch } from './menu-model';

interface Props {
  online: boolean;
  /** When this device last loaded the menu from the network (client/features/menu/use-menu-saved-at.ts). */
  savedAt: number | null;
  office: MenuOffice | undefined;
  day: MenuSearch['day'];
  now: number;
}

export function OfflineNotice({ online, savedAt }: Pick<Props, 'online' | 'savedAt'>) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  if (online) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconWifiOff size={18} />}
      title={t('offline.title')}
      data-testid="offline-notice"
    >
      {savedAt ? t('offline.savedAt', { when: format.dateTime(new Date(savedAt)) }) : t('offline.noCopy')}{' '}
      {t('offline.reserveNeedsNetwork')}
    </Alert>
  );
}

export function ClosedDayNotices({ office, day, now }: Omit<Props, 'online' | 'savedAt'>) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  if (!office) return null;
  return closedDaysIn(office.closedDays, menuDates(day, office.timeZone, new Date(now))).map((closed) => (
    <Alert
      key={closed.date}
      color="orange"
      icon={<IconCalendarOff size={20} aria-hidden />}
      title={t('closedDay', { label: closed.label })}
      data-testid="closed-day-notice"
    >
      {t('closedDayHint', { date: format.date(closed.date, 'long') })}
    </Alert>
  ));
}

/** The office's closed days among the dates the view shows (the server refuses meals on them). */
const closedDaysIn = <T extends { date: string }>(closed: T[], dates: string[]) =>
  closed.filter((day) => dates.includes(day.date));
