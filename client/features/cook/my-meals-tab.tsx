// The my-meals tab: the cook's meals as cards, newest pickup first, a page at a time ("Load more"), a status
// filter, an empty state that leads to the form, the card actions with their confirmations, and what eaters said.
import { Button, Card, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../lib/toast';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOK_MEAL_STATUSES, type CookMealStatus } from '../../../shared/url-filters';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { CookMealCard } from './cook-meal-card';
import { FeedbackPanel } from './feedback-panel';
import { mineInput, nextCursor, type CookMeal } from './cook-model';
import { CookAgainDialog } from './cook-again-dialog';
import { StopSeriesDialog } from './stop-series-dialog';
import { WithdrawDialog } from './withdraw-dialog';
import { LoadError } from '../../components/kit/load-error';

interface Props {
  status: CookMealStatus;
  onStatusChange: (status: CookMealStatus) => void;
  canEdit: boolean;
  onCreate: () => void;
  onEdit: (meal: CookMeal) => void;
  onPreorders: (meal: CookMeal) => void;
}

export function MyMealsTab({ status, onStatusChange, canEdit, onCreate, onEdit, onPreorders }: Props) {
  const { t } = useTranslation(['cook', 'errors', 'common']);
  const utils = trpc.useUtils();
  const mine = trpc.meals.mine.useInfiniteQuery(mineInput(status), {
    getNextPageParam: nextCursor,
    initialCursor: null,
  });
  const [withdrawing, setWithdrawing] = useState<CookMeal | null>(null);
  const [stopping, setStopping] = useState<CookMeal | null>(null);
  const [copying, setCopying] = useState<CookMeal | null>(null);
  const setActive = trpc.meals.setActive.useMutation({
    onSuccess: async (_row, input) => {
      notifications.show({ color: 'teal', message: input.active ? t('toast.activated') : t('toast.deactivated') });
      await Promise.all([
        utils.meals.mine.invalidate(),
        utils.meals.get.invalidate({ id: input.id }),
        utils.meals.dashboard.invalidate(),
      ]);
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('toast.saveFailed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
    },
  });
  const meals = mine.data?.pages.flatMap((page) => page.meals) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('meals.filter.label')}
          value={status}
          onChange={(event) => onStatusChange(event.currentTarget.value as CookMealStatus)}
          data={COOK_MEAL_STATUSES.map((value) => ({ value, label: t(`meals.filter.${value}`) }))}
          size="md"
          w={{ base: '100%', xs: 220 }}
        />
      </Group>

      {mine.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={380} radius="lg" />
          ))}
        </SimpleGrid>
      )}

      {mine.isError && <LoadError title={t('meals.loadFailed')} onRetry={mine.refetch} retrying={mine.isFetching} />}

      {mine.isSuccess && meals.length === 0 && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="xs">
            <Title order={2} fz="lg">
              {status === 'all' ? t('meals.empty.title') : t('meals.empty.filtered')}
            </Title>
            <Text c="dimmed">{t('meals.empty.text')}</Text>
            <Group justify="center" mt="sm">
              {status !== 'all' && (
                <Button variant="default" onClick={() => onStatusChange('all')}>
                  {t('meals.empty.showAll')}
                </Button>
              )}
              {canEdit && (
                <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
                  {t('createMeal')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}

      {meals.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {meals.map((meal) => (
            <CookMealCard
              key={meal.id}
              meal={meal}
              canEdit={canEdit}
              toggling={setActive.isPending && setActive.variables?.id === meal.id}
              onEdit={onEdit}
              onToggleActive={(m) => setActive.mutate({ id: m.id, active: !m.isActive })}
              onPreorders={onPreorders}
              onCookAgain={setCopying}
              onWithdraw={setWithdrawing}
              onStopSeries={setStopping}
            />
          ))}
        </SimpleGrid>
      )}

      {mine.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={mine.isFetchingNextPage} onClick={() => void mine.fetchNextPage()}>
            {t('meals.loadMore')}
          </Button>
        </Group>
      )}

      <FeedbackPanel />

      <WithdrawDialog meal={withdrawing} onClose={() => setWithdrawing(null)} />
      <CookAgainDialog meal={copying} onClose={() => setCopying(null)} />
      <StopSeriesDialog meal={stopping} onClose={() => setStopping(null)} />
    </Stack>
  );
}
