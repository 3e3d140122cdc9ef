// "Cook again" from a meal's card: a copy for another date (a week on, or tomorrow), photos included.
import { Button, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/lt';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, localDate } from '../../../shared/office-time';
import { trpc } from '../../app/trpc';
import { Modal } from '../../components/modal';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import type { CookMeal } from './cook-model';
import { useDateSettings } from './meal-form/use-date-settings';

export function CookAgainDialog({ meal, onClose }: { meal: CookMeal | null; onClose: () => void }) {
  const { t } = useTranslation('cook');
  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? t('cookAgain.title', { meal: meal.title }) : ''}
      centered
    >
      {meal && <CookAgainForm key={meal.id} meal={meal} onDone={onClose} />}
    </Modal>
  );
}

function CookAgainForm({ meal, onDone }: { meal: CookMeal; onDone: () => void }) {
  const { t } = useTranslation(['cook', 'errors']);
  const format = useFormat();
  const dates = useDateSettings();
  const utils = trpc.useUtils();
  const today = localDate(new Date(), meal.timeZone);
  const [date, setDate] = useState<string | null>(() => {
    const tomorrow = addDays(today, 1);
    return meal.pickupDate >= tomorrow ? addDays(meal.pickupDate, 7) : tomorrow;
  });
  const duplicate = trpc.meals.duplicate.useMutation({
    onSuccess: async (copy) => {
      notifications.show({
        color: 'teal',
        message: t('cookAgain.done', { date: format.date(copy.pickupDate, 'weekday') }),
      });
      onDone();
      await Promise.all([utils.meals.mine.invalidate(), utils.meals.dashboard.invalidate()]);
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('cookAgain.failed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
    },
  });
  return (
    <DatesProvider settings={{ locale: dates.locale, firstDayOfWeek: 1 }}>
      <Stack>
        <Text size="sm">{t('cookAgain.text')}</Text>
        <DatePickerInput
          label={t('cookAgain.date')}
          required
          leftSection={<IconCalendar size={18} aria-hidden />}
          value={date}
          onChange={setDate}
          minDate={today}
          valueFormat={dates.valueFormat}
          ariaLabels={dates.ariaLabels}
          size="md"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cookAgain.cancel')}
          </Button>
          <Button
            loading={duplicate.isPending}
            disabled={!date}
            onClick={() => date && duplicate.mutate({ id: meal.id, pickupDate: date })}
          >
            {t('cookAgain.confirm')}
          </Button>
        </Group>
      </Stack>
    </DatesProvider>
  );
}
