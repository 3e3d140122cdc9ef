// /admin/meals: every meal with cook and office, filtered by office, pickup date and state, searched by title;
// an admin switches a meal on or off after confirming (it leaves or returns to open menus live).
import { Badge, Button, Group, Image, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEAL_STATES, type AdminMealState } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { AdminPage } from '../../components/kit/admin-page';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { useFormat } from '../../lib/use-format';
import { mealsInput, type AdminMeal, useAdminErrorToast, useAdminSuccessToast, type MealsSearch } from './admin-model';
import { listOptions } from '../../components/kit/query-state';
import { AdminTable } from '../../components/kit/admin-table';

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
  const offices = trpc.admin.offices.useQuery();
  const [query, setQuery] = useState(search.q ?? '');
  const [toggling, setToggling] = useState<MealRow | null>(null);
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const applyQuery = useDebouncedCallback((q: string) => onSearch({ ...search, q: q.trim() || undefined }), 300);
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
  const rows = meals.data?.pages.flatMap((page) => page.items);

  return (
    <AdminPage title={t('meals.title')} subtitle={t('meals.subtitle')}>
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('meals.filters')}>
        <TextInput
          label={t('meals.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            applyQuery(e.currentTarget.value);
          }}
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label={t('meals.office')}
          data={[
            { value: '', label: t('users.allOffices') },
            ...(offices.data ?? []).map((o) => ({ value: o.id, label: o.name })),
          ]}
          value={search.office ?? ''}
          onChange={(value) => onSearch({ ...search, office: value || undefined })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          type="date"
          label={t('meals.date')}
          value={search.date ?? ''}
          onChange={(e) => onSearch({ ...search, date: e.currentTarget.value || undefined })}
          w={{ base: '100%', sm: 170 }}
        />
        <Select
          label={t('meals.state')}
          data={[
            { value: '', label: t('meals.allStates') },
            ...ADMIN_MEAL_STATES.map((state) => ({ value: state, label: t(`meals.states.${state}`) })),
          ]}
          value={search.state ?? ''}
          onChange={(value) => onSearch({ ...search, state: (value || undefined) as AdminMealState | undefined })}
          allowDeselect={false}
          w={{ base: '100%', sm: 170 }}
        />
      </Group>
      <AdminTable<MealRow>
        label={t('meals.title')}
        loading={meals.isPending}
        query={meals}
        rows={rows}
        rowKey={(meal) => meal.id}
        empty={t('meals.empty')}
        hasMore={meals.hasNextPage}
        loadingMore={meals.isFetchingNextPage}
        onLoadMore={() => void meals.fetchNextPage()}
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
            render: (m) => (
              <div>
                <Text size="sm">{m.cookName}</Text>
                <Text size="xs" c="dimmed">
                  {m.officeName}
                </Text>
              </div>
            ),
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
            render: (m) =>
              m.withdrawn ? null : (
                <Button
                  size="xs"
                  variant={m.isActive ? 'default' : 'light'}
                  color={m.isActive ? 'red' : 'teal'}
                  onClick={() => setToggling(m)}
                  aria-label={t(m.isActive ? 'meals.deactivateOf' : 'meals.activateOf', { title: m.title })}
                >
                  {t(m.isActive ? 'meals.deactivate' : 'meals.activate')}
                </Button>
              ),
          },
        ]}
      />
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
    </AdminPage>
  );
}
