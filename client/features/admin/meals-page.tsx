// /admin/meals: every meal with cook and office, filtered by office, pickup date and state, searched by title;
// an admin switches a meal on or off after confirming (it leaves or returns to open menus live).
import { Badge, Button, Group, Image, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMealState } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { AdminListPage } from '../../components/kit/admin-list-page';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { useFormat } from '../../lib/use-format';
import { mealsInput, type AdminMeal, useAdminErrorToast, useAdminSuccessToast, type MealsSearch } from './admin-model';
import { listOptions } from '../../components/kit/query-state';
import { MealsFilters } from './meals-filters';
import { TwoLineCell } from '../../components/kit/two-line-cell';
import { DrawRecordDialog } from './draw-record-dialog';

type MealRow = AdminMeal;

const stateOf = (meal: MealRow): AdminMealState =>
  meal.withdrawn ? 'withdrawn' : meal.isSoftDisabled ? 'softDisabled' : meal.isActive ? 'active' : 'inactive';
const STATE_COLOR: Record<AdminMealState, string> = {
  active: 'teal',
  inactive: 'gray',
  softDisabled: 'orange',
  withdrawn: 'red',
};

export function MealsPage({ search, onSearch }: { search: MealsSearch; onSearch: (next: MealsSearch) => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const utils = trpc.useUtils();
  const meals = trpc.admin.meals.useInfiniteQuery(mealsInput(search), listOptions);
  const [toggling, setToggling] = useState<MealRow | null>(null);
  const [drawOf, setDrawOf] = useState<MealRow | null>(null);
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const setActive = trpc.admin.setMealActive.useMutation({
    onSuccess: (result) => success(t(result.isActive ? 'meals.activated' : 'meals.deactivated')),
    onError: toastError,
    onSettled: () => {
      setToggling(null);
      return Promise.all([
        utils.admin.meals.invalidate(),
        utils.admin.auditLog.invalidate(),
        utils.admin.dashboard.invalidate(),
      ]);
    },
  });

  return (
    <AdminListPage<MealRow>
      title={t('meals.title')}
      subtitle={t('meals.subtitle')}
      filtersLabel={t('meals.filters')}
      filters={<MealsFilters search={search} onSearch={onSearch} />}
      list={meals}
      rowKey={(meal) => meal.id}
      empty={t('meals.empty')}
      columns={[
        {
          key: 'meal',
          label: t('meals.meal'),
          primary: true,
          render: (m) => (
            <Group gap="sm" wrap="nowrap">
              {m.cover ? <Image src={m.cover.card} alt="" w={48} h={36} radius="sm" fit="cover" /> : null}
              <Text fw={600} size="sm">
                {m.title}
              </Text>
            </Group>
          ),
        },
        {
          key: 'cook',
          label: t('meals.cook'),
          render: (m) => <TwoLineCell main={m.cookName} sub={m.officeName} />,
        },
        {
          key: 'pickup',
          label: t('meals.pickup'),
          render: (m) => (
            <Text size="sm">
              {format.date(m.pickupDate)} · {format.timeRange(m.pickupStart, m.pickupEnd)}
            </Text>
          ),
        },
        {
          key: 'portions',
          label: t('meals.portions'),
          render: (m) => `${format.number(m.availablePortions)} / ${format.number(m.totalPortions)}`,
        },
        { key: 'price', label: t('meals.price'), render: (m) => format.price(m.priceCents) },
        {
          key: 'state',
          label: t('meals.state'),
          render: (m) => (
            <Badge variant="light" color={STATE_COLOR[stateOf(m)]}>
              {t(`meals.states.${stateOf(m)}`)}
            </Badge>
          ),
        },
        {
          key: 'action',
          label: t('meals.action'),
          render: (m) => (
            <Group gap="xs" wrap="nowrap">
              {m.withdrawn ? null : (
                <Button
                  size="xs"
                  variant={m.isActive ? 'default' : 'light'}
                  color={m.isActive ? 'red' : 'teal'}
                  onClick={() => setToggling(m)}
                  aria-label={t(m.isActive ? 'meals.deactivateOf' : 'meals.activateOf', { title: m.title })}
                >
                  {t(m.isActive ? 'meals.deactivate' : 'meals.activate')}
                </Button>
              )}
              {m.hasDraw && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setDrawOf(m)}
                  aria-label={t('meals.drawRecordOf', { title: m.title })}
                >
                  {t('meals.drawRecord')}
                </Button>
              )}
            </Group>
          ),
        },
      ]}
    >
      <ConfirmDialog
        opened={toggling !== null}
        title={t(toggling?.isActive ? 'meals.confirmDeactivateTitle' : 'meals.confirmActivateTitle')}
        confirmLabel={t(toggling?.isActive ? 'meals.deactivate' : 'meals.activate')}
        color={toggling?.isActive ? 'red' : 'teal'}
        loading={setActive.isPending}
        onConfirm={() => toggling && setActive.mutate({ id: toggling.id, active: !toggling.isActive })}
        onClose={() => setToggling(null)}
      >
        {toggling
          ? t(toggling.isActive ? 'meals.confirmDeactivate' : 'meals.confirmActivate', {
              title: toggling.title,
              cook: toggling.cookName,
            })
          : ''}
      </ConfirmDialog>
      <DrawRecordDialog meal={drawOf} onClose={() => setDrawOf(null)} />
    </AdminListPage>
  );
}
