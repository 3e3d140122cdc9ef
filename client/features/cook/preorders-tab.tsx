// The preorders tab: summary cards (portions and revenue of the open reservations), the status filter, an optional
// filter to one meal (from a meal's "view preorders", with the word to its eaters), and the reservations as a table
// (cards on phones) with 'Mark collected' (paid in cash, by transfer or app, or paid later: the cash ledger),
// waive, and 'Settle' for one collected and paid later, each confirmed; "Load more" pages on.
import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOK_PREORDER_FILTERS, type CookPreorderFilter } from '../../../shared/url-filters';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { forCookInput, nextCursor, type CookPreorder } from './cook-model';
import { PreorderActions, type Settle } from './preorder-actions';
import { PreorderList } from './preorder-list';
import { PreorderMealFilter } from './preorder-meal-filter';
import { PreorderSettleDialogs } from './preorder-settle-dialogs';
import { PreorderSummary } from './preorder-summary';

interface Props {
  status: CookPreorderFilter;
  mealId: string | null;
  onStatusChange: (status: CookPreorderFilter) => void;
  onClearMeal: () => void;
  onGoToMeals: () => void;
}

export function PreordersTab({ status, mealId, onStatusChange, onClearMeal, onGoToMeals }: Props) {
  const { t } = useTranslation('cook');
  const utils = trpc.useUtils();
  const list = trpc.preorders.forCook.useInfiniteQuery(forCookInput(status, mealId), {
    getNextPageParam: nextCursor,
    initialCursor: null,
  });
  const [settling, setSettling] = useState<Settle | null>(null);
  const preorders = list.data?.pages.flatMap((page) => page.preorders) ?? [];

  const afterSettle = () =>
    Promise.all([
      utils.preorders.forCook.invalidate(),
      utils.meals.mine.invalidate(),
      utils.meals.get.invalidate(),
      utils.meals.dashboard.invalidate(),
      utils.ledger.cook.invalidate(),
    ]);

  const actions = (preorder: CookPreorder) => (
    <PreorderActions preorder={preorder} onSettle={setSettling} onDone={afterSettle} />
  );

  return (
    <Stack gap="md">
      <PreorderSummary summary={list.data?.pages[0]?.summary} />

      {mealId && <PreorderMealFilter mealId={mealId} onClear={onClearMeal} />}

      <SegmentedControl
        value={status}
        onChange={(value) => onStatusChange(value as CookPreorderFilter)}
        data={COOK_PREORDER_FILTERS.map((value) => ({ value, label: t(`preorders.filter.${value}`) }))}
        aria-label={t('preorders.filter.label')}
        fullWidth
        maw={560}
        styles={{ label: { display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />

      {list.isPending && <Skeleton h={240} radius="md" />}
      {list.isError && (
        <LoadError title={t('preorders.loadFailed')} onRetry={list.refetch} retrying={list.isFetching} />
      )}

      {list.isSuccess && preorders.length === 0 && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="xs">
            <Title order={2} fz="lg">
              {status === 'all' && !mealId ? t('preorders.empty.title') : t('preorders.empty.filtered')}
            </Title>
            <Text c="dimmed">{t('preorders.empty.text')}</Text>
            <Button variant="default" mt="sm" onClick={onGoToMeals}>
              {t('preorders.empty.action')}
            </Button>
          </Stack>
        </Card>
      )}

      {preorders.length > 0 && <PreorderList preorders={preorders} actions={actions} />}

      {list.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('preorders.loadMore')}
          </Button>
        </Group>
      )}

      <PreorderSettleDialogs settling={settling} onClose={() => setSettling(null)} onDone={afterSettle} />
    </Stack>
  );
}
