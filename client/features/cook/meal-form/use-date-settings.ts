// Mantine's date pickers in the meal form and the meal dialogs: the interface language, weeks from Monday, dates
// written the local way, and the calendar's buttons named.
import { useTranslation } from 'react-i18next';

/** Mantine's date pickers: the interface language, weeks from Monday, dates written the local way. */
export function useDateSettings() {
  const { t, i18n } = useTranslation('cook');
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'lt' ? 'lt' : 'en';
  return {
    locale,
    valueFormat: locale === 'lt' ? 'YYYY [m.] MMMM D [d.], dddd' : 'dddd, MMMM D, YYYY',
    ariaLabels: {
      nextMonth: t('form.calendar.nextMonth'),
      previousMonth: t('form.calendar.previousMonth'),
      nextYear: t('form.calendar.nextYear'),
      previousYear: t('form.calendar.previousYear'),
      nextDecade: t('form.calendar.nextDecade'),
      previousDecade: t('form.calendar.previousDecade'),
      monthLevelControl: t('form.calendar.monthLevel'),
      yearLevelControl: t('form.calendar.yearLevel'),
    },
  };
}
