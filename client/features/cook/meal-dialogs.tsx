// The two confirmations of a meal's card: withdraw (says how many reservations it cancels, with an optional note
// to the eaters) and cook again (a copy for another date, photos included).
import { Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../components/modal';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { notifications } from '../../lib/toast';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/lt';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { addDays, localDate } from '../../../shared/office-time';
import { useFormat } from '../../lib/use-format';
import type { CookMeal } from './cook-model';
import { useDateSettings } from './meal-form/use-date-settings';

const WITHDRAW_REASON_MAX = 300;

export function WithdrawDialog({ meal, onClose }: { meal: CookMeal | null; onClose: () => void }) {
  const { t } = useTranslation('cook');
  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? t('withdraw.title', { meal: meal.title }) : ''}
      centered
    >
      {meal && <WithdrawForm key={meal.id} meal={meal} onDone={onClose} />}
    </Modal>
  );
}

function WithdrawForm({ meal, onDone }: { meal: CookMeal; onDone: () => void }) {
  const { t } = useTranslation(['cook', 'errors']);
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  // The reservations this cancels, counted from the meal's open preorders.
  const open = trpc.preorders.forCook.useQuery({ status: 'reserved', mealId: meal.id, cursor: null });
  const count = open.data?.preorders.length ?? 0;
  const more = !!open.data?.nextCursor;
  const withdraw = trpc.meals.withdraw.useMutation({
    onSuccess: async (result) => {
      notifications.show({ color: 'teal', message: t('withdraw.done', { count: result.cancelledReservations }) });
      onDone();
      await Promise.all([
        utils.meals.mine.invalidate(),
        utils.meals.get.invalidate({ id: meal.id }),
        utils.meals.dashboard.invalidate(),
        utils.preorders.forCook.invalidate(),
      ]);
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('withdraw.failed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
      void utils.meals.mine.invalidate();
    },
  });

  return (
    <Stack>
      {open.isPending ? (
        <Skeleton h={40} />
      ) : (
        <Text data-testid="withdraw-consequence">
          {count === 0 ? t('withdraw.none') : more ? t('withdraw.many', { count }) : t('withdraw.cancels', { count })}
        </Text>
      )}
      <Textarea
        label={t('withdraw.reason')}
        description={t('withdraw.reasonHint')}
        placeholder={t('withdraw.reasonPlaceholder')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={WITHDRAW_REASON_MAX}
        autosize
        minRows={2}
      />
      <Group justify="flex-end">
        {/* Focus starts on the safe choice. */}
        <Button variant="default" onClick={onDone} data-autofocus>
          {t('withdraw.keep')}
        </Button>
        <Button
          color="red"
          loading={withdraw.isPending}
          disabled={open.isPending}
          onClick={() => withdraw.mutate({ id: meal.id, reason: reason.trim() || undefined })}
        >
          {t('withdraw.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Stop series": withdraws this meal and the later meals of its weekly series (server/services/meal-series.ts). */
export function StopSeriesDialog({ meal, onClose }: { meal: CookMeal | null; onClose: () => void }) {
  const { t } = useTranslation(['cook', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const stop = trpc.meals.stopSeries.useMutation({
    onSuccess: async (result) => {
      notifications.show({ color: 'teal', message: t('stopSeries.done', { count: result.withdrawn.length }) });
      onClose();
      await Promise.all([
        utils.meals.mine.invalidate(),
        utils.meals.get.invalidate(),
        utils.meals.dashboard.invalidate(),
        utils.preorders.forCook.invalidate(),
      ]);
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('stopSeries.failed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
      void utils.meals.mine.invalidate();
    },
  });
  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? t('stopSeries.title', { meal: meal.title }) : ''}
      centered
    >
      {meal && (
        <Stack>
          <Text data-testid="stop-series-consequence">
            {t('stopSeries.text', { date: format.date(meal.pickupDate, 'weekday') })}
          </Text>
          <Group justify="flex-end">
            {/* Focus starts on the safe choice. */}
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('stopSeries.keep')}
            </Button>
            <Button color="red" loading={stop.isPending} onClick={() => stop.mutate({ mealId: meal.id })}>
              {t('stopSeries.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

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
