import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { Modal } from '../../components/modal';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import type { CookMeal } from './cook-model';

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
